import type { PopularSearch } from '../../web/api/popular-searches.ts'
import { searchCriteria } from '../../web/search/search-criteria.ts'
import { searchHeading } from '../../web/search/search-heading.ts'
import * as v from 'valibot'
import type { Db } from './db.ts'

/** How many popular searches the land footer lists. */
const footerCount = 10
/**
 * The fewest visitors a search is suggested to everyone after (each counted once a day: popular-search-visits.ts):
 * while the site has fewer than 10 popular searches, one visitor's search is not listed on every page.
 */
const fewestVisitors = 3

/**
 * Counts one more visitor of a path (worker/events/popular-search-visits.ts decides who counts); the criteria kept
 * are the latest, named, so the label reads well.
 */
export async function recordPopularSearch(db: Db, siteId: number, path: string, criteria: object) {
  await db
    .prepare(
      `INSERT INTO popular_searches (site_id, path, criteria, search_count, last_searched_at) VALUES (?1, ?2, ?3, 1, ?4)
       ON CONFLICT (site_id, path) DO UPDATE SET search_count = search_count + 1, criteria = excluded.criteria,
         last_searched_at = excluded.last_searched_at`,
    )
    .bind(siteId, path, JSON.stringify(criteria), new Date().toISOString())
    .run()
}

/** The site's most searched paths with a heading for each ('Ranches for Sale in Texas'). */
export async function popularSearches(db: Db, siteId: number): Promise<PopularSearch[]> {
  const { results } = await db
    .prepare(
      `SELECT path, criteria FROM popular_searches WHERE site_id = ?1 AND search_count >= ${fewestVisitors}
        ORDER BY search_count DESC LIMIT ${footerCount}`,
    )
    .bind(siteId)
    .all<{ path: string; criteria: string }>()
  return results.flatMap((row) => {
    const criteria = v.safeParse(searchCriteria, safeJson(row.criteria))
    return criteria.success ? [{ label: searchHeading(criteria.output), path: row.path }] : []
  })
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
