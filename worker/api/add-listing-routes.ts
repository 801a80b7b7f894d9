import { Hono } from 'hono'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import { addListingCall, stateCountiesCall, type AddedListing } from '../../web/api/add-listing.ts'
import { addListingsPerDay } from '../../web/rules/add-listing-form.ts'
import { validationMessages } from '../../web/rules/messages.ts'
import { alertAfterChange } from '../alerts/instant-alerts.ts'
import type { AppEnv } from '../app-env.ts'
import { countiesOfState, listingPlaceOf } from '../listings/add-listing-place.ts'
import { addListing } from '../listings/add-listing.ts'
import { brandOfSite } from '../middleware/brand.ts'
import { userForm } from './form-guards.ts'
import { validatePhone } from './phone-validation.ts'
import { badRequest, validate } from './validate.ts'

// The add-listing page's calls (web/api/add-listing.ts): the counties of a state for its form, and the new listing.

const tooManyListings = `You have added ${addListingsPerDay} listings today, the most one login may add in a day. Please add the rest tomorrow.`

export const addListingRoutes = new Hono<AppEnv>()
  .get(stateCountiesCall.path, validate('param', stateCountiesCall.params), async (c) =>
    c.json(await countiesOfState(c.var.db, c.req.valid('param').stateId)),
  )
  .post(addListingCall.path, ...userForm(addListingCall), async (c) => {
    const { siteId } = c.req.valid('param')
    const form = c.req.valid('json')
    // Well formed (the schema checked that); refused only when the phone plan says the number cannot exist (spec §5).
    if (form.sellerPhone) {
      const phone = validatePhone(form.sellerPhone)
      if (!phone.success && !phone.unableToValidate) {
        return badRequest(c, 'sellerPhone', validationMessages.phoneVerified)
      }
    }
    const db = c.var.db
    const where = await listingPlaceOf(db, form)
    if (where.kind === 'refused') return badRequest(c, where.field, where.message)
    const now = new Date()
    const outcome = await addListing(db, c.var.session.userId, form, where.place, now)
    if (outcome.kind === 'too-many') {
      c.header('Retry-After', String(outcome.retryAfterSeconds))
      return c.json({ error: 'Too Many Requests', field: 'body', message: tooManyListings }, 429)
    }
    const { listing } = outcome
    if (!outcome.alreadyAdded) {
      // Buyers who saved a search that finds the listing, or hearted it, hear of it (logged, not answered, on failure).
      await alertAfterChange(c, listing.id, now)
    }
    const links = siteLinksByBrand[brandOfSite(c, siteId)]
    return c.json({
      id: listing.id,
      title: listing.title,
      url: links.listing(listing),
      accountId: listing.accountId,
      sellerAccountOpened: outcome.sellerAccountOpened,
      alreadyAdded: outcome.alreadyAdded,
    } satisfies AddedListing)
  })
