// Query strings as plain text. TanStack Router reads query values as JSON by default ('?keyword=123' becomes a
// number, '?keyword="cabin"' loses its quotes), which would change what a buyer typed and make a search URL
// differ from the one its codec builds. Every value here stays the string it was.

export function parsePlainSearch(searchStr: string): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of new URLSearchParams(searchStr)) if (!(key in values)) values[key] = value
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
