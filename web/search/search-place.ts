import type { SearchCriteria } from './search-criteria.ts'
import { namedPlaceFields } from './criteria-values.ts'
import { radiusPlaceOf } from './search-radius.ts'

// Choosing a place (the search bar, "did you mean") changes where a search looks and nothing else: the types, price,
// acreage, keyword and every other filter stay, so a buyer trying the next county does not set them all again.

/** Every field that says where a search looks (spec §3 location descriptor), the map's view and drawn area too. */
const placeFieldNames: ReadonlySet<string> = new Set([
  ...namedPlaceFields,
  'inventoryIdList',
  'brokerId',
  'latitude',
  'longitude',
  'radius',
  'isNearMeSearch',
  'upperRightLatitude',
  'upperRightLongitude',
  'lowerLeftLatitude',
  'lowerLeftLongitude',
  'mapZoomLevel',
  'mapEncodedCords',
] satisfies (keyof SearchCriteria)[])

/** The search in another place, from its first page; a radius the buyer chose goes with it to another town or ZIP. */
export function withPlace(current: SearchCriteria, place: SearchCriteria): SearchCriteria {
  const kept = Object.entries(current).filter(([field]) => !placeFieldNames.has(field) && field !== 'pageIndex')
  const next: SearchCriteria = { ...Object.fromEntries(kept), ...place }
  const point = radiusPlaceOf(next)
  if (current.radius !== undefined && place.radius === undefined && point && point !== 'near me')
    next.radius = current.radius
  return next
}

/** The search for a keyword where it looks now, with its filters, from its first page. */
export function withKeyword(current: SearchCriteria, keywordQuery: string | undefined): SearchCriteria {
  const { pageIndex: _first, ...rest } = current
  return { ...rest, keywordQuery }
}
