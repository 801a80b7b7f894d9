import { propertyTypeNames, transactionType } from '../rules/listing-rules.ts'
import { customSearchPage } from './custom-search-pages.ts'
import type { SearchCriteria } from './search-criteria.ts'

// What a search is called on its page: the heading, the document title and the place alone ("Travis County, TX").
// Built from the criteria the API answered with, so place names are the database's, in their proper case.

/** The searched place as a buyer reads it, or '' for the whole country. */
export function placeLabel(criteria: SearchCriteria): string {
  const state = criteria.stateAbbreviation?.toUpperCase()
  const inState = (name: string) => (state ? `${name}, ${state}` : name)
  if (criteria.zip) return inState(criteria.zip)
  if (criteria.cityName) return inState(criteria.cityName)
  if (criteria.countyName) return inState(criteria.countyName)
  if (criteria.regionName) return inState(`${criteria.regionName} Region`)
  if (criteria.stateName) return criteria.stateName
  if (criteria.isNearMeSearch) return 'Near Me'
  return ''
}

/** 'Farms', 'Farms and Ranches', 'Farms, Ranches and Timberland', or 'Land'. */
export function typesLabel(criteria: SearchCriteria): string {
  const custom = customSearchPage(criteria.customSearchUrl)?.label
  if (custom) return custom
  const names = (criteria.propertyTypes ?? []).map((type) => propertyTypeNames[type])
  if (names.length === 0) return 'Land'
  if (names.length === 1) return names[0]!
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/**
 * 'Ranches for Sale in Travis County, TX', 'Land Auctions in Texas', 'Land for Sale in this map area', 'Land for Sale in
 * the United States'.
 */
export function searchHeading(criteria: SearchCriteria): string {
  const auctionsOnly =
    criteria.transactionTypes?.length === 1 && criteria.transactionTypes[0] === transactionType.auction
  const what = `${typesLabel(criteria)}${auctionsOnly ? ' Auctions' : criteria.customSearchUrl ? '' : ' for Sale'}`
  const place = placeLabel(criteria)
  if (place === 'Near Me') return `${what} Near Me`
  // A search of the map's view or of an area drawn on it names no place: the buyer is looking at it.
  const mapArea = criteria.mapEncodedCords || criteria.lowerLeftLatitude !== undefined
  return `${what} in ${place || (mapArea ? 'this map area' : 'the United States')}`
}
