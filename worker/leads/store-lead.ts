import { listingLogTypes } from '../../web/api/logging.ts'
import type { CheckedLead } from '../../web/leads/lead-form.ts'
import type { LeadEmail } from './lead-copy.ts'
import { leadRateLimit, type LeadWindow } from './lead-rate-limit.ts'
import type { LeadListing, LeadSeller } from './lead-seller.ts'
import { headerLine } from '../email/header-line.ts'
import type { Db } from '../db/db.ts'

// Everything a lead writes, in ONE D1 batch (a transaction): the address's count for the window, the lead rows (one
// per listing, or one without), its emails in the outbox (the seller's copy, the buyer's) and the 'email lead' events. Each insert runs only
// while the count just written is within the limit, so a refused lead writes nothing but the count, and a lead is
// never half stored.

export interface LeadToStore {
  lead: CheckedLead
  seller: LeadSeller
  listings: readonly LeadListing[]
  /** The seller's copy (none when the seller has no address) and the buyer's. */
  emails: readonly LeadEmail[]
  ip: string
  window: LeadWindow
  now: Date
}

export type StoredLead = { stored: true; leadIds: number[] } | { stored: false }

type Value = string | number | null

export async function storeLead(db: Db, input: LeadToStore): Promise<StoredLead> {
  const { lead, seller, window } = input
  const createdAt = input.now.toISOString()
  // INSERT … SELECT … WHERE <the window's count is within the limit>.
  const guardedInsert = (table: string, row: Record<string, Value>, returning = '') => {
    const columns = Object.keys(row)
    const n = columns.length
    return db
      .prepare(
        `INSERT INTO ${table} (${columns.join(', ')})
         SELECT ${columns.map((_, i) => `?${i + 1}`).join(', ')}
          WHERE (SELECT count FROM rate_limits WHERE key = ?${n + 1} AND window_start = ?${n + 2}) <= ?${n + 3}
         ${returning}`,
      )
      .bind(...Object.values(row), window.key, window.windowStart, leadRateLimit.maxLeads)
  }

  const count = db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1`,
    )
    .bind(window.key, window.windowStart)
  // The listing's own facts; without a listing, the context the modal was opened with.
  const targets = input.listings.length
    ? input.listings.map((listing) => ({
        listing_id: listing.id,
        state_id: listing.stateId,
        county_id: listing.countyId,
        price: listing.price,
        acres: listing.acres,
        listing_level: listing.listingLevel,
        upgrade_level_id: listing.upgradeLevelId,
        property_title: listing.title,
      }))
    : [
        {
          listing_id: null,
          state_id: lead.stateId,
          county_id: lead.countyId,
          price: lead.price,
          acres: lead.acres,
          listing_level: lead.listingLevel,
          upgrade_level_id: lead.upgradeLevelId,
          property_title: lead.propertyTitle,
        },
      ]
  const leadRows = targets.map((target) =>
    guardedInsert(
      'leads',
      {
        site_id: lead.siteId,
        lead_source: lead.leadSource,
        account_id: seller.accountId,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        message: lead.message,
        ip_address: input.ip,
        created_at: createdAt,
        ...target,
      },
      'RETURNING id',
    ),
  )
  const emailRows = input.emails.map((email) =>
    guardedInsert('email_outbox', {
      site_id: lead.siteId,
      kind: email.kind,
      to_address: headerLine(email.to),
      reply_to: headerLine(email.replyTo),
      subject: headerLine(email.subject),
      body_text: email.text,
      created_at: createdAt,
    }),
  )
  const events = targets.map((target) =>
    guardedInsert('listing_events', {
      log_type: listingLogTypes.emailLead,
      site_id: lead.siteId,
      account_id: seller.accountId,
      listing_id: target.listing_id,
      ip_address: input.ip,
      created_at: createdAt,
    }),
  )

  const results = await db.batch([count, ...leadRows, ...emailRows, ...events])
  const leadIds = results
    .slice(1, 1 + leadRows.length)
    .flatMap((result) => (result.results as { id: number }[]).map((row) => row.id))
  return leadIds.length === leadRows.length ? { stored: true, leadIds } : { stored: false }
}
