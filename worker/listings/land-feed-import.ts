// A land feed applied to the advertiser's listings (web/api/land-feed-import.ts), in one D1 batch: one transaction,
// so a delivery is applied whole or not at all, and two deliveries at once run one after the other. The statements
// are set-based (each listing of the feed a row of one JSON parameter), so a feed of hundreds of listings is a few
// statements, within the queries one request may make of D1. The triggers on listings keep the search's counts and
// bands, the seller directory and the data version (search and listing pages) in step, as for any listing change.
import { factSource } from '../../web/rules/land-facts.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import { landFactColumns } from './land-facts-columns.ts'
import type { FeedListingRow } from './land-feed-import-listings.ts'
import { listingChangeColumns, nextUpdatedAt } from './listing-change-sql.ts'
import type { Db } from '../db/db.ts'

/** What the feed controls of a listing it had listed before: written again only when one of them differs. */
const feedColumns = [
  'state_id',
  'county_id',
  'region_id',
  'city_id',
  'city_name',
  'zip',
  'address1',
  'lat',
  'lng',
  'title',
  'description',
  'price',
  'acres',
  'market_status',
  'transaction_type',
  'type_flags',
  'beds',
  'baths',
  'home_sqft',
  'has_house',
  'has_video',
  'video_host',
  'video_id',
  'has_virtual_tour',
  'virtual_tour_url',
] as const satisfies readonly (keyof FeedListingRow)[]

const feedValue = (column: string) => `f.value->>'${column}'`

/** The land facts' columns and their source: a delivery states them afresh, as it does the fields above. */
const factColumns = [...Object.values(landFactColumns), 'facts_source']
const factsDiffer = factColumns.map((column) => `l.${column} IS NOT ${feedValue(column)}`).join(' OR ')

// ?1 the account, ?2 the feed's rows (JSON), ?3 now. The account's listing of a feed row: its own id, no partner's.
const feedListingOf = `l.account_id = ?1 AND l.partner_id IS NULL AND l.external_source_id = ${feedValue('external_source_id')}`
/** Listings the site withdrew (invalid): only the site changes them, as in Manage Listings. */
const notWithdrawn = `l.market_status != ${marketStatus.invalid}`
/**
 * The listing's boundary is not the row's: the row has none and the listing one a feed may remove (not one read from
 * parcel records), or the row has another (or the same, stated by another source).
 */
const feedRemovable = `b.source != ${factSource.parcelData}`
const boundaryDiffers = `CASE WHEN ${feedValue('boundary')} IS NULL
    THEN EXISTS (SELECT 1 FROM listing_boundaries b WHERE b.listing_id = l.id AND ${feedRemovable})
    ELSE NOT EXISTS (SELECT 1 FROM listing_boundaries b WHERE b.listing_id = l.id
      AND b.ring = ${feedValue('boundary')} AND b.source = ${factSource.landFeed}) END`
const differs = [
  ...feedColumns.map((column) => `l.${column} IS NOT ${feedValue(column)}`),
  factsDiffer,
  boundaryDiffers,
].join(' OR ')

/** Known listings whose price or status the feed changes: the buyers of instant searches hear of these. */
const alertedChangesSql = `SELECT l.id FROM json_each(?2) f JOIN listings l ON ${feedListingOf}
  WHERE ${notWithdrawn} AND (l.price IS NOT ${feedValue('price')} OR l.market_status IS NOT ${feedValue('market_status')})`

// The change of price, the date of sale and the change's identity follow the rule of every listing change
// (listing-change-sql.ts), as in Manage Listings. The facts' date moves only when the facts change: it is when they
// were stated, not when a delivery last repeated them.
const updateSql = `UPDATE listings AS l SET
    ${[...feedColumns, ...factColumns].map((column) => `${column} = ${feedValue(column)}`).join(',\n    ')},
    facts_stated_at = CASE WHEN ${factsDiffer} THEN ${feedValue('facts_stated_at')} ELSE l.facts_stated_at END,
    ${listingChangeColumns({ row: 'l.', price: feedValue('price'), status: feedValue('market_status'), now: '?3' })}
  FROM json_each(?2) AS f
  WHERE ${feedListingOf} AND ${notWithdrawn} AND (${differs})
  RETURNING id`

/** Listings of the feed not yet listed; a listing a delivery at the same moment listed first is left to it. */
function insertSql(columns: readonly string[]) {
  return `INSERT INTO listings (account_id, parent_account_id, ${columns.join(', ')})
    SELECT ?1, (SELECT parent_account_id FROM accounts WHERE account_id = ?1), ${columns.map(feedValue).join(', ')}
      FROM json_each(?2) f WHERE true
    ON CONFLICT (account_id, external_source_id) WHERE partner_id IS NULL AND external_source_id IS NOT NULL DO NOTHING
    RETURNING id`
}

// The account's feed listings this feed does not hold go off market. Sold land stays sold: the sale is what happened.
const offMarketSql = `UPDATE listings AS l SET market_status = ${marketStatus.offMarket}, updated_at = ${nextUpdatedAt('l.', '?3')}
  WHERE l.account_id = ?1 AND l.partner_id IS NULL AND l.external_source_id IS NOT NULL
    AND l.market_status IN (${marketStatus.available}, ${marketStatus.underContract})
    AND l.external_source_id NOT IN (SELECT f.value->>'external_source_id' FROM json_each(?2) f)
  RETURNING id`

// The keyword rows (0012_keyword_places.sql) of the listings this delivery listed or changed, from the listings as
// they are now (the seed and add-listing.ts write their own, so no trigger does). The place tokens are the feed row's,
// so only where the listing is in the row's county.
const keywordRowsSql = `INSERT OR REPLACE INTO listings_fts (rowid, title, description, city_name, county_name, places)
  SELECT l.id, l.title, l.description, l.city_name, c.name_full, ${feedValue('places')}
    FROM json_each(?2) f JOIN listings l ON ${feedListingOf} JOIN counties c ON c.id = l.county_id
   WHERE l.updated_at >= ?3 AND l.county_id = ${feedValue('county_id')}`

// The boundaries of the delivery's listings (listed or known, not withdrawn): a row's ring replaces the listing's
// unless it is the same; a row without one removes the listing's, unless parcel records drew it. The feed's own, so the
// listing page says so.
const feedListings = `json_each(?2) f JOIN listings l ON ${feedListingOf}`
const boundariesSql = `INSERT INTO listing_boundaries (listing_id, ring, source, updated_at)
  SELECT l.id, ${feedValue('boundary')}, ${factSource.landFeed}, ?3 FROM ${feedListings}
   WHERE ${notWithdrawn} AND ${feedValue('boundary')} IS NOT NULL
  ON CONFLICT (listing_id) DO UPDATE
    SET ring = excluded.ring, source = excluded.source, updated_at = excluded.updated_at
    WHERE ring IS NOT excluded.ring OR source IS NOT excluded.source`
const noBoundariesSql = `DELETE FROM listing_boundaries AS b WHERE ${feedRemovable} AND b.listing_id IN (
  SELECT l.id FROM ${feedListings} WHERE ${notWithdrawn} AND ${feedValue('boundary')} IS NULL)`

// The delivery's record: written first, then each count from the statement before it (changes() counts the rows a
// statement changed itself, not its triggers'). The batch is one transaction, so the newest record is this one.
const thisImport = '(SELECT max(id) FROM land_feed_imports)'
const countSql = (column: string) => `UPDATE land_feed_imports SET ${column} = changes() WHERE id = ${thisImport}`

export interface FeedDelivery {
  accountId: number
  siteId: number
  userId: number
  listingCount: number
  receivedAt: string
}

const recordSql = `INSERT INTO land_feed_imports (account_id, site_id, user_id, received_at, listing_count, error_count)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6)`

/** Records a delivery the check refused, with its count of problems: it changed nothing. */
export async function recordRefusedFeed(db: Db, delivery: FeedDelivery, problemCount: number) {
  const { accountId, siteId, userId, receivedAt, listingCount } = delivery
  await db.prepare(recordSql).bind(accountId, siteId, userId, receivedAt, listingCount, problemCount).run()
}

export interface AppliedFeed {
  importId: number
  added: number
  updated: number
  unchanged: number
  offMarket: number
  /** Listings whose price or status the feed changed, those it listed, those it took off market: in that order. */
  changedListingIds: number[]
}

interface ImportRow {
  id: number
  added: number
  updated: number
  unchanged: number
  offMarket: number
}

/** Applies the feed's rows (all of the account's feed, checked) and answers what it did. */
export async function applyLandFeed(
  db: Db,
  delivery: FeedDelivery,
  rows: readonly FeedListingRow[],
): Promise<AppliedFeed> {
  const { accountId, receivedAt } = delivery
  // The keyword row's tokens and the boundary are written to their own tables.
  const columns = Object.keys(rows[0] ?? {}).filter((column) => column !== 'places' && column !== 'boundary')
  const feed = JSON.stringify(rows)
  // D1 takes exactly the parameters a statement names: ?1 and ?2, or those and ?3.
  const withFeed = (sql: string) => db.prepare(sql).bind(accountId, feed)
  const withFeedAndTime = (sql: string) => db.prepare(sql).bind(accountId, feed, receivedAt)
  const [priceOrStatus, , , , listed, , tookOff, , , , , recorded] = await db.batch<Record<string, unknown>>([
    withFeed(alertedChangesSql),
    db.prepare(recordSql).bind(accountId, delivery.siteId, delivery.userId, receivedAt, delivery.listingCount, 0),
    withFeedAndTime(updateSql),
    db.prepare(countSql('updated_count')),
    withFeed(insertSql(columns)),
    db.prepare(countSql('added_count')),
    withFeedAndTime(offMarketSql),
    db.prepare(countSql('off_market_count')),
    withFeedAndTime(keywordRowsSql),
    withFeedAndTime(boundariesSql),
    withFeed(noBoundariesSql),
    db.prepare(
      `UPDATE land_feed_imports SET unchanged_count = listing_count - added_count - updated_count
        WHERE id = ${thisImport}
        RETURNING id, added_count AS added, updated_count AS updated, unchanged_count AS unchanged,
                  off_market_count AS offMarket`,
    ),
  ])
  const ids = (result: D1Result<Record<string, unknown>> | undefined) =>
    (result?.results ?? []).map((row) => Number(row.id))
  const record = recorded?.results[0] as ImportRow | undefined
  if (!record) throw new Error(`account ${accountId}: the land feed import left no record`)
  const { id: importId, ...counts } = record
  return { importId, ...counts, changedListingIds: [...ids(priceOrStatus), ...ids(listed), ...ids(tookOff)] }
}
