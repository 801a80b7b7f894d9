// The seller's property control center (web/api/seller-listings-manage.ts): a page of the seller's listings with their
// views and leads, and a change of one listing's price or market status. A seller's listings are its account's and,
// for a corporate master, its agents' (parent_account_id): the same set its seller page and the search's broker area
// read (worker/sellers/seller-listing-ids.ts).
import { brandOfSiteId, siteMaskOf } from '../../brands/site-ids.ts'
import { defaultBrandId } from '../../brands/brand-ids.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import { listingLogTypes } from '../../web/api/logging.ts'
import {
  changedPrice,
  managedListing,
  manageListingsPageSize,
  priceKindOf,
  statusFilters,
  type ManagedListing,
  type ManagedListingChange,
  type ManagedListings,
  type ManagedListingsFind,
} from '../../web/api/seller-listings-manage.ts'
import { ringAcres, type Ring } from '../../web/rules/boundary.ts'
import { auctionPriceSentinel, marketStatus } from '../../web/rules/listing-rules.ts'
import { sellerListingIdsSql } from '../sellers/seller-listing-ids.ts'
import { landFactsOfRow, landFactsSelect, landFactsSourceOfRow } from './land-facts-columns.ts'
import { listingChangeColumns } from './listing-change-sql.ts'
import type { Db } from '../db/db.ts'

// ?1 the seller's account, ?2 the site's mask. Views and leads are counted per listing on their indexes
// (listing_events_listing, leads_listing_created), and only for the rows the statement answers: a page, or the one
// listing.
/** A listing l's details-page views, and its leads. */
const viewsOf = `(SELECT count(*) FROM listing_events e WHERE e.listing_id = l.id AND e.log_type = ${listingLogTypes.detailsViewed})`
const leadsOf = '(SELECT count(*) FROM leads d WHERE d.listing_id = l.id)'

export const managedColumns = `l.id, l.title, l.price, l.acres, l.market_status AS marketStatus,
  l.listing_level AS listingLevel, l.city_name AS city, c.name_full AS county, s.abbreviation AS stateAbbreviation,
  l.date_listed AS dateListed, l.updated_at AS updatedAt, l.sales_date AS salesDate,
  l.price_change_amount AS priceChangeAmount, l.price_changed_at AS priceChangedAt, l.account_id AS accountId,
  CASE WHEN l.account_id = ?1 THEN NULL ELSE coalesce(nullif(a.contact_name, ''), a.company_name) END AS agentName,
  (l.site_mask & ?2) != 0 AND l.market_status != ${marketStatus.invalid} AS onSite,
  ${viewsOf} AS views, ${leadsOf} AS leads, ${landFactsSelect},
  (SELECT b.ring FROM listing_boundaries b WHERE b.listing_id = l.id) AS boundaryRing`

export const managedJoins = `JOIN counties c ON c.id = l.county_id
  JOIN states s ON s.id = l.state_id
  JOIN accounts a ON a.account_id = l.account_id`

export const ownedBy = (account: string) => `(l.account_id = ${account} OR l.parent_account_id = ${account})`

/** A row of managedColumns: the answer's plain fields as read, and what the others are made from. */
export type ManagedRow = Omit<
  ManagedListing,
  'url' | 'priceKind' | 'landFacts' | 'landFactsSource' | 'boundaryAcres'
> & {
  onSite: number
  boundaryRing: string | null
} & Record<string, unknown>

/** The answer's fields that are read as they are (the rest are made below). */
const plainFields = Object.keys(managedListing.entries)

const acresOf = (ring: string | null) =>
  ring === null ? null : Math.round(ringAcres(JSON.parse(ring) as Ring) * 100) / 100

export function managedListingOf(row: ManagedRow, siteId: number): ManagedListing {
  const links = siteLinksByBrand[brandOfSiteId(siteId) ?? defaultBrandId]
  const plain = Object.fromEntries(plainFields.map((field) => [field, row[field]])) as ManagedListing
  return {
    ...plain,
    priceKind: priceKindOf(row.price),
    url: row.onSite ? links.listing(row) : null,
    landFacts: landFactsOfRow(row),
    landFactsSource: landFactsSourceOfRow(row),
    boundaryAcres: acresOf(row.boundaryRing),
  }
}

// Each sort's key and direction. Prices sort amounts only: Auction and Contact for Price (no amount) come last both ways.
const sortKeys = {
  newest: ['l.date_listed', 'DESC'],
  oldest: ['l.date_listed', 'ASC'],
  'price-high': [`CASE WHEN l.price > ${auctionPriceSentinel} THEN l.price END`, 'DESC NULLS LAST'],
  'price-low': [`CASE WHEN l.price > ${auctionPriceSentinel} THEN l.price END`, 'ASC NULLS LAST'],
  'views-most': [viewsOf, 'DESC'],
  'views-fewest': [viewsOf, 'ASC'],
  'leads-most': [leadsOf, 'DESC'],
  'leads-fewest': [leadsOf, 'ASC'],
} as const satisfies Record<ManagedListingsFind['sort'], readonly [string, string]>

/** The words of a search, at most this many (the rest are ignored: a title is found well before). */
const maxSearchWords = 8

/** A LIKE pattern that finds `word` anywhere, its own % and _ taken as they are (ESCAPE '\'). */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/**
 * The WHERE of a find beyond the seller's own listings, and its values, numbered after the statement's first `bound`.
 * Every word of q must be in the title, the town, the county or the state's name, or be the state's abbreviation, the
 * ZIP or the listing's id.
 */
function findFilter(find: ManagedListingsFind, bound: number): { where: string; values: (string | number)[] } {
  const conditions: string[] = []
  const values: (string | number)[] = []
  const next = (value: string | number) => `?${values.push(value) + bound}`
  if (find.status !== undefined) conditions.push(`l.market_status = ${next(statusFilters[find.status])}`)
  for (const word of find.q.split(/\s+/).filter(Boolean).slice(0, maxSearchWords)) {
    const like = next(containing(word))
    const exact = next(word)
    const text = ['l.title', 'l.city_name', 'c.name_full', 's.name'].map(
      (column) => `${column} LIKE ${like} ESCAPE '\\'`,
    )
    conditions.push(
      `(${[...text, `s.abbreviation = ${exact} COLLATE NOCASE`, `l.zip = ${exact}`, `CAST(l.id AS TEXT) = ${exact}`].join(' OR ')})`,
    )
  }
  return { where: conditions.map((condition) => ` AND ${condition}`).join(''), values }
}

/**
 * A page of the seller's listings on the site `siteId` (the links' shape) that the find matches, in its order (ties
 * newest first), with the total that match.
 */
export async function managedListingsOf(
  db: Db,
  siteId: number,
  accountId: number,
  pageIndex: number,
  find: ManagedListingsFind = { q: '', sort: 'newest' },
): Promise<ManagedListings> {
  const pageSize = manageListingsPageSize
  const [key, direction] = sortKeys[find.sort]
  const matching = (filter: ReturnType<typeof findFilter>) => `FROM listings l
    JOIN counties c ON c.id = l.county_id JOIN states s ON s.id = l.state_id
    WHERE l.id IN (${sellerListingIdsSql('?1')})${filter.where}`
  const counting = findFilter(find, 1)
  const filter = findFilter(find, 4)
  const order = `sortKey ${direction}, dateListed DESC, id DESC`
  const [counted, page] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT count(*) AS n ${matching(counting)}`).bind(accountId, ...counting.values),
    // The page is chosen first (MATERIALIZED), so the views and leads of its rows alone are counted for the answer.
    db
      .prepare(
        `WITH page AS MATERIALIZED (
           SELECT l.id AS id, ${key} AS sortKey, l.date_listed AS dateListed ${matching(filter)}
            ORDER BY ${order} LIMIT ?4 OFFSET ?3
         )
         SELECT ${managedColumns} FROM page p JOIN listings l ON l.id = p.id ${managedJoins}
          ORDER BY p.${order.replaceAll(', ', ', p.')}`,
      )
      .bind(accountId, siteMaskOf(siteId), pageIndex * pageSize, pageSize, ...filter.values),
  ])
  const totalCount = Number(counted?.results[0]?.n ?? 0)
  return {
    totalCount,
    pageIndex,
    pageSize,
    pageCount: Math.ceil(totalCount / pageSize),
    listings: ((page?.results ?? []) as ManagedRow[]).map((row) => managedListingOf(row, siteId)),
  }
}

export type ListingChangeOutcome =
  | { kind: 'changed' | 'unchanged'; listing: ManagedListing }
  | { kind: 'not-found' }
  /** The site marked the listing invalid: only the site changes it. */
  | { kind: 'invalid' }

/** 'YYYY-MM-DDTHH:MM:SSZ': listings keep their times to the second (worker/db/seed/values.ts). */
export const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z')

// One statement, so two changes at once are applied one after the other, each to the row the other left: the change
// of price is computed from the price in the row, not one read earlier, and a change of price and one of status
// each keep the other's column. Every right-hand side reads the row as it was before this statement.
// ?1 listing, ?2 the seller's account, ?3 new price or NULL, ?4 new status or NULL, ?5 now. The other columns a change
// writes follow listing-change-sql.ts. Nothing is written when nothing would change: no new updated_at, no alert, no
// data version bump.
const changeSql = `UPDATE listings AS l SET
    price = coalesce(?3, price),
    market_status = coalesce(?4, market_status),
    ${listingChangeColumns({ row: 'l.', price: 'coalesce(?3, l.price)', status: 'coalesce(?4, l.market_status)', now: '?5' })}
  WHERE l.id = ?1 AND ${ownedBy('?2')} AND l.market_status != ${marketStatus.invalid}
    AND ((?3 IS NOT NULL AND ?3 != price) OR (?4 IS NOT NULL AND ?4 != market_status))`

/**
 * Changes the price or status of the seller's listing `listingId` and answers it as it is now, read in the same
 * batch (one transaction) as the change. The triggers on listings keep the search's counts and the data version
 * (which the landing pages' summaries and other site_stats follow) in step within the same statement.
 */
export async function changeManagedListing(
  db: Db,
  siteId: number,
  accountId: number,
  listingId: number,
  change: ManagedListingChange,
  now: Date,
): Promise<ListingChangeOutcome> {
  const [changed, read] = await db.batch<Record<string, unknown>>([
    db
      .prepare(changeSql)
      .bind(listingId, accountId, changedPrice(change) ?? null, change.marketStatus ?? null, isoSeconds(now)),
    db
      .prepare(`SELECT ${managedColumns} FROM listings l ${managedJoins} WHERE l.id = ?3 AND ${ownedBy('?1')}`)
      .bind(accountId, siteMaskOf(siteId), listingId),
  ])
  const row = read?.results[0] as ManagedRow | undefined
  if (!row) return { kind: 'not-found' }
  if (row.marketStatus === marketStatus.invalid) return { kind: 'invalid' }
  return { kind: changed?.meta.changes ? 'changed' : 'unchanged', listing: managedListingOf(row, siteId) }
}
