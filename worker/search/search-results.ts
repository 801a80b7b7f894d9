// POST /api/property/search/{siteId}: the count and one page of listings, in one statement. The page is read one of
// two ways, whichever passes fewer index entries, chosen inside the statement once the count is known: walk the sort
// order's index until the page is full (the whole country, a state with many matches), or collect what the count's
// driver finds and sort it (a county, a keyword with few matches). The other way's LIMIT is 0, so it reads nothing.
import type { SearchResults } from '../../web/api/search.ts'
import { searchPageSize, type SearchCriteria } from '../../web/search/search-criteria.ts'
import { prepareSearch } from './prepared-search.ts'
import { resultColumns, resultJoins, resultListings } from './result-listings.ts'
import { planCounting, type Counting } from './search-count.ts'
import { pageSql, type PageRange, type SearchQuery, type Statement } from './search-sql.ts'
import { SqlValues } from './sql-values.ts'

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
  // and beyond while the walk's estimate is not far smaller.
  const walkEstimate = `(${page.offset + page.size}.0 * span) / max(total, 1)`
  const bunched = query.sort.byValue && query.filters.core.typeMask !== null
  const collectCosts = bunched
    ? `driven + total <= max(${walkMargin} * ${walkEstimate}, ${collectAlways})`
    : `driven + total <= ${walkEstimate}`
  const chosen = `CASE WHEN ${page.offset} >= total THEN ${way.none}
    WHEN ${counting.collect ? collectCosts : 'false'} THEN ${way.collect} ELSE ${way.walk} END`
  const limitIf = (wanted: number) => (rows: number) =>
    `(SELECT CASE way WHEN ${wanted} THEN ${rows} ELSE 0 END FROM choice)`
  const walk = pageSql(query, null, page, values, limitIf(way.walk))
  const collect = counting.collect && pageSql(query, counting.collect, page, values, limitIf(way.collect))
  const ids = collect ? `SELECT id FROM (${walk}) UNION ALL SELECT id FROM (${collect})` : walk
  return {
    sql: `WITH ${matches} choice AS MATERIALIZED (SELECT total, ${chosen} AS way FROM (${count})),
      page(ids) AS (SELECT json_group_array(id) FROM (${ids}))
      SELECT choice.total AS totalCount, found.* FROM choice LEFT JOIN (
        SELECT p.key AS position, ${resultColumns}
          FROM page, json_each(page.ids) p JOIN listings l ON l.id = p.value ${resultJoins}
      ) found ON true ORDER BY found.position`,
    values: values.list,
  }
}

export async function searchResults(
  db: D1Database,
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
    criteria,
  }
}
