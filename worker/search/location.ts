// Where a search looks (spec §3, location descriptor): the first of inventory ids, lake ids, zip, city ids, county
// ids, region ids, state, broker, coordinates, map corners (a drawn polygon, else the bounds), else the whole
// country. Only that one place filters the listings: a state named beside a county narrows nothing further.
// A ZIP, one city and coordinates are points: the search covers a circle around them (web/search/search-radius.ts).
import type { LocationDescriptor } from '../../web/api/search.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { nearMeMiles, placeRadiusMiles } from '../../web/search/search-radius.ts'
import type { Box, Circle } from './geo-area.ts'
import type { ResolvedPlaces } from './place-resolution.ts'
import { decodePolyline, type LatLng } from '../../web/search/polyline.ts'
import { SearchRefused } from './search-refused.ts'

/** The place a search filters by, in the terms its SQL needs. */
export type SearchArea =
  | { kind: 'country' }
  | { kind: 'state'; stateId: number }
  /** Counties (a region is its counties), with their states so the search_place index can seek them. */
  | { kind: 'counties'; stateIds: number[]; countyIds: number[] }
  /** Several towns named without a radius: their own listings. */
  | { kind: 'cities'; cityIds: number[] }
  | { kind: 'lakes'; lakeIds: number[] }
  | { kind: 'broker'; accountId: number }
  | { kind: 'listings'; ids: number[] }
  | { kind: 'circle'; circle: Circle }
  | { kind: 'box'; box: Box }
  | { kind: 'polygon'; points: LatLng[] }

export interface SearchLocation {
  descriptor: LocationDescriptor
  area: SearchArea
}

export function searchLocation(criteria: SearchCriteria, places: ResolvedPlaces): SearchLocation {
  const stateId = places.state?.id ?? null
  const at = (type: LocationDescriptor['type'], idList: (number | string)[], area: SearchArea, state = stateId) => ({
    descriptor: { type, idList, stateId: state },
    area,
  })
  const around = (lat: number, lng: number, miles: number): SearchArea => ({
    kind: 'circle',
    circle: { lat, lng, miles },
  })

  if (criteria.inventoryIdList?.length) {
    const ids = [...new Set(criteria.inventoryIdList)]
    return at('inventory', ids, { kind: 'listings', ids })
  }
  if (places.lakeIds.length) return at('lake', places.lakeIds, { kind: 'lakes', lakeIds: places.lakeIds })
  if (places.zip) {
    const { zip, lat, lng } = places.zip
    return at('zip', [zip], around(lat, lng, criteria.radius ?? placeRadiusMiles), places.zip.stateId)
  }
  const [firstCity, ...otherCities] = places.cities
  if (firstCity) {
    const ids = places.cities.map((city) => city.id)
    // Several towns have no one point to measure a default radius from; a radius named is measured from the first.
    const miles = criteria.radius ?? (otherCities.length ? undefined : placeRadiusMiles)
    const area: SearchArea = miles ? around(firstCity.lat, firstCity.lng, miles) : { kind: 'cities', cityIds: ids }
    return at('city', ids, area, stateId ?? firstCity.stateId)
  }
  if (places.counties.length) {
    const countyIds = places.counties.map((county) => county.id)
    const stateIds = [...new Set(places.counties.map((county) => county.stateId))]
    return at('county', countyIds, { kind: 'counties', stateIds, countyIds }, stateId ?? stateIds[0] ?? null)
  }
  if (places.regions.length) {
    const stateIds = [...new Set(places.regions.map((region) => region.stateId))]
    const area: SearchArea = { kind: 'counties', stateIds, countyIds: places.regionCountyIds }
    return at(
      'region',
      places.regions.map((region) => region.id),
      area,
      stateId ?? stateIds[0] ?? null,
    )
  }
  if (places.state) return at('state', [places.state.id], { kind: 'state', stateId: places.state.id })
  if (criteria.brokerId !== undefined)
    return at('broker', [criteria.brokerId], { kind: 'broker', accountId: criteria.brokerId })
  if (criteria.latitude !== undefined && criteria.longitude !== undefined) {
    const miles = criteria.radius ?? nearMeMiles
    return at(
      'coordinates',
      [criteria.latitude, criteria.longitude],
      around(criteria.latitude, criteria.longitude, miles),
    )
  }
  if (criteria.mapEncodedCords) {
    const points = decodePolyline(criteria.mapEncodedCords)
    if (!points || points.length < 3)
      throw new SearchRefused(400, 'mapEncodedCords', 'mapEncodedCords must be an encoded polyline of 3 or more points')
    return at('polygon', [criteria.mapEncodedCords], { kind: 'polygon', points })
  }
  const { lowerLeftLatitude: south, lowerLeftLongitude: west, upperRightLatitude: north } = criteria
  const east = criteria.upperRightLongitude
  if (south !== undefined && west !== undefined && north !== undefined && east !== undefined) {
    if (south > north)
      throw new SearchRefused(400, 'lowerLeftLatitude', 'lowerLeftLatitude must not be north of upperRightLatitude')
    return at('bounds', [south, west, north, east], { kind: 'box', box: { south, west, north, east } })
  }
  return at('default', [], { kind: 'country' })
}
