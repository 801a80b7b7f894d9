// Bands of price and acreage (0011_search_bands.sql): listing_band_counts counts the listings of each band per state
// (0 = the whole country) and combination of the core filters, so a broad search on a range is a sum of the bands
// inside it plus an index count of the part of a band at each end. The edges are values buyers pick, so a range is
// mostly whole bands and an end costs an equality seek. listings.price_band and acres_band (generated columns) are
// the band of each listing: the SQL here and the migration's must stay the same (search-bands.test.ts checks).
import { auctionPriceSentinel } from '../../web/rules/listing-rules.ts'

export interface BandColumn {
  /** listing_band_counts.range_column */
  id: number
  column: 'price' | 'acres'
  /** The sort index whose first column this is: a part band is counted on it. */
  index: 'search_price' | 'search_acres'
  /** Band k holds edges[k - 1] <= value < edges[k] (band 0 everything below the first edge, the last everything from
   *  the last edge up). */
  edges: readonly number[]
}

export const bandColumns = {
  // The first price edge is the first real price: band 0 holds Auction (2) and Contact for Price (0).
  price: {
    id: 0,
    column: 'price',
    index: 'search_price',
    edges: [
      auctionPriceSentinel + 1,
      10_000,
      25_000,
      50_000,
      100_000,
      250_000,
      500_000,
      1_000_000,
      2_500_000,
      5_000_000,
    ],
  },
  acres: { id: 1, column: 'acres', index: 'search_acres', edges: [1, 5, 10, 20, 40, 100, 500, 1000] },
} as const satisfies Record<string, BandColumn>

/** The band of `expression` (a value of the column) as SQL: the definition of listings.price_band and acres_band. */
export function bandSql(band: BandColumn, expression: string): string {
  const bands = band.edges.map((edge, k) => `WHEN ${expression} < ${edge} THEN ${k}`)
  return `CASE ${bands.join(' ')} ELSE ${band.edges.length} END`
}

/** The band that holds the value. */
export function bandOf(band: BandColumn, value: number): number {
  const k = band.edges.findIndex((edge) => value < edge)
  return k === -1 ? band.edges.length : k
}

/**
 * Refills listing_band_counts from the listings, for loaders that write listings with the triggers off (the seed
 * tool), grouped on the search_place index (which holds every column needed: the bands are worked out from price
 * and acres there, the generated columns would read every row); the country's rows and the rows summed over types
 * from those.
 */
const columns =
  'state_id, range_column, detail, market_status, band, transaction_type, site_mask, type_flags, feature_bits, n'
export const refillBandCountsSql = [
  'DELETE FROM listing_band_counts',
  ...Object.values(bandColumns).map(
    (band) => `INSERT INTO listing_band_counts (${columns})
     SELECT state_id, ${band.id}, 1, market_status, ${bandSql(band, band.column)}, transaction_type, site_mask,
            type_flags, feature_bits & 1, count(*)
       FROM listings INDEXED BY search_place GROUP BY 1, 4, 5, 6, 7, 8, 9`,
  ),
  `INSERT INTO listing_band_counts (${columns})
   SELECT 0, range_column, 1, market_status, band, transaction_type, site_mask, type_flags, feature_bits, sum(n)
     FROM listing_band_counts WHERE detail = 1
    GROUP BY range_column, market_status, band, transaction_type, site_mask, type_flags, feature_bits`,
  `INSERT INTO listing_band_counts (${columns})
   SELECT state_id, range_column, 0, market_status, band, transaction_type, site_mask, 0, 0, sum(n)
     FROM listing_band_counts WHERE detail = 1
    GROUP BY state_id, range_column, market_status, band, transaction_type, site_mask`,
]
