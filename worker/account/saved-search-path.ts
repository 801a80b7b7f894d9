import type { BrandId } from '../../brands/brand-config.ts'
import { searchUrlCodecs } from '../../routes/search-urls/search-url-codec.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { resolvePlaces, type UnknownPlace } from '../search/place-resolution.ts'
import { resolvedCriteria } from '../search/prepared-search.ts'
import type { Db } from '../db/db.ts'

/**
 * What a saved search keeps: the criteria with every place named and numbered (as the search API resolves them), and
 * the brand's URL built from them by its codec. The path a client sends is never stored: a saved search's link, and
 * the alerts' links, go where the criteria say and nowhere else. A search saved from page 3 is the search, not the
 * page. An unknown place is refused with the criteria field that names it.
 */
export async function savedSearchPlace(
  db: Db,
  brandId: BrandId,
  asked: SearchCriteria,
): Promise<{ criteria: SearchCriteria; path: string } | UnknownPlace> {
  const search = { ...asked }
  delete search.pageIndex
  const places = await resolvePlaces(db, search)
  if ('field' in places) return places
  const criteria = resolvedCriteria(search, places)
  return { criteria, path: searchUrlCodecs[brandId].build(criteria) }
}
