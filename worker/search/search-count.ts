// Counting a search, and choosing how to read it. The whole country or a state on the core filters alone is summed
// from the listing_counts aggregate, and on one price or acreage range from listing_band_counts (band-counting.ts);
// the whole country on another wide range is the aggregate less what lies outside the range. Otherwise a driver reads
// the search: its place (a state, counties, towns, an area on the map…); in the whole country the narrowest range by
// the sampled estimate, or with a keyword, whichever of the keyword's matches, the ranges and every listing is
// fewest, counted up to a cap in one statement first.
import { bandCounting } from './band-counting.ts'
import { stateKeywordCounting } from './keyword-matches.ts'
import { aggregateCountSql, aggregateStateId, countOutsideSql } from './listing-counts.ts'
import type { RangeFilter } from './listing-filters.ts'
import { shareInRange } from './range-estimates.ts'
import type { Driver } from './search-driver.ts'
import {
  areaDriver,
  countSql,
  keywordDriver,
  listingSpan,
  matchedDriver,
  matchedQuery,
  matchesSql,
  probeStatement,
  wholeIndexDriver,
  type CountRow,
  type Counting,
  type SearchQuery,
  type Statement,
} from './search-sql.ts'
import { SqlValues } from './sql-values.ts'
import type { Db } from '../db/db.ts'

/** Candidates counted per driver when comparing them: enough to tell a small set from a large one, quickly. A
 *  driver that seeks each candidate is counted further, in proportion to its weight. */
const probeCap = 20_000

/** Places that hold few listings by nature, whose listings are tested one lookup each (listing-filters.ts). */
const smallAreas: ReadonlySet<SearchQuery['area']['kind']> = new Set([
  'counties',
  'cities',
  'lakes',
  'broker',
  'listings',
  'matched',
])

export async function planCounting(db: Db, query: SearchQuery): Promise<Counting> {
  const aggregated = aggregateCounting(query)
  if (aggregated) return aggregated
  const banded = await bandCounting(db, query)
  if (banded) return banded
  const stateKeyword = stateKeywordCounting(query)
  if (stateKeyword) return stateKeyword
  const range = query.filters.onlyRange
  if (query.area.kind === 'country' && !query.keyword && range?.outside.length) {
    // The whole country on the core filters and one range: count inside it, or the aggregate less outside it.
    const share = await shareOf(db, range)
    return share > 0.5 ? outsideCounting(query) : countingBy(query, range.driver)
  }
  return countingBy(query, await chooseDriver(db, query))
}

const shareOf = (db: Db, range: RangeFilter) =>
  shareInRange(db, range.bounds.column, range.bounds.low, range.bounds.high)

/** Counted from the aggregate (the whole country or a state, on the core filters alone), or null. */
export function aggregateCounting(query: SearchQuery): Counting | null {
  const state = aggregateStateId(query.area, query.filters, query.keyword)
  if (state === null) return null
  const area = areaDriver(query)
  return {
    sql: () => aggregateCountSql(state, query.filters),
    collect: area && { driver: area, fewRows: false },
    driver: area,
  }
}

/** The whole country's count on the core filters and one range, as the aggregate less the range's outside. */
export function outsideCounting(query: SearchQuery): Counting {
  const outside = query.filters.onlyRange?.outside ?? []
  return { sql: (values) => countOutsideSql(query.filters, outside, values), collect: null, driver: null }
}

/** Counted by reading the driver's listings. */
export function countingBy(query: SearchQuery, driver: Driver): Counting {
  const whole = driver === wholeIndexDriver
  if (!whole && (query.keyword || driver.index === 'search_id')) {
    // The matches gathered once, then counted and paged (search-sql.ts matchesSql).
    return {
      sql: () => `SELECT count(*) AS total, count(*) AS driven, ${listingSpan} FROM matched`,
      collect: { driver: matchedDriver, fewRows: true },
      matches: { cte: (values) => matchesSql(query, driver, values), query: matchedQuery(query) },
      driver,
    }
  }
  const fewRows = smallAreas.has(query.area.kind) && driver.covers === 'area'
  return {
    sql: (values) => countSql(query, driver, fewRows, values),
    collect: whole ? null : { driver, fewRows },
    driver: whole ? null : driver,
  }
}

/** The count alone, and the driver that reads every match (map data). */
export async function countSearch(db: Db, query: SearchQuery): Promise<CountRow & { driver: Driver | null }> {
  const counting = await planCounting(db, query)
  const values = new SqlValues()
  const matches = counting.matches ? `WITH ${counting.matches.cte(values)} ` : ''
  const row = await first<CountRow>(db, { sql: `${matches}${counting.sql(values)}`, values: values.list })
  return { ...row, driver: counting.driver }
}

/** Price changes within a lookback are a few percent of the listings at most: a guess, not an estimate. */
const priceChangeShare = 0.05

/**
 * The drivers that could read the search: its place; in the whole country, the keyword, the narrowest range or the
 * price changes. A range of the whole country (a price, an acreage) is seldom narrower than a state or a map area, so
 * it is not weighed against one. None when only reading every listing can (the country, nothing an index can seek).
 */
export function candidateDrivers(query: SearchQuery): Driver[] {
  const area = areaDriver(query)
  if (area) return [area]
  const keyword = query.keyword ? [keywordDriver(query.keyword)] : []
  const { ranges, priceChanges } = query.filters
  return [...keyword, ...ranges.map((range) => range.driver), ...(priceChanges ? [priceChanges] : [])]
}

async function chooseDriver(db: Db, query: SearchQuery): Promise<Driver> {
  const candidates = candidateDrivers(query)
  // A place drives: with a keyword, weighing the keyword's matches against it would cost about what it saves.
  if (query.area.kind !== 'country' || (candidates.length <= 1 && !query.keyword))
    return candidates[0] ?? wholeIndexDriver
  if (!query.keyword) return narrowestFilter(db, query)
  // The keyword's matches, the ranges and every listing (which costs the span): their candidates counted up to a cap.
  const caps = candidates.map((driver) => probeCap * (driver.weight ?? 1))
  const counts = await first<Record<string, number>>(db, probeStatement(candidates, caps))
  let best: Driver = wholeIndexDriver
  let bestCost = counts.span!
  candidates.forEach((driver, i) => {
    const cost = (counts[`c${i}`] ?? caps[i]!) * (driver.weight ?? 1)
    if (cost < bestCost) [best, bestCost] = [driver, cost]
  })
  return best
}

/** The whole country's narrowest range (by the sample's estimate), or its price changes. */
async function narrowestFilter(db: Db, query: SearchQuery): Promise<Driver> {
  const { ranges, priceChanges } = query.filters
  const shares = await Promise.all(ranges.map((range) => shareOf(db, range)))
  let best: Driver = priceChanges ?? wholeIndexDriver
  let bestShare = priceChanges ? priceChangeShare : 1
  ranges.forEach((range, i) => {
    if (shares[i]! < bestShare) [best, bestShare] = [range.driver, shares[i]!]
  })
  return best
}

async function first<T>(db: Db, statement: Statement): Promise<T> {
  const row = await db
    .prepare(statement.sql)
    .bind(...statement.values)
    .first<T>()
  if (!row) throw new Error('a count answered no row')
  return row
}
