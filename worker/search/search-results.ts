// POST /api/property/search/{siteId}: the count and one page of listings, in one statement. The page is read one of
// two ways, whichever passes fewer index entries, chosen inside the statement once the count is known: walk the sort
// order's index until the page is full (the whole country, a state with many matches), or collect what the count's
// driver finds and sort it (a county, a keyword with few matches). The other way's LIMIT is 0, so it reads nothing.
// A walk that could collect instead has a budget of index entries: one that runs out of it gives way to collecting.
// A deep page of an order by acreage or price starts its walk at the band it begins in (band-start.ts).
import type { SearchResults } from '../../web/api/search.ts'
import { searchPageSize, type SearchCriteria } from '../../web/search/search-criteria.ts'
import { bandStart } from './band-start.ts'
import { prepareSearch } from './prepared-search.ts'
import { resultColumns, resultJoins, resultListings } from './result-listings.ts'
import { planCounting } from './search-count.ts'
import { pageSql, type Counting, type PageRange, type SearchQuery, type Statement } from './search-sql.ts'
import { SqlValues } from './sql-values.ts'
import type { Db } from '../db/db.ts'

const way = { none: 0, walk: 1, collect: 2 } as const
/** Collecting reads up to this many entries without weighing a walk (about 15 ms at a million listings). */
const collectAlways = 100_000
const walkMargin = 4

export function searchStatement(searched: SearchQuery, counting: Counting, page: PageRange): Statement {
  const values = new SqlValues()
  const matches = counting.matches ? `${counting.matches.cte(values)},` : ''
  const query = counting.matches?.query ?? searched
  const count = counting.sql(values)
  // Walking reads about (offset + size) × listings / matches entries, if the matches are spread evenly along the
  // sort order. They are not when the order is by a value that property types go with (commercial land is small and
  // comes last by acres; ranches are large), and then a walk reads far more. Collecting reads the driver's entries
  // and sorts the matches, a cost known in advance: for such a search it is preferred up to collectAlways entries,
  // and beyond while the walk's estimate is not far smaller. (A place's matches bunch too, land being dearer in the
  // east: the budget below bounds what a walk can cost there.)
  const start = bandStart(query, page.offset)
  // A walk started at its band (band-start.ts) passes only the matches of that band ahead of the page.
  const ahead = start ? `(${page.offset} - ifnull((SELECT before FROM band_start), 0))` : `${page.offset}`
  const walkEstimate = `((${ahead} + ${page.size}) * 1.0 * span) / max(total, 1)`
  const bunched = query.sort.byValue && query.filters.core.typeMask !== null
  const collectCosts = bunched
    ? `driven + total <= max(${walkMargin} * ${walkEstimate}, ${collectAlways})`
    : `driven + total <= ${walkEstimate}`
  const chosen = `CASE WHEN ${page.offset} >= total THEN ${way.none}
    WHEN ${counting.collect ? collectCosts : 'false'} THEN ${way.collect} ELSE ${way.walk} END`
  const limitIf = (wanted: number) => (rows: number | string) =>
    `(SELECT CASE way WHEN ${wanted} THEN ${rows} ELSE 0 END FROM choice)`
  // With a way to collect, a walk stops after as many index entries as collecting reads (twice its estimate at
  // least: where the 25th match of a page falls varies): a walk whose matches lie much further along the order than
  // the estimate says (bunched, or a place whose land is dearer than most: price per acre rises eastwards) then costs
  // a few times the cheaper way at most, not a walk through most of the index.
  const budget = counting.collect ? '(SELECT budget FROM choice)' : null
  const walk = pageSql(query, null, page, values, limitIf(way.walk), { start, budget })
  // The walk's page is whole when it holds every listing the page has (only ranked ones, within a budget: pageSql);
  // otherwise the page is collected.
  const need = query.sort.last ? `${page.size}` : `min(${page.size}, total - ${page.offset})`
  const whole = `(SELECT count(*) FROM walked) >= (SELECT ${need} FROM choice)`
  const collectIf = (rows: number | string) =>
    `(SELECT CASE WHEN way = ${way.collect} OR (way = ${way.walk} AND NOT ${whole}) THEN ${rows} ELSE 0 END
       FROM choice)`
  const collect = counting.collect && pageSql(query, counting.collect, page, values, collectIf)
  const ids = collect
    ? `SELECT id FROM walked WHERE ${whole} UNION ALL SELECT id FROM (${collect})`
    : `SELECT id FROM (${walk})`
  const walked = collect ? `walked AS MATERIALIZED (SELECT id FROM (${walk})),` : ''
  return {
    sql: `WITH ${matches}${start ? `${start.cte},` : ''}
      choice AS MATERIALIZED (SELECT total, ${chosen} AS way,
        CAST(max(driven + total, 2 * ${walkEstimate}) AS INTEGER) AS budget
        FROM (${count})), ${walked}
      page(ids) AS (SELECT json_group_array(id) FROM (${ids}))
      SELECT choice.total AS totalCount, found.* FROM choice LEFT JOIN (
        SELECT p.key AS position, ${resultColumns}
          FROM page, json_each(page.ids) p JOIN listings l ON l.id = p.value ${resultJoins}
      ) found ON true ORDER BY found.position`,
    values: values.list,
  }
}

export async function searchResults(
  db: Db,
  asked: SearchCriteria,
  siteId: number,
  nowMs = Date.now(),
): Promise<SearchResults> {
  const { query, location, criteria } = await prepareSearch(db, asked, siteId, nowMs)
  const pageIndex = asked.pageIndex ?? 0
  const statement = searchStatement(query, await planCounting(db, query), {
    offset: pageIndex * searchPageSize,
    size: searchPageSize,
  })
  const { results } = await db
    .prepare(statement.sql)
    .bind(...statement.values)
    .all<Record<string, unknown>>()
  const totalCount = Number(results[0]?.totalCount ?? 0)
  return {
    totalCount,
    pageIndex,
    pageSize: searchPageSize,
    pageCount: Math.ceil(totalCount / searchPageSize),
    listings: resultListings(results.filter((row) => row.position !== null)),
    location,
    circle:
      query.area.kind === 'circle'
        ? { latitude: query.area.circle.lat, longitude: query.area.circle.lng, miles: query.area.circle.miles }
        : null,
    criteria,
  }
}
