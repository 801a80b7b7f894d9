import { Hono } from 'hono'
import { brands } from '../../brands/brand-registry.ts'
import { contactSellerCall } from '../../web/api/leads.ts'
import { validationMessages } from '../../web/rules/messages.ts'
import type { AppEnv } from '../app-env.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import { brandOfSite } from '../middleware/brand.ts'
import { siteOrigin } from '../site-origin.ts'
import { drainAfterResponse } from '../email/queue-email.ts'
import { buyerLeadEmail, sellerLeadEmail, type LeadSite } from '../leads/lead-copy.ts'
import { sellerLoginLink } from '../leads/seller-login-link.ts'
import { leadRateLimit, leadWindow } from '../leads/lead-rate-limit.ts'
import { findLeadSeller, findSellerListings } from '../leads/lead-seller.ts'
import { storeLead } from '../leads/store-lead.ts'
import { validatePhone } from './phone-validation.ts'
import { badRequest, notFound, requireJson, validate } from './validate.ts'

const tooManyLeads = `Too many messages from this address: at most ${leadRateLimit.maxLeads} every ${
  leadRateLimit.windowSeconds / 60
} minutes. Please try again later.`

export const leadRoutes = new Hono<AppEnv>().post(
  contactSellerCall.path,
  validate('param', contactSellerCall.params),
  requireJson,
  validate('json', contactSellerCall.body),
  async (c) => {
    const { siteId } = c.req.valid('param')
    const lead = c.req.valid('json')
    if (lead.siteId !== siteId) return badRequest(c, 'siteId', `siteId must be the site of the path (${siteId})`)
    // Well formed (the schema checked that); refused only when the phone plan says the number cannot exist, never
    // when it cannot tell (spec §5).
    if (lead.phone) {
      const phone = validatePhone(lead.phone)
      if (!phone.success && !phone.unableToValidate) return badRequest(c, 'phone', validationMessages.phoneVerified)
    }
    const db = c.var.db
    const seller = await findLeadSeller(db, lead.brokerId)
    if (!seller) return notFound(c, 'brokerId', `No seller ${lead.brokerId}.`)
    const listings = await findSellerListings(db, seller.accountId, lead.listingIds)
    const missing = lead.listingIds.find((id) => !listings.some((listing) => listing.id === id))
    if (missing !== undefined) return notFound(c, 'listingIds', `No listing ${missing} of seller ${lead.brokerId}.`)

    const now = new Date()
    const ip = (c.req.header('cf-connecting-ip') ?? '').slice(0, 64)
    const window = leadWindow(ip, now)
    const brandId = brandOfSite(c, siteId)
    const origin = siteOrigin(c.var.config, brandId, c.var.canonicalOrigin)
    const site: LeadSite = {
      name: brands[brandId].displayName,
      listingUrl: (listing) => `${origin}${siteLinksByBrand[brandId].listing(listing)}`,
      loginLink: await sellerLoginLink(db, seller, siteId, c.var.canonicalOrigin, now),
    }
    const emails = [
      ...(seller.email ? [sellerLeadEmail(lead, seller, listings, site)] : []),
      buyerLeadEmail(lead, seller, listings, site),
    ]
    const stored = await storeLead(db, { lead, seller, listings, emails, ip, window, now })
    if (!stored.stored) {
      c.header('Retry-After', String(window.secondsLeft))
      return c.json({ error: 'Too Many Requests', message: tooManyLeads }, 429)
    }
    if (!seller.email) {
      console.warn(`lead ${stored.leadIds.join(', ')}: seller ${seller.accountId} has no email, no copy sent`)
    }
    drainAfterResponse(c)
    return c.json({ accepted: true as const, leadIds: stored.leadIds })
  },
)
