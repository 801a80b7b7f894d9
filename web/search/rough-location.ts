import { nearMeWithoutPoint } from './near-me.ts'
import { roughLocationParameter, roughLocationValue } from './rough-location-mark.ts'
import type { SearchCriteria } from './search-criteria.ts'

// Until the buyer shares their position, a near-me search starts from their connection's rough point (GET
// /api/device), and the page says so (issue 30). What every search page reads is here; the move to the rough point
// and what the notice says (rough-location-move.ts) load only on a near-me search that needs them.
//
// The page knows the point is rough from a page parameter, ?near=rough, like ?view=map: the server renders the notice
// with the page, so a reload says it at once with nothing moving when the browser takes over. The criteria cannot
// carry it (the brands' codecs write the spec's fields) and the point alone cannot tell: a shared position rounds to
// the same tenth of a degree as the connection's when the buyer is in the town their connection is placed in.

/** Whether the page's query says its near-me point is the connection's rough one. */
export const isRoughLocation = (searchStr: string) =>
  new URLSearchParams(searchStr).get(roughLocationParameter) === roughLocationValue

/** Whether the rough location has a say on the page: a near-me search with no point yet, or one around the rough point. */
export const usesRoughLocation = (criteria: SearchCriteria, rough: boolean) =>
  nearMeWithoutPoint(criteria) || (rough && Boolean(criteria.isNearMeSearch))

/** What a near-me search without a point says until the rough point is known. */
export const findingLandNearYou = 'Finding land near you…'

export const roughLocationMark = `${roughLocationParameter}=${roughLocationValue}`

/** The href with query parameters added after the codec's own, which it leaves as the codec wrote them. */
export function withParameters(href: string, parameters: readonly string[]): string {
  return parameters.length ? `${href}${href.includes('?') ? '&' : '?'}${parameters.join('&')}` : href
}

/**
 * For the search page's own links (filters, sort, pages, view): the mark stays while the search is still around the
 * rough point, so land near Austin under $250,000 still says whose point it is.
 */
export function keepRoughLocation(href: string, searchStr: string, current: SearchCriteria, next: SearchCriteria) {
  const samePoint = next.latitude === current.latitude && next.longitude === current.longitude
  const kept = isRoughLocation(searchStr) && samePoint && next.latitude !== undefined
  return withParameters(href, kept ? [roughLocationMark] : [])
}
