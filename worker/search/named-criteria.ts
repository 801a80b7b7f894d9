import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { resolvePlaces } from './place-resolution.ts'
import { resolvedCriteria } from './prepared-search.ts'
import type { Db } from '../db/db.ts'

/**
 * The criteria with every place both named and numbered, or null when a place does not exist: what a search URL
 * is built from when a client sent ids alone (POST searchUrl, logPopularSearch).
 */
export async function namedCriteria(db: Db, criteria: SearchCriteria): Promise<SearchCriteria | null> {
  const places = await resolvePlaces(db, criteria)
  return 'field' in places ? null : resolvedCriteria(criteria, places)
}
