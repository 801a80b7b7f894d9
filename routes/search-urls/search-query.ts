import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { roughLocationParameter } from '../../web/search/rough-location-mark.ts'
import { searchViewParameter } from '../../web/search/search-view.ts'
import { wellFormed } from '../links/url-name.ts'
import { numberText, readNumber, roundTo } from './url-numbers.ts'

// The query string every brand's search URL shares: keyword, map bounds, map zoom and a drawn area, in that order.
// Other parameters (tracking, login tokens) are not search criteria and are left to whoever reads them.

/** What a search URL's query string is given: the string ('?a=b' or 'a=b'), parsed parameters, or a router's
 *  search object (whose values may already be numbers). */
export type SearchQuery = string | URLSearchParams | Readonly<Record<string, unknown>>

/** The query parameters that are search criteria; any other (tracking, a login token) is not the codec's. */
export const searchQueryKeys = ['keyword', 'bounds', 'zoom', 'area'] as const

/**
 * Every query parameter a search page reads: what its render, its loader and a cached copy depend on. Besides the
 * criteria, the view (list or map) and the mark of a near-me point that is the connection's rough one.
 */
export const searchPageParameters: readonly string[] = [...searchQueryKeys, searchViewParameter, roughLocationParameter]

const boundsFields = ['lowerLeftLatitude', 'lowerLeftLongitude', 'upperRightLatitude', 'upperRightLongitude'] as const
const coordinateDecimals = 6
const zoomDecimals = 2

export function canonicalQuery(criteria: SearchCriteria): SearchCriteria {
  const keyword = wellFormed(criteria.keywordQuery?.trim() ?? '')
  const area = wellFormed(criteria.mapEncodedCords ?? '')
  const bounds = boundsFields.every((field) => criteria[field] !== undefined)
  return {
    ...(keyword ? { keywordQuery: keyword } : {}),
    ...(bounds
      ? Object.fromEntries(boundsFields.map((field) => [field, roundTo(criteria[field]!, coordinateDecimals)]))
      : {}),
    ...(criteria.mapZoomLevel === undefined ? {} : { mapZoomLevel: roundTo(criteria.mapZoomLevel, zoomDecimals) }),
    ...(area ? { mapEncodedCords: area } : {}),
  }
}

/** '?keyword=…&bounds=…&zoom=…&area=…' of canonical criteria, '' when none. */
export function queryText(canonical: SearchCriteria): string {
  const parts: string[] = []
  if (canonical.keywordQuery) parts.push(`keyword=${encodeURIComponent(canonical.keywordQuery)}`)
  if (canonical.lowerLeftLatitude !== undefined)
    parts.push(`bounds=${boundsFields.map((field) => numberText(canonical[field]!)).join(',')}`)
  if (canonical.mapZoomLevel !== undefined) parts.push(`zoom=${numberText(canonical.mapZoomLevel)}`)
  if (canonical.mapEncodedCords) parts.push(`area=${encodeURIComponent(canonical.mapEncodedCords)}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

function parameter(query: SearchQuery | undefined, name: string): string | undefined {
  if (query === undefined) return undefined
  if (typeof query === 'string') return new URLSearchParams(query).get(name) ?? undefined
  if (query instanceof URLSearchParams) return query.get(name) ?? undefined
  const value = query[name]
  return typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? `${value}`
      : undefined
}

/** The criteria of the query string, or null when a search parameter is malformed. */
export function readQuery(query: SearchQuery | undefined): SearchCriteria | null {
  const criteria: SearchCriteria = {}
  const keyword = parameter(query, 'keyword')?.trim()
  if (keyword) criteria.keywordQuery = keyword
  const bounds = parameter(query, 'bounds')
  if (bounds) {
    const corners = bounds.split(',').map((text) => readNumber(text, true))
    if (corners.length !== boundsFields.length || corners.some((n) => n === undefined)) return null
    boundsFields.forEach((field, i) => (criteria[field] = corners[i]))
  }
  const zoom = parameter(query, 'zoom')
  if (zoom) {
    criteria.mapZoomLevel = readNumber(zoom)
    if (criteria.mapZoomLevel === undefined) return null
  }
  const area = parameter(query, 'area')
  if (area) criteria.mapEncodedCords = area
  return criteria
}
