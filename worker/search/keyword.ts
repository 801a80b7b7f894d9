// keywordQuery as an FTS5 query. FTS5 has its own syntax (quotes, AND OR NOT NEAR, * ^ :, parentheses, column
// filters), and a buyer's text is not written in it: the text is cut into words here and every word is quoted, so
// nothing typed can be an operator, let alone SQL (the query is a bound value anyway). Words are matched all
// together (FTS5's implicit AND), each as the porter stemmer of listings_fts reads it, in the listing's text only.
// Within a state or counties the query also asks for one of their place tokens (0012_keyword_places.sql): FTS5 then
// hands over the listings of the place that have the words, not every listing that has them.
import type { SearchArea } from './location.ts'

/** Words past this many add nothing a buyer would miss and only make the match slower. */
const maxWords = 12

/** The columns of listings_fts a buyer's words are looked for in: all but places. */
const textColumns = '{title description city_name county_name}'

/** listings_fts.places of a listing: its state and county as tokens (the seed's, the migration's and its trigger's). */
export const placeTokens = (stateId: number, countyId: number) => `s${stateId} c${countyId}`

/** The place tokens one of which a listing of the area has; none for an area they do not describe. */
export function areaTokens(area: SearchArea): string[] {
  if (area.kind === 'state') return [`s${area.stateId}`]
  if (area.kind === 'counties') return area.countyIds.map((id) => `c${id}`)
  return []
}

/** The FTS5 query of the text within the places (any of them; none: anywhere), or null when the text has no words
 *  (then there is no keyword filter). */
export function ftsQuery(text: string | undefined, places: readonly string[] = []): string | null {
  const words = (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu)
  if (!words) return null
  const quoted = [...new Set(words)].slice(0, maxWords).map((word) => `"${word}"`)
  const query = `${textColumns} : (${quoted.join(' ')})`
  return places.length ? `${query} AND places : (${places.map((place) => `"${place}"`).join(' OR ')})` : query
}
