import { Hono } from 'hono'
import {
  changeLeadCall,
  leadInboxCall,
  leadInboxQuery,
  leadsCsvCall,
  replyToLeadCall,
} from '../../web/api/lead-inbox.ts'
import type { AppEnv } from '../app-env.ts'
import { csrfGuard } from '../auth/csrf.ts'
import { requireUser } from '../auth/current-session.ts'
import { countAttempt, type RateLimit } from '../auth/rate-limit.ts'
import { drainAfterResponse, outboxInsert } from '../email/queue-email.ts'
import { leadReplyEmail } from '../leads/lead-reply.ts'
import { allLeadsOf, leadInboxOf, markLead, markLeadStatement, sellersLeadOf } from '../leads/lead-inbox.ts'
import { leadsCsv } from '../leads/leads-csv.ts'
import { siteOrigin } from '../site-origin.ts'
import { brandOfSite } from '../middleware/brand.ts'
import { requireSeller, sellerAccount } from './manage-listing-routes.ts'
import { notFound, requireJson, validate } from './validate.ts'

// The seller's lead inbox (web/api/lead-inbox.ts). Behind requireUser (401) and requireSeller (403 for a buyer);
// another seller's lead is a 404, the same as no lead, so a seller cannot learn which ids exist.

/** Replies a seller may send: enough for a busy morning's leads, too few for a mailing list through the site. */
export const leadReplyLimit: RateLimit = { name: 'lead-reply', max: 30, windowSeconds: 3600 }

const noSuchLead = (leadId: number) => `leadId: you have no lead ${leadId}.`

export const leadInboxRoutes = new Hono<AppEnv>()
  .get(
    leadInboxCall.path,
    requireUser,
    requireSeller,
    validate('param', leadInboxCall.params),
    validate('query', leadInboxQuery),
    async (c) => {
      const { siteId, pageIndex } = c.req.valid('param')
      return c.json(await leadInboxOf(c.var.db, siteId, sellerAccount(c), pageIndex, c.req.valid('query')))
    },
  )
  .get(
    leadsCsvCall.path,
    requireUser,
    requireSeller,
    validate('param', leadsCsvCall.params),
    validate('query', leadInboxQuery),
    async (c) => {
      const { siteId } = c.req.valid('param')
      const filter = c.req.valid('query')
      const leads = await allLeadsOf(c.var.db, siteId, sellerAccount(c), filter)
      const origin = siteOrigin(c.var.config, brandOfSite(c, siteId), c.var.canonicalOrigin)
      const day = new Date().toISOString().slice(0, 10)
      const name = ['leads', filter.status, filter.listingId && `listing-${filter.listingId}`, day].filter(Boolean)
      c.header('content-type', 'text/csv; charset=utf-8; header=present')
      c.header('content-disposition', `attachment; filename="${name.join('-')}.csv"`)
      c.header('cache-control', 'private, no-store')
      return c.body(leadsCsv(leads, origin))
    },
  )
  .post(
    changeLeadCall.path,
    csrfGuard(),
    requireUser,
    requireSeller,
    validate('param', changeLeadCall.params),
    requireJson,
    validate('json', changeLeadCall.body),
    async (c) => {
      const { leadId } = c.req.valid('param')
      const lead = await markLead(
        c.var.db,
        c.var.brand.siteId,
        sellerAccount(c),
        leadId,
        c.req.valid('json'),
        new Date(),
      )
      return lead ? c.json(lead) : notFound(c, 'leadId', noSuchLead(leadId))
    },
  )
  .post(
    replyToLeadCall.path,
    csrfGuard(),
    requireUser,
    requireSeller,
    validate('param', replyToLeadCall.params),
    requireJson,
    validate('json', replyToLeadCall.body),
    async (c) => {
      const { leadId } = c.req.valid('param')
      const db = c.var.db
      const accountId = sellerAccount(c)
      const { siteId } = c.var.brand
      const lead = await sellersLeadOf(db, siteId, accountId, leadId)
      if (!lead) return notFound(c, 'leadId', noSuchLead(leadId))
      const now = new Date()
      const limit = await countAttempt(db, leadReplyLimit, String(accountId), now)
      if (!limit.allowed) {
        c.header('Retry-After', String(limit.retryAfterSeconds))
        const message = `Too many replies: at most ${leadReplyLimit.max} an hour. Please try again later.`
        return c.json({ error: 'Too Many Requests', field: 'message', message }, 429)
      }
      const { session } = c.var
      const email = leadReplyEmail(
        lead,
        c.req.valid('json').message,
        { name: session.contactName || session.email, email: session.email },
        {
          siteId,
          name: c.var.brand.displayName,
          origin: siteOrigin(c.var.config, c.var.brand.id, c.var.canonicalOrigin),
        },
      )
      // The message and the mark in one batch: a reply is never sent without its lead marked answered, nor marked
      // without its message queued.
      await db.batch([
        outboxInsert(db, email, now),
        markLeadStatement(db, accountId, leadId, { status: 'answered' }, now),
      ])
      drainAfterResponse(c)
      return c.json((await sellersLeadOf(db, siteId, accountId, leadId))!)
    },
  )
