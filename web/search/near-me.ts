import type { SearchCriteria } from './search-criteria.ts'
import { withoutNamedPlace } from './criteria-values.ts'

// A near-me search is a search around a point that stands for the buyer: the browser's position when they share it
// (the filter bar's and the header's Near me), else their connection's rough point (GET /api/device).

export interface NearMePoint {
  latitude: number
  longitude: number
}

/** Near me works on a point rounded to one decimal (about 11 km), as spec §7 says of the browser's position. */
const roundToTenth = (value: number) => Math.round(value * 10) / 10

/** The change of criteria that makes a search one around the point, in place of any place it named. */
export function nearMeAround(point: NearMePoint): Partial<SearchCriteria> {
  return {
    ...withoutNamedPlace,
    latitude: roundToTenth(point.latitude),
    longitude: roundToTenth(point.longitude),
    isNearMeSearch: true,
  }
}

/**
 * Whether the criteria are a near-me search still waiting for its point: near me, but no point and no place (the
 * main land site's /search/all-land/), which on its own is the whole country. Near me with a ZIP has its place.
 */
export function nearMeWithoutPoint(criteria: SearchCriteria): boolean {
  return (
    Boolean(criteria.isNearMeSearch) &&
    criteria.latitude === undefined &&
    criteria.longitude === undefined &&
    Object.keys(withoutNamedPlace).every((field) => criteria[field as keyof typeof withoutNamedPlace] === undefined)
  )
}
