// Query strings as plain text. TanStack Router reads query values as JSON by default ('?keyword=123' becomes a
// number, '?keyword="cabin"' loses its quotes), which would change what a buyer typed and make a search URL
// differ from the one its codec builds. Every value here stays the string it was.
import { searchQueryKeys } from './search-urls/search-query.ts'

export function parsePlainSearch(searchStr: string): Record<string, string> {
  const values: Record<string, string> = {}
  // Own keys only: `key in values` also saw Object.prototype, so ?toString=… or ?constructor=… was never read.
  for (const [key, value] of new URLSearchParams(searchStr)) if (!Object.hasOwn(values, key)) values[key] = value
  return values
}

export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue
    params.append(key, typeof value === 'string' ? value : JSON.stringify(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * The canonical href with the query parameters that are not search criteria (tracking tags, a login token) kept as
 * they came, and its query written the way the router writes location.searchStr, so equal URLs compare equal.
 */
export function withOtherParameters(canonical: string, currentSearch: string): string {
  const queryStart = canonical.indexOf('?')
  const path = queryStart < 0 ? canonical : canonical.slice(0, queryStart)
  const query = parsePlainSearch(queryStart < 0 ? '' : canonical.slice(queryStart))
  const searchKeys: readonly string[] = searchQueryKeys
  for (const [key, value] of Object.entries(parsePlainSearch(currentSearch))) {
    if (!searchKeys.includes(key)) query[key] = value
  }
  return `${path}${stringifyPlainSearch(query)}`
}
