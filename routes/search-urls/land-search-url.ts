import { transactionType } from '../../web/rules/listing-rules.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { urlName } from '../links/url-name.ts'
import { canonicalFilters, filterSegments, readFilterSegments } from './filter-segments.ts'
import { customSearchSlugs, typeOfTypePage, typePageOfType } from './land-type-pages.ts'
import {
  kindOfCityOrCounty,
  namedPlaces,
  placeFields,
  segmentOfWords,
  stateFields,
  stateOf,
  stateOfAbbreviation,
  stateOfUrlName,
  wordsOfSegment,
} from './place-names.ts'
import { lowerSegments, pathSegments, searchPath, withQuery } from './search-path.ts'
import { canonicalQuery, queryText, type SearchQuery } from './search-query.ts'
import { canonicalTypes, typeListSegment, typesOfSegment } from './type-list.ts'

// The main land site (spec §2): /{location}/{types | all-land}/{custom…}/ with Title-Case places ('Austin-TX',
// 'Travis-County-TX', 'North-Texas-Region', 'New-Mexico', 'United-States'), and the pages under /search/: land near
// me, auctions, the type pages, state-type pages. Where a /search/ page says the same as the generic form, build
// writes the page; parse reads both.

const auctionsOnly = (c: SearchCriteria) =>
  c.transactionTypes?.length === 1 && c.transactionTypes[0] === transactionType.auction
const hasPlace = (c: SearchCriteria) => Boolean(c.cityName || c.countyName || c.regionName)

/** Land near me has its pages: /search/all-land/ without a state, /search/{State}/{zip}-land-for-sale/ with one. */
const nearMePageFits = (c: SearchCriteria) => !hasPlace(c) && !c.propertyTypes && (!c.stateId || Boolean(c.zip))

/**
 * A city or county needs its state ('Austin-TX'); a region stands alone ('North-Texas-Region'), so its state is not
 * kept. Near me without coordinates is kept only where a near-me page can say it.
 */
function canonical(criteria: SearchCriteria): SearchCriteria {
  const state = stateOf(criteria)
  const place = namedPlaces(criteria, 'title').find((p) => p.kind === 'region' || state)
  const types = canonicalTypes(criteria.propertyTypes)
  const canonical: SearchCriteria = {
    ...(place?.kind === 'region' ? {} : stateFields(state)),
    ...placeFields(place),
    ...(types.length ? { propertyTypes: types } : {}),
    ...canonicalFilters(criteria),
    ...canonicalQuery(criteria),
  }
  if (criteria.isNearMeSearch && nearMePageFits(canonical)) canonical.isNearMeSearch = true
  return canonical
}

function locationSegment(c: SearchCriteria): string {
  if (c.regionName) return `${segmentOfWords(c.regionName)}-Region`
  const place = c.cityName ?? c.countyName
  if (place) return `${segmentOfWords(place)}-${c.stateAbbreviation}`
  return c.stateName ? urlName(c.stateName) : 'United-States'
}

function pathOf(c: SearchCriteria): string[] {
  const types = c.propertyTypes ?? []
  const typePage = types.length === 1 ? typePageOfType.get(types[0]!) : undefined
  const customPage = types.length === 0 ? c.customSearchUrl : undefined
  const filtersBut = (field?: keyof SearchCriteria) => filterSegments(field ? { ...c, [field]: undefined } : c)
  const state = c.stateName && !hasPlace(c) ? urlName(c.stateName) : undefined
  if (c.isNearMeSearch && nearMePageFits(c)) {
    return state
      ? ['search', state, `${c.zip}-land-for-sale`, ...filtersBut('zip')]
      : ['search', 'all-land', ...filtersBut()]
  }
  if (!state && !hasPlace(c)) {
    if (auctionsOnly(c)) {
      return [
        'search',
        'auctions',
        ...(types.length ? [typeListSegment(types)] : []),
        ...filtersBut('transactionTypes'),
      ]
    }
    if (typePage) return ['search', typePage, ...filtersBut()]
    if (customPage) return ['search', customPage, ...filtersBut('customSearchUrl')]
  }
  if (state && typePage) return ['search', state, typePage, ...filtersBut()]
  if (state && customPage) return ['search', state, customPage, ...filtersBut('customSearchUrl')]
  const filters = filterSegments(c)
  if (!types.length && !filters.length) return [locationSegment(c)]
  return [locationSegment(c), types.length ? typeListSegment(types) : 'all-land', ...filters]
}

/** The page of a /search/{page}/ or /search/{State}/{page}/ slug: a type page or a customSearchUrl page. */
function typePage(slug: string): SearchCriteria | undefined {
  const type = typeOfTypePage.get(slug)
  if (type) return { propertyTypes: [type] }
  return customSearchSlugs.has(slug) ? { customSearchUrl: slug } : undefined
}

function readSearchPage([first = '', ...rest]: string[]): SearchCriteria | null {
  const page = first.toLowerCase()
  if (page === 'all-land') return readFilterSegments(lowerSegments(rest), { isNearMeSearch: true })
  if (page === 'auctions') {
    const types = rest[0] === undefined ? undefined : typesOfSegment(rest[0].toLowerCase())
    const given = { transactionTypes: [transactionType.auction], ...(types ? { propertyTypes: types } : {}) }
    return readFilterSegments(lowerSegments(types ? rest.slice(1) : rest), given)
  }
  const countryPage = typePage(page)
  if (countryPage) return readFilterSegments(lowerSegments(rest), countryPage)
  const state = stateOfUrlName(first)
  const [second = '', ...tail] = lowerSegments(rest)
  const [, zip] = /^(\d{5})-land-for-sale$/.exec(second) ?? []
  const statePage = zip ? { zip, isNearMeSearch: true } : typePage(second)
  return state && statePage ? readFilterSegments(tail, { ...stateFields(state), ...statePage }) : null
}

function readLocation(segment: string): SearchCriteria | undefined {
  if (segment.toLowerCase() === 'united-states') return {}
  const state = stateOfUrlName(segment)
  if (state) return stateFields(state)
  const [, region] = /^(.+)-region$/i.exec(segment) ?? []
  if (region) {
    const words = wordsOfSegment(region)
    return words ? { regionName: words } : undefined
  }
  const [, name = '', abbreviation = ''] = /^(.+)-([A-Za-z]{2})$/.exec(segment) ?? []
  const [words, placeState] = [wordsOfSegment(name), stateOfAbbreviation(abbreviation)]
  if (!words || !placeState) return undefined
  return { ...stateFields(placeState), ...placeFields({ kind: kindOfCityOrCounty(words), words }) }
}

function readLocationPath([first = '', second, ...rest]: string[]): SearchCriteria | null {
  const location = readLocation(first)
  if (!location) return null
  if (second === undefined) return location
  const slot = second.toLowerCase()
  if (slot === 'all-land') return readFilterSegments(lowerSegments(rest), location)
  const types = typesOfSegment(slot)
  // Custom segments straight after the location read too; build writes all-land between.
  if (!types) return readFilterSegments(lowerSegments([second, ...rest]), location)
  return readFilterSegments(lowerSegments(rest), { ...location, propertyTypes: types })
}

export const landSearchUrl = {
  canonical,
  build(criteria: SearchCriteria): string {
    const c = canonical(criteria)
    return searchPath(pathOf(c), true, queryText(c))
  },
  read(pathname: string, search?: SearchQuery): SearchCriteria | null {
    const segments = pathSegments(pathname)
    if (!segments?.length) return null
    return withQuery(segments[0] === 'search' ? readSearchPage(segments.slice(1)) : readLocationPath(segments), search)
  },
}
