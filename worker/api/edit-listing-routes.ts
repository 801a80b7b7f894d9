import { Hono } from 'hono'
import { editableListingCall, editListingCall } from '../../web/api/edit-listing.ts'
import { alertAfterChange } from '../alerts/instant-alerts.ts'
import type { AppEnv } from '../app-env.ts'
import { csrfGuard } from '../auth/csrf.ts'
import { requireUser } from '../auth/current-session.ts'
import { listingPlaceOf } from '../listings/add-listing-place.ts'
import { editableListingOf, editListing } from '../listings/edit-listing.ts'
import { refusalOf, requireSeller, sellerAccount } from './manage-listing-routes.ts'
import { badRequest, requireJson, validate } from './validate.ts'

// A seller's listing, every field (web/api/edit-listing.ts), behind the walls of Manage Listings: 401 logged out, 403
// for a login without a seller account, 404 for another seller's listing (the same as none), 403 for one withdrawn.

export const editListingRoutes = new Hono<AppEnv>()
  .get(
    editableListingCall.path,
    requireUser,
    requireSeller,
    validate('param', editableListingCall.params),
    async (c) => {
      const { listingId } = c.req.valid('param')
      const outcome = await editableListingOf(c.var.db, sellerAccount(c), listingId)
      return outcome.kind === 'found' ? c.json(outcome.listing) : refusalOf(c, outcome, listingId)
    },
  )
  .post(
    editListingCall.path,
    csrfGuard(),
    requireUser,
    requireSeller,
    validate('param', editListingCall.params),
    requireJson,
    validate('json', editListingCall.body),
    async (c) => {
      const { listingId } = c.req.valid('param')
      const form = c.req.valid('json')
      const db = c.var.db
      const where = await listingPlaceOf(db, form)
      if (where.kind === 'refused') return badRequest(c, where.field, where.message)
      const now = new Date()
      const outcome = await editListing(db, c.var.brand.siteId, sellerAccount(c), listingId, form, where.place, now)
      if (outcome.kind !== 'changed') return refusalOf(c, outcome, listingId)
      if (outcome.priceOrStatusChanged) {
        // Buyers who saved a search that finds the listing, or hearted it, hear of it (logged, not answered, on failure).
        await alertAfterChange(c, listingId, now)
      }
      return c.json(outcome.listing)
    },
  )
