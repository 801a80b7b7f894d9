import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { lowerUrlName } from '../links/url-name.ts'
import { canonicalFilters, filterSegments, isFilterSegment, readFilterSegments } from './filter-segments.ts'
import { placeFields, stateFields, stateOf, stateOfUrlName } from './place-names.ts'
import { placeAfterState, placeSegment, readPlaceSegment } from './place-segments.ts'
import { pathSegments, searchPath, withQuery } from './search-path.ts'
import { canonicalQuery, queryText, type SearchQuery } from './search-query.ts'
import { canonicalTypes, typeListSegment, typesOfSegment } from './type-list.ts'

// The two brands whose search URLs are all lower case share one grammar (spec §2):
//   {prefix}/{state}-land-for-sale[/{place}][/{types}{typesSuffix}][/{custom…}]   or   {prefix}/{noState}[/{types}…][/{custom…}]
// A place ('austin', 'travis-county', 'north-texas-region') needs its state. Parse reads the segment after the
// state as a type list, else a filter, else the place.

interface LowerCaseShape {
  /** Segments before the location: [] on the rural-land site, ['search'] on the farm-and-ranch site. */
  prefix: readonly string[]
  /** The location segment of a search without a state. */
  noState: string
  /** What follows the type list in its segment: '' ('farms') or '-for-sale' ('farms-for-sale'). */
  typesSuffix: string
  trailingSlash: boolean
}

/** The codec of one lower-case brand: its shape is declared in its URL module (routes/links/landwatch-urls.ts, laf-urls.ts). */
export function lowerCaseSearchUrl(shape: LowerCaseShape) {
  const typesOf = (segment: string) =>
    segment.endsWith(shape.typesSuffix)
      ? typesOfSegment(segment.slice(0, segment.length - shape.typesSuffix.length))
      : undefined
  const isReserved = (segment: string) => typesOf(segment) !== undefined || isFilterSegment(segment)

  function canonical(criteria: SearchCriteria): SearchCriteria {
    const state = stateOf(criteria)
    const types = canonicalTypes(criteria.propertyTypes)
    return {
      ...stateFields(state),
      ...placeFields(state && placeAfterState(criteria, isReserved)),
      ...(types.length ? { propertyTypes: types } : {}),
      ...canonicalFilters(criteria),
      ...canonicalQuery(criteria),
    }
  }

  function pathOf(c: SearchCriteria): string[] {
    const place = placeAfterState(c, isReserved)
    return [
      ...shape.prefix,
      c.stateName ? `${lowerUrlName(c.stateName)}-land-for-sale` : shape.noState,
      ...(place ? [placeSegment(place)] : []),
      ...(c.propertyTypes ? [`${typeListSegment(c.propertyTypes)}${shape.typesSuffix}`] : []),
      ...filterSegments(c),
    ]
  }

  function readPath(segments: string[]): SearchCriteria | null {
    if (shape.prefix.some((segment, i) => segments[i] !== segment)) return null
    const [first = '', ...rest] = segments.slice(shape.prefix.length)
    let criteria: SearchCriteria = {}
    if (first !== shape.noState) {
      const [, stateName = ''] = /^(.+)-land-for-sale$/.exec(first) ?? []
      const state = stateOfUrlName(stateName)
      if (!state) return null
      criteria = stateFields(state)
      if (rest[0] !== undefined && !isReserved(rest[0])) {
        const place = readPlaceSegment(rest.shift()!)
        if (!place) return null
        criteria = { ...criteria, ...placeFields(place) }
      }
    }
    const types = rest[0] === undefined ? undefined : typesOf(rest[0])
    if (types) rest.shift()
    return readFilterSegments(rest, types ? { ...criteria, propertyTypes: types } : criteria)
  }

  return {
    canonical,
    build(criteria: SearchCriteria): string {
      const c = canonical(criteria)
      return searchPath(pathOf(c), shape.trailingSlash, queryText(c))
    },
    read(pathname: string, search?: SearchQuery): SearchCriteria | null {
      const segments = pathSegments(pathname.toLowerCase())
      return segments?.length ? withQuery(readPath(segments), search) : null
    },
  }
}
