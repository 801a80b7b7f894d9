// The listing_counts aggregate (0008_search.sql): listings per state (0 = the whole country) and combination of the
// core filters. A search whose only filters are the core ones, in the whole country or a state, is counted from it.
import { coreSql, type CoreFilters, type ListingFilters } from './listing-filters.ts'
import type { Driver } from './search-driver.ts'
import { listingSpan, type SearchQuery } from './search-sql.ts'
import type { SqlValues } from './sql-values.ts'

/** The whole country's rows. */
export const countryStateId = 0

/** The state whose rows count the search, or null when the aggregate cannot count it. */
export function aggregateStateId(
  area: SearchQuery['area'],
  filters: ListingFilters,
  keyword: string | null,
): number | null {
  if (filters.rest.length || keyword) return null
  if (area.kind === 'country') return countryStateId
  if (area.kind === 'state') return area.stateId
  return null
}

/** feature_bits has 7 bits (0008_search.sql). */
const featureValues = Array.from({ length: 128 }, (_, value) => value)

/**
 * The count row (search-sql.ts CountRow), from the least detailed rows that can answer: summed over types and features
 * when the search asks for neither, by type when it asks for types only, by type and feature otherwise (seeking the
 * feature combinations it asks for). driven: the place's listings of those statuses, what reading the place passes.
 */
export function aggregateCountSql(stateId: number, filters: ListingFilters): string {
  const { core } = filters
  const [statuses, ...others] = coreSql(core, 'c')
  const detail = core.featureMask ? 2 : core.typeMask !== null ? 1 : 0
  const features = core.featureMask
    ? ` AND c.feature_bits IN (${featureValues.filter((v) => (v & core.featureMask) === core.featureValue).join(', ')})`
    : ''
  const place = `c.state_id = ${stateId} AND ${statuses}`
  return `SELECT ifnull(sum(CASE WHEN ${others.join(' AND ')} THEN c.n END), 0) AS total,
                 ${placeListingsSql(stateId, core)} AS driven, ${listingSpan}
       FROM listing_counts c WHERE ${place} AND c.detail = ${detail}${features}`
}

/** The place's listings of the searched statuses, from the aggregate: what reading the place passes. */
export function placeListingsSql(stateId: number, core: CoreFilters): string {
  const [statuses] = coreSql(core, 'p')
  return `(SELECT ifnull(sum(p.n), 0) FROM listing_counts p
            WHERE p.state_id = ${stateId} AND ${statuses} AND p.detail = 0)`
}

/**
 * The whole country's count of a search on the core filters and one wide range (a price ceiling of a million, land
 * listed in the last five years): the aggregate's count less the listings outside the range, which are few, each
 * outside range read on its index. Counting inside the range would read most listings.
 */
export function countOutsideSql(filters: ListingFilters, outside: readonly Driver[], values: SqlValues): string {
  const core = coreSql(filters.core, 'l').join(' AND ')
  const outsideCounts = outside.map(
    (range) => `(SELECT count(*) FROM listings l INDEXED BY ${range.index} WHERE ${range.seek(values)} AND ${core})`,
  )
  return `SELECT (SELECT total FROM (${aggregateCountSql(countryStateId, filters)})) - ${outsideCounts.join(' - ')}
           AS total, 0 AS driven, ${listingSpan}`
}

/**
 * Refills the aggregate from the listings: for loaders that write listings with the triggers off (the seed tool).
 * Counted from the search_place index, which holds every column it groups by; each less detailed level from the one
 * above it.
 */
const columns = 'state_id, detail, market_status, feature_bits, transaction_type, site_mask, type_flags, n'
export const refillListingCountsSql = [
  'DELETE FROM listing_counts',
  `INSERT INTO listing_counts (${columns})
   SELECT state_id, 2, market_status, feature_bits, transaction_type, site_mask, type_flags, count(*)
     FROM listings INDEXED BY search_place
    GROUP BY state_id, market_status, feature_bits, transaction_type, site_mask, type_flags`,
  `INSERT INTO listing_counts (${columns})
   SELECT ${countryStateId}, 2, market_status, feature_bits, transaction_type, site_mask, type_flags, sum(n)
     FROM listing_counts WHERE detail = 2
    GROUP BY market_status, feature_bits, transaction_type, site_mask, type_flags`,
  `INSERT INTO listing_counts (${columns})
   SELECT state_id, 1, market_status, 0, transaction_type, site_mask, type_flags, sum(n)
     FROM listing_counts WHERE detail = 2 GROUP BY state_id, market_status, transaction_type, site_mask, type_flags`,
  `INSERT INTO listing_counts (${columns})
   SELECT state_id, 0, market_status, 0, transaction_type, site_mask, 0, sum(n)
     FROM listing_counts WHERE detail = 1 GROUP BY state_id, market_status, transaction_type, site_mask`,
]
