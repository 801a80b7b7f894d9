// A search as SQL over the search indexes (0008_search.sql), each statement naming its index (INDEXED BY) so the plan
// is the one chosen here, never a scan of the listings' rows. A search reads listings through a driver: the index
// whose order or first columns find the candidates (a state's range, a radius's cells, keyword ids, a price range);
// every other condition is tested on the same index entry, which holds every column a search tests.
import type { ListingFilters } from './listing-filters.ts'
import { coreSql } from './listing-filters.ts'
import { boxSql, circleSql, polygonSql } from './geo-area.ts'
import type { SearchArea } from './location.ts'
import { seekWeight, type Covers, type Driver } from './search-driver.ts'
import { fullOrderBy, type SortSpec } from './sort-orders.ts'
import { integerList, SqlValues } from './sql-values.ts'

/** The listings gathered in a CTE named matched (see matchesSql). */
type Matched = { kind: 'matched' }

/** A search after its places are resolved (a drawn area of many corners is already the ids inside it). */
export interface SearchQuery {
  area: SearchArea | Matched
  filters: ListingFilters
  /** The FTS5 query (keyword.ts), or null for no keyword. */
  keyword: string | null
  /** A CTE holding the keyword's matches (their ids), read instead of the FTS index (keyword-matches.ts). */
  keywordTable?: string
  sort: SortSpec
}

export interface Statement {
  sql: string
  values: unknown[]
}

const keywordSql = (keyword: string, values: SqlValues, table?: string) =>
  table
    ? `l.id IN (SELECT id FROM ${table})`
    : `l.id IN (SELECT rowid FROM listings_fts WHERE listings_fts MATCH ${values.bind(keyword)})`

/** The area as conditions; `seek` adds the geo cells, which only help the search_geo index. */
function areaSql(area: SearchQuery['area'], values: SqlValues, seek: boolean): string | null {
  const idsOf = (where: string) => `l.id IN (SELECT id FROM listings WHERE ${where})`
  switch (area.kind) {
    case 'country':
      return null
    case 'state':
      return `l.state_id = ${area.stateId}`
    case 'counties':
      return `l.state_id IN (${integerList(area.stateIds)}) AND l.county_id IN (${integerList(area.countyIds)})`
    case 'cities':
      return idsOf(`city_id IN (${integerList(area.cityIds)})`)
    case 'lakes':
      return idsOf(`lake_id IN (${integerList(area.lakeIds)}) AND lake_id IS NOT NULL`)
    case 'broker':
      return `l.id IN (SELECT id FROM listings WHERE account_id = ${area.accountId}
                       UNION ALL SELECT id FROM listings WHERE parent_account_id = ${area.accountId})`
    case 'listings':
      // Bound as one JSON value: a drawn area may hold thousands of listings, more than fit in the SQL text.
      return `l.id IN (SELECT value FROM json_each(${values.bind(JSON.stringify(area.ids))}))`
    case 'circle':
      return circleSql(area.circle, values, seek)
    case 'box':
      return boxSql(area.box, values, seek)
    case 'polygon':
      return polygonSql(area.points, values, seek)
    case 'matched':
      return 'l.id IN (SELECT id FROM matched)'
  }
}

/**
 * The listings the driver finds that pass every condition, with the columns their order reads, gathered once (CTE
 * matched): the count and the page both read them, where each would otherwise read the driver again. What it saves
 * is most of the work when the driver seeks each listing (a keyword's matches, towns, ZIPs, listings by id: about
 * 2 µs a seek) or when a keyword is tested (its matches are gathered for each test).
 */
export function matchesSql(query: SearchQuery, driver: Driver, values: SqlValues): string {
  return `matched AS MATERIALIZED (${matchesSelect(query, driver, values)})`
}

/** The rows of the matched CTE the driver finds (`limit`: a LIMIT's value, -1 for all, 0 to read nothing). */
export function matchesSelect(query: SearchQuery, driver: Driver, values: SqlValues, limit = '-1'): string {
  const where = [driver.seek(values), ...conditions(query, values, driver.covers)]
  const columns = ['l.id', ...query.sort.keys.map((key) => `l.${key}`)].join(', ')
  return `SELECT ${columns} FROM listings l INDEXED BY ${driver.index} WHERE ${where.join(' AND ')} LIMIT ${limit}`
}

/** The search over the listings of the matched CTE, which passed every condition already. */
export const matchedQuery = (query: SearchQuery): SearchQuery => ({ ...query, area: { kind: 'matched' } })

/** Reads the matched CTE itself (its rows, not listings by an index), to sort them. */
export const matchedDriver: Driver = { index: 'matched', table: 'matched', covers: 'all', seek: () => 'true' }

/**
 * Every condition of the search except what the driver's seek decides (`fewRows`: see listing-filters.ts), the ones
 * that keep fewest listings first: an entry is dropped at its first false condition, and a walk tests hundreds of
 * thousands of entries (a place keeps a few percent, a property type a tenth; statuses and sites most listings).
 */
function conditions(query: SearchQuery, values: SqlValues, covered: Covers, fewRows = false): string[] {
  if (covered === 'all') return []
  // The matched CTE's listings passed every condition: only being among them is left to test.
  if (query.area.kind === 'matched') return [areaSql(query.area, values, false)!]
  const area = covered === 'area' ? null : areaSql(query.area, values, false)
  const [statuses, sites, ...selective] = coreSql(query.filters.core, 'l')
  return [
    ...(area ? [area] : []),
    ...selective,
    ...query.filters.rest.map((predicate) => predicate(values, fewRows)),
    ...(query.keyword && covered !== 'keyword' ? [keywordSql(query.keyword, values, query.keywordTable)] : []),
    statuses!,
    sites!,
  ]
}

/** The driver of the place itself; null for the whole country. */
export function areaDriver(query: SearchQuery): Driver | null {
  const { area } = query
  if (area.kind === 'country') return null
  const index =
    area.kind === 'state' || area.kind === 'counties'
      ? 'search_place'
      : area.kind === 'circle' || area.kind === 'box' || area.kind === 'polygon'
        ? 'search_geo'
        : 'search_id'
  // A state's or counties' listings of the searched statuses are one range each of search_place.
  const statuses = index === 'search_place' ? ` AND ${coreSql(query.filters.core, 'l')[0]}` : ''
  return { index, covers: 'area', seek: (values) => `${areaSql(area, values, true)}${statuses}` }
}

export function keywordDriver(keyword: string): Driver {
  return {
    index: 'search_id',
    covers: 'keyword',
    weight: seekWeight,
    seek: (values) => keywordSql(keyword, values),
    probe: (values) => `SELECT 1 FROM listings_fts WHERE listings_fts MATCH ${values.bind(keyword)}`,
  }
}

/** Every listing, read whole: the last resort, for a country-wide search on filters no index orders by. */
export const wholeIndexDriver: Driver = { index: 'search_place', covers: 'nothing', seek: () => '1' }

/** Candidates counted up to `caps[i]` per driver, to pick the one that reads the fewest; with the span. */
export function probeStatement(drivers: readonly Driver[], caps: readonly number[]): Statement {
  const values = new SqlValues()
  const counts = drivers.map((driver, i) => {
    const candidates =
      driver.probe?.(values) ?? `SELECT 1 FROM listings l INDEXED BY ${driver.index} WHERE ${driver.seek(values)}`
    return `(SELECT count(*) FROM (${candidates} LIMIT ${caps[i]})) AS c${i}`
  })
  return { sql: `SELECT ${[...counts, listingSpan].join(', ')}`, values: values.list }
}

/** An estimate of how many listings there are (ids are handed out in order): what walking an index passes. Two
 *  subqueries, each one seek: max() and min() in one SELECT would read the whole table. */
export const listingSpan = '(SELECT max(rowid) FROM listings) - (SELECT min(rowid) FROM listings) + 1 AS span'

export interface CountRow {
  total: number
  /** Index entries the driver's seek finds: what collecting and sorting the matches would read. */
  driven: number
  span: number
}

/** How a search is counted (search-count.ts plans it): the count row's SQL, and the driver that can also collect its
 *  page (none for the whole country, whose page is always read by walking a sort order). */
export interface Counting {
  sql: (values: SqlValues) => string
  collect: { driver: Driver; fewRows: boolean } | null
  /** A CTE the count and the page read (a keyword's matches), and the search the page then is. */
  matches?: { cte: (values: SqlValues) => string; query: SearchQuery }
  /** The driver that reads every match (map data); null for the whole country. */
  driver: Driver | null
}

/** Every match, unordered: `columns` of each listing (over alias l) the driver finds and the search keeps. */
export function matchesStatement(query: SearchQuery, driver: Driver, columns: string): Statement {
  const values = new SqlValues()
  const where = [driver.seek(values), ...conditions(query, values, driver.covers)].join(' AND ')
  return { sql: `SELECT ${columns} FROM listings l INDEXED BY ${driver.index} WHERE ${where}`, values: values.list }
}

/** The count row (CountRow) of the search read through the driver. */
export function countSql(query: SearchQuery, driver: Driver, fewRows: boolean, values: SqlValues): string {
  const seek = driver.seek(values)
  const test = conditions(query, values, driver.covers, fewRows).join(' AND ')
  // CASE WHEN, not sum(a AND b…): a WHEN stops at the first false condition, an AND in a value computes them all.
  return `SELECT count(*) AS driven, count(CASE WHEN ${test} THEN 1 END) AS total, ${listingSpan}
            FROM listings l INDEXED BY ${driver.index} WHERE ${seek}`
}

export interface PageRange {
  offset: number
  size: number
}

/** Where a walk starts (band-start.ts finds it): a CTE, the seek that skips the bands before the page, and the
 *  OFFSET left. */
export interface WalkStart {
  cte: string
  seek: string
  offset: string
}

/** How a walk is read: from where (band-start.ts), and within how many index entries (a SQL value; null: to the
 *  end). A walk that runs out of entries answers a part of its page, and the statement collects the page instead. */
export interface WalkOptions {
  start?: WalkStart | null
  budget?: string | null
}

/**
 * One page of ids, in order: the driver's matches collected and sorted (`collect`), or the sort order's index walked
 * until the page is full (null). A sort that puts some listings last walks its index twice, ranked ones first; within
 * a budget, only the ranked ones (a page that reaches the others is collected). `limit` writes a LIMIT's value: a
 * guard can make it 0, which reads nothing.
 */
export function pageSql(
  query: SearchQuery,
  collect: { driver: Driver; fewRows: boolean } | null,
  page: PageRange,
  values: SqlValues,
  limit: (rows: number | string) => string = String,
  { start = null, budget = null }: WalkOptions = {},
): string {
  const offset = `OFFSET ${page.offset}`
  if (collect) {
    const { driver, fewRows } = collect
    const order = fullOrderBy(query.sort)
    // A CTE's rows are read as they are, unqualified: they are not listings (no index, no conditions left).
    if (driver.table)
      return `SELECT id FROM ${driver.table} ORDER BY ${order.replace(/\bl\./g, '')} LIMIT ${limit(page.size)} ${offset}`
    const where = [driver.seek(values), ...conditions(query, values, driver.covers, fewRows)].join(' AND ')
    return `SELECT l.id FROM listings l INDEXED BY ${driver.index} WHERE ${where}
            ORDER BY ${order} LIMIT ${limit(page.size)} ${offset}`
  }
  const { index, orderBy, last } = query.sort
  const walk = (seek: string | null, rows: number, skip: string) => {
    const tests = conditions(query, values, 'nothing', true)
    if (budget === null) {
      const where = [...(seek ? [seek] : []), ...tests].join(' AND ')
      return `SELECT l.id FROM listings l INDEXED BY ${index} WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit(rows)} ${skip}`
    }
    // The entries in order, as many as the budget, each tested (CASE: stops at the first false condition).
    return `SELECT id FROM (SELECT l.id, CASE WHEN ${tests.join(' AND ') || 'true'} THEN 1 END AS hit
              FROM listings l INDEXED BY ${index}${seek ? ` WHERE ${seek}` : ''} ORDER BY ${orderBy}
             LIMIT ${limit(budget)}) WHERE hit LIMIT ${limit(rows)} ${skip}`
  }
  if (start) return walk(start.seek, page.size, `OFFSET ${start.offset}`)
  if (!last) return walk(null, page.size, offset)
  if (budget !== null) return walk(last.ranked, page.size, offset)
  const end = page.offset + page.size
  return `SELECT id FROM (SELECT id FROM (${walk(last.ranked, end, '')})
          UNION ALL SELECT id FROM (${walk(last.unranked, end, '')}) LIMIT ${page.size} ${offset})`
}
