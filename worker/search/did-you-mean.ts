import type { DidYouMean } from '../../web/api/did-you-mean.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { withKeyword, withPlace } from '../../web/search/search-place.ts'
import { placeSuggestions } from '../db/place-suggestions.ts'
import type { Db } from '../db/db.ts'
import { ftsQuery } from './keyword.ts'
import { resolvePlaces } from './place-resolution.ts'

// "Did you mean …?" for a search that found nothing (web/api/did-you-mean.ts). Two misspellings are put right, each
// with the place the search bar would offer first for the name (place-suggestions.ts: typo-tolerant, places with
// listings only):
// - a place the criteria name that does not exist ('Bozman' in MT): the place meant, in the same state if one is named;
// - a keyword no listing has: the keyword read as a place ('Montanna'), else a word of it that no listing has
//   ('montanna ranch' is ranch land in Montana). A keyword that listings have is spelt right: the filters found nothing.

/** Words of a keyword tried one by one: a buyer's phrase is short, and each costs a round of suggestions. */
const maxWordsTried = 4

export async function didYouMean(db: Db, criteria: SearchCriteria, siteId: number): Promise<DidYouMean | null> {
  const places = await resolvePlaces(db, criteria)
  if ('field' in places) {
    const name = misspeltName(criteria, places.field)
    return name ? placeMeant(db, siteId, name, (place) => withPlace(criteria, place)) : null
  }
  const keyword = criteria.keywordQuery?.trim()
  if (!keyword) return null
  const words = keyword.split(/\s+/)
  const tried = [keyword, ...(words.length > 1 ? words.slice(0, maxWordsTried) : [])]
  const found = await listingsHave(db, tried)
  if (found[0]) return null
  for (const [i, text] of tried.entries()) {
    if (found[i]) continue
    const rest = i === 0 ? undefined : words.filter((word) => word !== text).join(' ')
    const meant = await placeMeant(db, siteId, text, (place) => withPlace(withKeyword(criteria, rest), place))
    if (meant) return meant
  }
  return null
}

/** The name of the place the criteria named in the field found missing, with its state when another names it. */
function misspeltName(criteria: SearchCriteria, field: keyof SearchCriteria): string | null {
  if (field === 'stateName') return criteria.stateName ?? null
  const name = field === 'cityName' || field === 'countyName' || field === 'regionName' ? criteria[field] : undefined
  if (!name) return null
  const state = field === 'regionName' ? undefined : criteria.stateAbbreviation
  return state ? `${name}, ${state}` : name
}

async function placeMeant(
  db: Db,
  siteId: number,
  text: string,
  searchThere: (place: SearchCriteria) => SearchCriteria,
): Promise<DidYouMean | null> {
  const place = (await placeSuggestions(db, siteId, text)).find((suggestion) => suggestion.kind !== 'keyword')
  return place ? { label: place.label, listingCount: place.listingCount, criteria: searchThere(place.criteria) } : null
}

/** Whether any listing (any status, any site) has each text as a keyword search reads it. */
async function listingsHave(db: Db, texts: string[]): Promise<boolean[]> {
  const queries = texts.map((text) => ftsQuery(text))
  const statements = queries.flatMap((query) =>
    query
      ? [db.prepare('SELECT EXISTS (SELECT 1 FROM listings_fts WHERE listings_fts MATCH ?1) AS found').bind(query)]
      : [],
  )
  const results = statements.length ? await db.batch<{ found: number }>(statements) : []
  let next = 0
  // A text without words (punctuation only) has no listings either.
  return queries.map((query) => (query ? !!results[next++]!.results[0]!.found : false))
}
