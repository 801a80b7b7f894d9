import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { readQuery, type SearchQuery } from './search-query.ts'

/** The segments of a path ('/a/b/' and '/a/b' -> ['a', 'b']), or undefined when one inside it is empty ('/a//b'). */
export function pathSegments(pathname: string): string[] | undefined {
  if (!pathname.startsWith('/')) return undefined
  const segments = pathname.slice(1).split('/')
  if (segments.at(-1) === '') segments.pop()
  return segments.includes('') ? undefined : segments
}

export const lowerSegments = (segments: readonly string[]): string[] => segments.map((s) => s.toLowerCase())

/** The criteria of a path and its query string, or null when either is not a search. Read only: whether they are in
 *  the criteria's ranges (a latitude of 91, page 401) is checkedCriteria's to say (web/search/search-criteria.ts). */
export function withQuery(fromPath: SearchCriteria | null, query: SearchQuery | undefined): SearchCriteria | null {
  if (!fromPath) return null
  const fromQuery = readQuery(query)
  if (!fromQuery) return null
  const criteria = { ...fromPath, ...fromQuery }
  return criteria
}

/** '/' + the segments + the query; the brands that end paths with a slash add one. */
export const searchPath = (segments: readonly string[], trailingSlash: boolean, query: string): string =>
  `/${segments.join('/')}${trailingSlash ? '/' : ''}${query}`
