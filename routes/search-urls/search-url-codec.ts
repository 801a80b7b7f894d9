import type { BrandId } from '../../brands/brand-config.ts'
import { perBrand } from '../../brands/brand-ids.ts'
import { checkedCriteria, type SearchCriteria } from '../../web/search/search-criteria.ts'
import { brandUrlsById } from '../links/brand-urls-by-id.ts'
import type { SearchQuery } from './search-query.ts'

// Every search link of the product is built and read by its brand's codec (spec §2, search URL construction), which
// the brand's URL module names (routes/links/*-urls.ts).

export interface SearchUrlCodec {
  /** Path plus optional '?query' for the criteria, canonical. */
  build(criteria: SearchCriteria): string
  /** The criteria of a path and its query string (the string, URLSearchParams or a record of strings), or null when
   *  the path is not a search URL of this brand (the page then shows 404). Never throws on any input. */
  parse(pathname: string, search?: SearchQuery): SearchCriteria | null
}

/** Each brand's codec, its parse checking what it reads against the criteria schema. */
export const searchUrlCodecs = perBrand((brandId): SearchUrlCodec => {
  const { build, read } = brandUrlsById[brandId].shapes.search
  return { build, parse: (pathname, search) => checkedCriteria(read(pathname, search)) }
})

/**
 * The criteria reduced to what the brand's search URL keeps, in canonical form: parse(build(c)) deep-equals
 * canonicalCriteria(c, brand) for all valid criteria. Per brand because the brands keep different things: the main
 * land site keeps a name's capitals and drops a region's state, the lower-case brands lower-case names and need a
 * state for any place, and only the main land site has near-me pages without coordinates.
 *
 * - Places: names become their URL name as words ('St. Mary’s County' -> 'St Marys County' or 'st marys county');
 *   one place is kept, the first of city, county, region that the brand can write; a city or county name is filed
 *   by its last word (County, Parish, Borough, Census Area, Municipality, Municipio -> countyName, else cityName).
 *   Place ids (cityIdList, countyIdList, regionIdList) are dropped: the worker resolves names.
 * - State: the first of stateId, stateAbbreviation, stateName that names one of web/rules/us-states.ts fills all three.
 * - Filters: defaults dropped (min/max 0, statuses Available + Under Contract, both or no transaction types, sort 26,
 *   page 0, dateListed 0, false flags, hasHouse null), lists in their table's order, each value once; price, beds and
 *   sqft whole, acres, baths, radius and zoom two decimals, coordinates six. A price-change filter needs a type
 *   (reduction or change) and a lookback, else neither is kept. Coordinates make the search a near-me search.
 * - Dropped everywhere: userSavedProperties, isSellerSearchPage, a customSearchUrl that is no custom search page.
 */
export function canonicalCriteria(criteria: SearchCriteria, brand: BrandId): SearchCriteria {
  return brandUrlsById[brand].shapes.search.canonical(criteria)
}
