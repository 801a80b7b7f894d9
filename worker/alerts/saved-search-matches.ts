// Which listings a saved search finds among a few candidates, decided by the search itself (worker/search/): the
// stored criteria are prepared as the search API prepares them, and every condition of the search (its place, filters,
// keyword, site, statuses) is tested on the candidates only. Not by inventoryIdList: listings named by id are a
// search's place (location.ts), in place of the saved one, so a Texas search would find a listing in Ohio. Here the
// candidates are what the statement reads (its driver) and the saved place stays one of the conditions.
import * as v from 'valibot'
import { listingSummary, type ListingSummary } from '../../web/api/listing-summary.ts'
import { searchCriteria, type SearchCriteria } from '../../web/search/search-criteria.ts'
import { listingSummaryColumns, listingSummaryJoins } from '../db/listing-summary-columns.ts'
import { fromSqlRows } from '../db/sql-row.ts'
import { prepareSearch } from '../search/prepared-search.ts'
import type { Driver } from '../search/search-driver.ts'
import { SearchRefused } from '../search/search-refused.ts'
import { matchesStatement } from '../search/search-sql.ts'
import type { AlertSearch } from './alert-searches.ts'
import type { Db } from '../db/db.ts'

/** 'YYYY-MM-DDTHH:MM:SSZ' of an SQL value: the listings' timestamps, whose text order is time order. */
export const isoSecondsSql = (value: string) => `strftime('%Y-%m-%dT%H:%M:%SZ', ${value})`

/** The listings to test: one listing that changed, or every listing whose updated_at is within [from, before) (ISO
 *  times, compared to the second as the listings keep them), or only those of them also listed since `from` (new). */
type Candidates = { listingId: number } | { changedFrom: string; changedBefore: string; listedOnly?: true }

/** A listing as an alert shows it: its card's fields and when it was listed, changed and repriced. */
export type MatchedListing = ListingSummary & {
  updatedAt: string
  dateListed: string
  priceChangedAt: string | null
  priceChangeAmount: number
}

export interface SearchMatches {
  totalCount: number
  /** The most recently changed first, as many as asked. */
  listings: MatchedListing[]
}

/** Every candidate is one seek of search_id, whose entries hold every column a search tests: no listing row read. */
function candidatesDriver(candidates: Candidates): Driver {
  return {
    index: 'search_id',
    covers: 'nothing',
    seek: (values) =>
      'listingId' in candidates
        ? `l.id = ${values.bind(candidates.listingId)}`
        : `l.id IN (SELECT id FROM listings INDEXED BY listings_updated
                     WHERE updated_at >= ${isoSecondsSql(values.bind(candidates.changedFrom))}
                       AND updated_at < ${isoSecondsSql(values.bind(candidates.changedBefore))}
                       ${candidates.listedOnly ? `AND date_listed >= ${isoSecondsSql(values.bind(candidates.changedFrom))}` : ''})`,
  }
}

/** The stored criteria (JSON), checked by the search's own schema; null when they are not search criteria. */
function storedCriteria(json: string): SearchCriteria | null {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return null
  }
  const parsed = v.safeParse(searchCriteria, value)
  return parsed.success ? parsed.output : null
}

/**
 * The statement of the search's matches among the candidates, on the search's site at `nowMs` (a 'listed in the last
 * 7 days' search is relative to it): their count and the `limit` most recently changed. Throws SearchRefused when the
 * criteria name a place that does not exist, as the search API would answer 404.
 */
async function searchMatchesStatement(
  db: Db,
  criteria: SearchCriteria,
  siteId: number,
  candidates: Candidates,
  nowMs: number,
  limit: number,
): Promise<D1PreparedStatement> {
  const { query } = await prepareSearch(db, criteria, siteId, nowMs)
  const matches = matchesStatement(query, candidatesDriver(candidates), 'l.id')
  return db
    .prepare(
      `WITH matched AS MATERIALIZED (${matches.sql})
       SELECT (SELECT count(*) FROM matched) AS totalCount, ${listingSummaryColumns}, l.updated_at AS updatedAt,
              l.date_listed AS dateListed, l.price_changed_at AS priceChangedAt,
              l.price_change_amount AS priceChangeAmount
         FROM matched m JOIN listings l ON l.id = m.id ${listingSummaryJoins}
        ORDER BY l.updated_at DESC, l.id DESC LIMIT ${Math.trunc(limit)}`,
    )
    .bind(...matches.values)
}

/**
 * The statement of the saved search's matches (see searchMatchesStatement), or null when it cannot be searched:
 * criteria that are not criteria, or a place that no longer exists. That is told to `report` (logged, for an alert:
 * the search mails nothing, as its page would show nothing).
 */
export async function savedSearchMatches(
  db: Db,
  search: AlertSearch,
  candidates: Candidates,
  nowMs: number,
  limit: number,
  report: (problem: string) => void = (problem) => console.warn(`saved search ${search.id}: ${problem} No alert`),
): Promise<D1PreparedStatement | null> {
  const criteria = storedCriteria(search.criteria)
  if (!criteria) {
    report('its criteria are not search criteria.')
    return null
  }
  try {
    return await searchMatchesStatement(db, criteria, search.siteId, candidates, nowMs, limit)
  } catch (error) {
    if (!(error instanceof SearchRefused)) throw error
    report(error.message)
    return null
  }
}

/** The answer of a savedSearchMatches statement. */
export function searchMatchesOf(result: D1Result<Record<string, unknown>>): SearchMatches {
  const rows = result.results
  return {
    totalCount: Number(rows[0]?.totalCount ?? 0),
    listings: fromSqlRows(listingSummary, rows) as MatchedListing[],
  }
}
