import * as v from 'valibot'
import { searchCriteria, type SearchCriteria } from '../../web/search/search-criteria.ts'
import { readQuery, type SearchQuery } from './search-query.ts'

/** The segments of a path ('/a/b/' and '/a/b' -> ['a', 'b']), or undefined when one inside it is empty ('/a//b'). */
export function pathSegments(pathname: string): string[] | undefined {
  if (!pathname.startsWith('/')) return undefined
  const segments = pathname.slice(1).split('/')
  if (segments.at(-1) === '') segments.pop()
  return segments.includes('') ? undefined : segments
}

export const lowerSegments = (segments: readonly string[]): string[] => segments.map((s) => s.toLowerCase())

/** The criteria of a path and its query string, or null when either is not a search or the whole is out of the
 *  criteria's ranges (a latitude of 91, page 401): what parse returns is always valid criteria. */
export function withQuery(fromPath: SearchCriteria | null, query: SearchQuery | undefined): SearchCriteria | null {
  if (!fromPath) return null
  const fromQuery = readQuery(query)
  if (!fromQuery) return null
  const criteria = { ...fromPath, ...fromQuery }
  return v.is(searchCriteria, criteria) ? criteria : null
}

/** '/' + the segments + the query; the brands that end paths with a slash add one. */
export const searchPath = (segments: readonly string[], trailingSlash: boolean, query: string): string =>
  `/${segments.join('/')}${trailingSlash ? '/' : ''}${query}`
