import type { PlaceKind } from '../../web/api/place-suggestions.ts'
import { withFreshTables, type DerivedTable } from './derived-tables.ts'
import { activeStatuses } from './popular-queries.ts'
import type { Db } from './db.ts'

// Active listings per place and site mask (place_listing_counts, 0009_place_suggestions.sql), for ranking place
// suggestions. Triggers keep it exact as listings change; what they cannot see is a load with the triggers off (the
// seed tool) or the listings that were there before the table. So the table remembers the load it was counted
// after (seed_info.loaded_at, none in production) and is counted afresh, once, when that differs (derived-tables.ts).

/** The place columns of listings, by kind of place. */
const placeColumns = {
  state: 'state_id',
  region: 'region_id',
  county: 'county_id',
  city: 'city_id',
  zip: 'zip',
  lake: 'lake_id',
} as const satisfies Record<PlaceKind, string>

const columns = Object.values(placeColumns).join(', ')
// A listing without a region, town or lake has NULL there, and '' without a ZIP: neither is a place.
const perKind = Object.entries(placeColumns).map(
  ([kind, column]) =>
    `SELECT '${kind}', ${column}, site_mask, sum(n) FROM listing_groups WHERE ifnull(${column}, '') != ''
      GROUP BY ${column}, site_mask`,
)
// D1 allows at most 5 terms in one compound SELECT: the kinds go as two unions of three.
const places = [perKind.slice(0, 3), perKind.slice(3)]
  .map((terms) => `SELECT * FROM (${terms.join(' UNION ALL ')})`)
  .join(' UNION ALL ')

// One pass over the listings: grouped by site mask and every place column at once, then summed per kind of place.
// At 1,000,000 listings about 4 s, once per load.
const recountSql = `INSERT INTO place_listing_counts (kind, place_key, site_mask, listing_count)
  WITH listing_groups AS MATERIALIZED (
    SELECT site_mask, ${columns}, count(*) AS n FROM listings WHERE market_status IN (${activeStatuses})
     GROUP BY site_mask, ${columns}
  )
  ${places}`

/** place_listing_counts, counted afresh after a load with the triggers off. */
const placeListingCounts: DerivedTable = {
  statName: 'place-listing-counts',
  loadMarker: 'json_quote((SELECT loaded_at FROM seed_info WHERE id = 1))',
  refill: (db) => [db.prepare('DELETE FROM place_listing_counts'), db.prepare(recountSql)],
}

/**
 * Runs statements that read place_listing_counts (place suggestions, the HTML sitemaps' counts, Farm Credit listings),
 * in one batch with the check that the counts follow the last load of listings; when they do not, counts afresh once
 * and runs them again. Other derived tables the statements read are checked in the same batch.
 */
export function withFreshPlaceCounts<T>(
  db: Db,
  statements: D1PreparedStatement[],
  alsoFresh: readonly DerivedTable[] = [],
): Promise<D1Result<T>[]> {
  return withFreshTables<T>(db, [placeListingCounts, ...alsoFresh], statements)
}
