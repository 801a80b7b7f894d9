// The seller's lead inbox (web/api/lead-inbox.ts): a page of its leads, one lead marked read, answered or new, and
// every lead of a filter for the CSV file. A seller's leads are those sent to its account and, for a corporate master,
// those about its agents' listings (listings.parent_account_id), as Manage Listings counts a listing's leads.
import { brandOfSiteId, siteMaskOf } from '../../brands/site-ids.ts'
import { defaultBrandId } from '../../brands/brand-ids.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import {
  leadInboxPageSize,
  type InboxLead,
  type LeadInbox,
  type LeadInboxFilter,
  type LeadStatus,
} from '../../web/api/lead-inbox.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import type { Db } from '../db/db.ts'

// ?1 the seller's account, ?2 the site's mask (for the listing's link). The listing is read as it is now; a lead
// about a listing since deleted keeps the title it was sent with.
const leadColumns = `d.id, d.name, d.email, d.phone, d.message, d.created_at AS createdAt, d.status,
  d.read_at AS readAt, d.answered_at AS answeredAt, d.listing_id AS listingId,
  coalesce(l.title, d.property_title) AS listingTitle, l.city_name AS city, c.name_full AS county,
  s.abbreviation AS stateAbbreviation,
  coalesce((l.site_mask & ?2) != 0 AND l.market_status != ${marketStatus.invalid}, 0) AS onSite`

const leadJoins = `LEFT JOIN listings l ON l.id = d.listing_id
  LEFT JOIN counties c ON c.id = l.county_id
  LEFT JOIN states s ON s.id = l.state_id`

/** The lead d is the seller ?1's (its leads_account and leads_listing_created indexes find them). */
const sellersLead = `(d.account_id = ?1
  OR d.listing_id IN (SELECT id FROM listings WHERE parent_account_id = ?1))`

type LeadRow = Omit<InboxLead, 'listing'> & {
  listingId: number | null
  listingTitle: string | null
  city: string | null
  county: string | null
  stateAbbreviation: string | null
  onSite: number
}

function inboxLeadOf(row: LeadRow, siteId: number): InboxLead {
  const { listingId, listingTitle, city, county, stateAbbreviation, onSite, ...lead } = row
  const links = siteLinksByBrand[brandOfSiteId(siteId) ?? defaultBrandId]
  const listing =
    listingId === null
      ? null
      : {
          id: listingId,
          title: listingTitle ?? '',
          url: onSite
            ? links.listing({
                id: listingId,
                city: city ?? '',
                county: county ?? '',
                stateAbbreviation: stateAbbreviation ?? '',
              })
            : null,
        }
  return { ...lead, listing }
}

/** The WHERE of a filter after sellersLead, its values numbered after the statement's first `bound`. */
function filterSql(filter: LeadInboxFilter, bound: number) {
  const values: (string | number)[] = []
  const next = (value: string | number) => `?${values.push(value) + bound}`
  let where = ''
  if (filter.status) where += ` AND d.status = ${next(filter.status)}`
  if (filter.listingId) where += ` AND d.listing_id = ${next(filter.listingId)}`
  return { where, values }
}

/** A page of the seller's leads the filter finds, newest first, with the counts and the listing filtered by. */
export async function leadInboxOf(
  db: Db,
  siteId: number,
  accountId: number,
  pageIndex: number,
  filter: LeadInboxFilter,
): Promise<LeadInbox> {
  const pageSize = leadInboxPageSize
  const counted = filterSql(filter, 1)
  const { where, values } = filterSql(filter, 2)
  const last = values.length + 2
  const [counts, page, listing] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT count(*) AS total, (SELECT count(*) FROM leads d WHERE ${sellersLead} AND d.status = 'new') AS fresh
           FROM leads d WHERE ${sellersLead}${counted.where}`,
      )
      .bind(accountId, ...counted.values),
    db
      .prepare(
        `SELECT ${leadColumns} FROM leads d ${leadJoins} WHERE ${sellersLead}${where}
          ORDER BY d.created_at DESC, d.id DESC LIMIT ?${last + 1} OFFSET ?${last + 2}`,
      )
      .bind(accountId, siteMaskOf(siteId), ...values, pageSize, pageIndex * pageSize),
    db
      .prepare('SELECT id, title FROM listings WHERE id = ?2 AND (account_id = ?1 OR parent_account_id = ?1)')
      .bind(accountId, filter.listingId ?? 0),
  ])
  const totalCount = Number(counts?.results[0]?.total ?? 0)
  return {
    totalCount,
    newCount: Number(counts?.results[0]?.fresh ?? 0),
    pageIndex,
    pageSize,
    pageCount: Math.ceil(totalCount / pageSize),
    listing: (listing?.results[0] as { id: number; title: string } | undefined) ?? null,
    leads: ((page?.results ?? []) as LeadRow[]).map((row) => inboxLeadOf(row, siteId)),
  }
}

/** Every lead the filter finds, newest first, as the CSV file lists them. */
export async function allLeadsOf(db: Db, siteId: number, accountId: number, filter: LeadInboxFilter) {
  const { where, values } = filterSql(filter, 2)
  const found = await db
    .prepare(
      `SELECT ${leadColumns} FROM leads d ${leadJoins} WHERE ${sellersLead}${where}
        ORDER BY d.created_at DESC, d.id DESC`,
    )
    .bind(accountId, siteMaskOf(siteId), ...values)
    .all<LeadRow>()
  return found.results.map((row) => inboxLeadOf(row, siteId))
}

/** One of the seller's leads, or null (none, or another seller's). */
export async function sellersLeadOf(db: Db, siteId: number, accountId: number, leadId: number) {
  const row = await db
    .prepare(`SELECT ${leadColumns} FROM leads d ${leadJoins} WHERE d.id = ?3 AND ${sellersLead}`)
    .bind(accountId, siteMaskOf(siteId), leadId)
    .first<LeadRow>()
  return row ? inboxLeadOf(row, siteId) : null
}

export interface LeadMark {
  /** Opened: read from now on (the first time is kept). */
  read?: true
  status?: LeadStatus
}

/**
 * The statement that marks the seller's lead (read, answered or new). Answered records when (and reads it); new
 * clears when. A lead of another seller is left as it is: no row matches.
 */
export function markLeadStatement(db: Db, accountId: number, leadId: number, mark: LeadMark, now: Date) {
  return db
    .prepare(
      `UPDATE leads AS d SET
         read_at = CASE WHEN ?3 = 1 OR ?4 = 'answered' THEN coalesce(d.read_at, ?5) ELSE d.read_at END,
         status = coalesce(?4, d.status),
         answered_at = CASE WHEN ?4 = 'answered' THEN ?5 WHEN ?4 = 'new' THEN NULL ELSE d.answered_at END
       WHERE d.id = ?2 AND ${sellersLead}`,
    )
    .bind(accountId, leadId, mark.read ? 1 : 0, mark.status ?? null, now.toISOString())
}

/** Marks the seller's lead and answers it as it is now (in one batch), or null when it is not the seller's. */
export async function markLead(db: Db, siteId: number, accountId: number, leadId: number, mark: LeadMark, now: Date) {
  const [, read] = await db.batch<LeadRow>([
    markLeadStatement(db, accountId, leadId, mark, now),
    db
      .prepare(`SELECT ${leadColumns} FROM leads d ${leadJoins} WHERE d.id = ?3 AND ${sellersLead}`)
      .bind(accountId, siteMaskOf(siteId), leadId),
  ])
  const row = read?.results[0]
  return row ? inboxLeadOf(row, siteId) : null
}
