import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { countAttempt } from '../auth/rate-limit.ts'
import { sha256Hex } from '../auth/secret-token.ts'
import { recordPopularSearch } from '../db/popular-searches.ts'
import { SearchRefused } from '../search/search-refused.ts'
import { searchResults } from '../search/search-results.ts'
import type { Db } from '../db/db.ts'
import { eventLimits } from './event-limits.ts'
import type { Visitor } from './visitor.ts'

// What the popular searches count (the land footer's list): visitors who were shown results, not posts. The search
// page posts each search it lands on (POST /api/Popular/logPopularSearch), and it is the only one that can: the
// landing pages a search is most often seen on come from the edge cache, so the search API does not hear of them.
// Here a search counts once a day per visitor (eventLimits.popularSearchVisit, one upsert), and only when it has
// listings: a search of nothing is no search to suggest to everyone, and checking costs the one search statement
// the page itself ran, once per visitor and search a day.

export interface SearchShown {
  siteId: number
  /** The search's URL on the site's brand: what the popular searches count by. */
  path: string
  /** The criteria with every place named and numbered (searchUrlOf). */
  criteria: SearchCriteria
}

export async function countPopularSearch(db: Db, search: SearchShown, visitor: Visitor, now: Date): Promise<void> {
  const visit = (await sha256Hex(`${search.siteId} ${search.path} ${visitor.key}`)).slice(0, 32)
  if (!(await countAttempt(db, eventLimits.popularSearchVisit, visit, now)).allowed) return
  if (!(await hasResults(db, search))) return
  await recordPopularSearch(db, search.siteId, search.path, search.criteria)
}

async function hasResults(db: Db, search: SearchShown): Promise<boolean> {
  try {
    return (await searchResults(db, { ...search.criteria, pageIndex: 0 }, search.siteId)).totalCount > 0
  } catch (error) {
    if (error instanceof SearchRefused) return false
    throw error
  }
}
