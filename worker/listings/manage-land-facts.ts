// A seller's change of one listing's land facts and boundary in Manage Listings (web/api/seller-listings-manage.ts):
// written and read back in one batch (one transaction), on the seller's own listing only, as a change of its price
// is (manage-listings.ts). The facts are then the seller's, stated today; a boundary replaced is the seller's too.
import { siteMaskOf } from '../../brands/site-ids.ts'
import type { ListingLandFactsChange } from '../../web/api/listing-land-facts-change.ts'
import { factSource } from '../../web/rules/land-facts.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import { landFactColumns, landFactsValues } from './land-facts-columns.ts'
import { nextUpdatedAt } from './listing-change-sql.ts'
import {
  isoSeconds,
  managedColumns,
  managedJoins,
  managedListingOf,
  ownedBy,
  type ListingChangeOutcome,
  type ManagedRow,
} from './manage-listings.ts'
import type { Db } from '../db/db.ts'

/** Listing ?1 is the seller's (account ?2, or one of its agents') and not withdrawn by the site. */
const sellersListing = `l.id = ?1 AND ${ownedBy('?2')} AND l.market_status != ${marketStatus.invalid}`

const factColumnNames = new Set<string>(Object.values(landFactColumns))

/**
 * The facts' columns set from ?3 on, with their source and date, and the change's identity (updated_at) moved on, as
 * a change of price moves it. Nothing is written when every fact is as it was: the facts keep their source and date
 * (a seller who saves a land feed's facts unchanged has not stated them), and the data version does not move.
 */
function factsSql(columns: readonly string[]) {
  const set = columns.map((column, i) => `${column} = ?${i + 3}`)
  const differs = columns
    .map((column, i) => (factColumnNames.has(column) ? `l.${column} IS NOT ?${i + 3}` : null))
    .filter(Boolean)
  const now = `?${columns.indexOf('facts_stated_at') + 3}`
  return `UPDATE listings AS l SET ${set.join(', ')}, updated_at = ${nextUpdatedAt('l.', now)}
    WHERE ${sellersListing} AND (${differs.join(' OR ')})`
}

// ?1 listing, ?2 the seller's account, ?3 the ring (JSON), ?4 now. Unchanged when it is the seller's same ring.
const boundarySql = `INSERT INTO listing_boundaries (listing_id, ring, source, updated_at)
  SELECT l.id, ?3, ${factSource.seller}, ?4 FROM listings l WHERE ${sellersListing}
  ON CONFLICT (listing_id) DO UPDATE
    SET ring = excluded.ring, source = excluded.source, updated_at = excluded.updated_at
    WHERE ring IS NOT excluded.ring OR source IS NOT excluded.source`

const noBoundarySql = `DELETE FROM listing_boundaries
  WHERE listing_id = ?1 AND EXISTS (SELECT 1 FROM listings l WHERE ${sellersListing})`

/** States the seller's facts of listing `listingId` and replaces or removes its boundary, as `change` asks. */
export async function changeListingLandFacts(
  db: Db,
  siteId: number,
  accountId: number,
  listingId: number,
  change: ListingLandFactsChange,
  now: Date,
): Promise<ListingChangeOutcome> {
  const at = isoSeconds(now)
  const writes: D1PreparedStatement[] = []
  if (change.landFacts) {
    const { columns, values } = landFactsValues(change.landFacts, factSource.seller, at)
    writes.push(db.prepare(factsSql(columns)).bind(listingId, accountId, ...values))
  }
  if (change.boundary) {
    writes.push(db.prepare(boundarySql).bind(listingId, accountId, JSON.stringify(change.boundary.coordinates[0]), at))
  } else if (change.boundary === null) {
    writes.push(db.prepare(noBoundarySql).bind(listingId, accountId))
  }
  const results = await db.batch<Record<string, unknown>>([
    ...writes,
    db
      .prepare(`SELECT ${managedColumns} FROM listings l ${managedJoins} WHERE l.id = ?3 AND ${ownedBy('?1')}`)
      .bind(accountId, siteMaskOf(siteId), listingId),
  ])
  const row = results.at(-1)?.results[0] as ManagedRow | undefined
  if (!row) return { kind: 'not-found' }
  if (row.marketStatus === marketStatus.invalid) return { kind: 'invalid' }
  const changed = results.slice(0, -1).some((result) => result.meta.changes > 0)
  return { kind: changed ? 'changed' : 'unchanged', listing: managedListingOf(row, siteId) }
}
