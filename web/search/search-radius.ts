import type { SearchCriteria } from './search-criteria.ts'

// A search around a point: a ZIP, one city or the buyer's position (near me). Without a radius of their own, a ZIP
// or a city covers 25 miles around its point and near me 50, so a town's search finds the land around the town, not
// only the few listings inside its limits. The worker measures the circle (worker/search/location.ts). The radius
// chip and More Filters leave the default out of the criteria, so a town's URL stays its own ('within-50-miles' only
// for another radius). The URL codecs write any radius they are given: they load with every page, this need not.

/** Miles around a ZIP or a city when the search names no radius. */
export const placeRadiusMiles = 25
/** Miles around the buyer's position when the search names no radius. */
export const nearMeMiles = 50
/** The radii a buyer picks from. */
export const radiusChoices = [5, 10, 25, 50, 100] as const

export type RadiusPlace = 'zip' | 'city' | 'near me'

/**
 * The point a search measures its radius from, or null when its place is no point. The worker takes the first place
 * of the spec's order (inventory ids, lakes, ZIP, cities, counties, regions, state, seller, coordinates), so a county
 * or a state named beside coordinates is the place, not them. Several cities are their towns, unless a radius is
 * named (then it is measured from the first).
 */
export function radiusPlaceOf(criteria: SearchCriteria): RadiusPlace | null {
  const { cityIdList, countyIdList, regionIdList } = criteria
  if (criteria.inventoryIdList?.length || criteria.lakeIdList?.length) return null
  if (criteria.zip) return 'zip'
  const cities = cityIdList?.length ? cityIdList.length : criteria.cityName ? 1 : 0
  if (cities) return cities === 1 || criteria.radius !== undefined ? 'city' : null
  const otherPlace =
    countyIdList?.length ||
    criteria.countyName ||
    regionIdList?.length ||
    criteria.regionName ||
    criteria.stateId !== undefined ||
    criteria.stateAbbreviation ||
    criteria.stateName ||
    criteria.brokerId !== undefined
  if (otherPlace) return null
  return criteria.latitude !== undefined && criteria.longitude !== undefined ? 'near me' : null
}

const defaultRadiusOf = (place: RadiusPlace): number => (place === 'near me' ? nearMeMiles : placeRadiusMiles)

/** The miles the search covers around its point, or null when it has none. */
export function searchRadius(criteria: SearchCriteria): number | null {
  const place = radiusPlaceOf(criteria)
  return place ? (criteria.radius ?? defaultRadiusOf(place)) : null
}

/** The radius to keep in the criteria: none for the place's default. */
export function radiusToKeep(criteria: SearchCriteria, miles: number): number | undefined {
  // The place as it is without a radius: several cities with one are measured from the first, without one are towns.
  const place = radiusPlaceOf({ ...criteria, radius: undefined })
  return place && miles === defaultRadiusOf(place) ? undefined : miles
}

/** The choices to offer: the usual ones, and the search's own radius when it is another (a URL's within-30-miles). */
export function radiusOptions(miles: number): number[] {
  return [...new Set([...radiusChoices, miles])].sort((a, b) => a - b)
}
