// A keyword within a state: FTS5 hands over the state's listings that have the words (keyword.ts) once, into a CTE,
// and they are gathered by id (a seek each in search_id) when they are few against the state's listings, else by
// reading the state's range and testing each listing against them, decided in the statement once they are counted.
// Measured at a million listings, seeking a match by id costs as much as reading and testing about sixteen entries
// of the state (2-2.5 µs against 0.13-0.15, the seeks landing all over the index): a rare word (a town's name) is
// sought, a feature word (in a tenth of the listings) or a word in nearly every one ('acres') is read from the state.
import { placeListingsSql } from './listing-counts.ts'
import type { Driver } from './search-driver.ts'
import {
  areaDriver,
  listingSpan,
  matchedDriver,
  matchedQuery,
  matchesSelect,
  type Counting,
  type SearchQuery,
} from './search-sql.ts'

const table = 'keyword_ids'
/** Entries of the state read for the cost of one match sought by id. */
const seekEntries = 16

/** The matches of a keyword within a state gathered the cheaper way, or null for another search. */
export function stateKeywordCounting(query: SearchQuery): Counting | null {
  const { area, keyword } = query
  if (!keyword || area.kind !== 'state') return null
  const fromTable: SearchQuery = { ...query, keywordTable: table }
  const byId: Driver = { index: 'search_id', covers: 'keyword', seek: () => `l.id IN (SELECT id FROM ${table})` }
  const byPlace = areaDriver(fromTable)!
  return {
    sql: () => `SELECT count(*) AS total, count(*) AS driven, ${listingSpan} FROM matched`,
    collect: { driver: matchedDriver, fewRows: true },
    matches: {
      cte: (values) => {
        const listings = placeListingsSql(area.stateId, query.filters.core)
        const few = `(SELECT count(*) * ${seekEntries} FROM ${table}) <= ${listings}`
        const ids = `SELECT rowid AS id FROM listings_fts WHERE listings_fts MATCH ${values.bind(keyword)}`
        // The way not taken reads nothing: its LIMIT is 0 (a condition in its WHERE would be tested on every entry).
        const limit = (taken: string) => `(SELECT CASE WHEN ${taken} THEN -1 ELSE 0 END)`
        return `${table} AS MATERIALIZED (${ids}),
          matched AS MATERIALIZED (SELECT * FROM (${matchesSelect(fromTable, byId, values, limit(few))})
            UNION ALL SELECT * FROM (${matchesSelect(fromTable, byPlace, values, limit(`NOT ${few}`))}))`
      },
      query: matchedQuery(query),
    },
    driver: areaDriver(query),
  }
}
