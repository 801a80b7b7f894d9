import { siteMaskOf } from '../../brands/site-ids.ts'
import { withoutCountyWord } from '../../routes/search-urls/place-names.ts'
import { keywordCountLimit, maxPlaceSuggestions, placeKinds, type PlaceKind } from '../../web/api/place-suggestions.ts'
import { ftsQuery } from '../search/keyword.ts'
import { foldedNameSql, trigramKinds, typoCandidatesCtes, type TrigramKind } from './place-trigrams.ts'
import { typosAllowed } from './place-typos.ts'
import { activeStatuses } from './popular-queries.ts'

// The statements of one suggestion request, sent to D1 in one batch:
// - per kind of place, the places whose name starts with what the buyer typed: one indexed range each (a NOCASE range,
//   not LIKE, so '%', '_' and '\' are plain characters). 'Austin, T' is read as a name and the start of a state;
// - per kind of place but ZIPs, the places whose name shares the most trigrams with it (place-trigrams.ts), to be
//   told apart by typing mistakes in place-suggestions.ts; read only when no name starts with the text, so typing a
//   name that exists costs a probe of each name index, not a read of trigrams;
// - the listings that have the text as a keyword (up to keywordCountLimit), through the search's own FTS query.
// Places without listings on the site are left out unless asked for.

/** The highest code point: every name that starts with the prefix sorts between the prefix and prefix + this. */
const afterPrefix = '\u{10FFFF}'

// Parameters: ?1 the site's mask, ?2 the name typed (lower case), ?3 ?2 + afterPrefix, ?4 what follows a comma or '',
// ?5 1 to keep places without listings; for the trigram statements ?6 the name without a county word ('Travis' of
// 'Travis County') and ?7 the typing mistakes allowed.
const starts = (column: string) => `${column} COLLATE NOCASE BETWEEN ?2 AND ?3`
const inState = `(?4 = '' OR lower(substr(s.abbreviation, 1, length(?4))) = ?4 OR lower(substr(s.name, 1, length(?4))) = ?4)`
const named = (column: string) =>
  `${column} = ?2 COLLATE NOCASE AND (?4 = '' OR lower(s.abbreviation) = ?4 OR lower(s.name) = ?4)`
const listed = '(?5 OR listingCount > 0)'

/** Where each kind of place is, how its name is matched, and what makes it an exact match. */
interface PlaceSource {
  /** The place's table (p, or s for a state) joined to its state (s). */
  from: string
  id: string
  name: string
  match: string
  /** Named exactly: the whole name, a county's short name, a state's abbreviation. */
  exact: string
  /** Named exactly by the whole of its name ('Creek' is Creek County's short name, not its name). */
  fullyNamed?: string
  population?: string
  countyName?: string
}

const inStateOf = (table: string) => `${table} p JOIN states s ON s.id = p.state_id`
const sources: Record<PlaceKind, PlaceSource> = {
  state: {
    from: 'states s',
    id: 's.id',
    name: 's.name',
    match: `?4 = '' AND (${starts('s.name')} OR s.abbreviation = ?2 COLLATE NOCASE)`,
    exact: 's.name = ?2 COLLATE NOCASE OR s.abbreviation = ?2 COLLATE NOCASE',
    population: 's.population',
  },
  region: { from: inStateOf('regions'), id: 'p.id', name: 'p.name', match: starts('p.name'), exact: named('p.name') },
  county: {
    from: inStateOf('counties'),
    id: 'p.id',
    name: 'p.name_full',
    match: starts('p.name_full'),
    exact: `${named('p.name')} OR ${named('p.name_full')}`,
    fullyNamed: named('p.name_full'),
    population: 'p.population',
  },
  city: {
    from: inStateOf('cities'),
    id: 'p.id',
    name: 'p.name',
    match: starts('p.name'),
    exact: named('p.name'),
    population: 'p.population',
  },
  lake: { from: inStateOf('lakes'), id: 'p.id', name: 'p.name', match: starts('p.name'), exact: named('p.name') },
  zip: {
    from: `${inStateOf('zips')} LEFT JOIN counties c ON c.id = p.county_id`,
    id: 'p.zip',
    name: 'p.zip',
    match: 'p.zip BETWEEN ?2 AND ?3',
    exact: named('p.zip'),
    countyName: 'c.name_full',
  },
}

/** The place's active listings on the site: the rows of the site masks that have the site's bit. */
const listingCount = (kind: PlaceKind, id: string) =>
  `(SELECT ifnull(sum(n.listing_count), 0) FROM place_listing_counts n
     WHERE n.kind = '${kind}' AND n.place_key = CAST(${id} AS TEXT) AND (n.site_mask & ?1) != 0)`

const placeColumns = (kind: PlaceKind, place: PlaceSource) =>
  `'${kind}' AS kind, ${place.id} AS id, ${place.name} AS name, s.id AS stateId, s.name AS stateName,
   s.abbreviation AS stateAbbreviation, ${place.countyName ?? 'NULL'} AS countyName,
   ${listingCount(kind, place.id)} AS listingCount, ${place.population ?? 'NULL'} AS population,
   (${place.exact}) AS exact, (${place.fullyNamed ?? place.exact}) AS fullyNamed`

const prefixSql = (kind: PlaceKind, place: PlaceSource) =>
  `SELECT ${placeColumns(kind, place)}
     FROM ${place.from}
    WHERE ${place.match} AND ${inState} AND ${listed}
    ORDER BY exact DESC, listingCount DESC, population DESC, name LIMIT ${maxPlaceSuggestions}`

/** No name of any kind starts with the text (a place without listings too): only then are misspellings looked for. */
const noNameStarts = trigramKinds
  .map((kind) => `NOT EXISTS (SELECT 1 FROM ${sources[kind].from} WHERE ${sources[kind].match} AND ${inState})`)
  .join(' AND ')

/** Places of a kind by trigrams, with their name and the text typed as trigrams fold them, for counting mistakes. */
const typoSql = (kind: TrigramKind, place: PlaceSource) =>
  `WITH RECURSIVE ${typoCandidatesCtes(kind, noNameStarts)}
   SELECT ${placeColumns(kind, place)}, ${foldedNameSql(kind === 'state' ? 's.name' : 'p.name')} AS matchName,
          (SELECT substr(padded, 2) FROM names) AS typedName
     FROM candidates c, ${place.from}
    WHERE ${place.id} = c.place_key AND ${inState} AND ${listed}
    ORDER BY c.shared DESC, listingCount DESC LIMIT ${maxPlaceSuggestions * 4}`

/** The text's listings as a keyword search finds them, active on the site, counted up to keywordCountLimit. */
const keywordSql = `SELECT count(*) AS listingCount FROM (
    SELECT 1 FROM listings_fts f CROSS JOIN listings l INDEXED BY search_id
     WHERE f.listings_fts MATCH ?1 AND l.id = f.rowid AND l.market_status IN (${activeStatuses})
       AND (l.site_mask & ?2) != 0
     LIMIT ${keywordCountLimit})`

export type SuggestionQuery =
  | { role: 'prefix' | 'typo'; kind: PlaceKind; sql: string; params: unknown[] }
  | { role: 'keyword'; sql: string; params: unknown[] }

/** The text as the statements read it: lower case, single spaces. */
export const typedText = (text: string) => text.toLowerCase().trim().replace(/\s+/g, ' ')

/** A keyword is offered when a word of it has this many letters or digits: 'a', 'tx' or 'or 1' is in most listings,
 *  never meant alone. */
const keywordLetters = 3
const keywordWord = new RegExp(`[\\p{L}\\p{N}]{${keywordLetters}}`, 'u')

/** The statements of one request; none when no name was typed (', TX'). */
export function placeQueries(siteId: number, text: string, withEmpty = false): SuggestionQuery[] {
  const [name = '', ...state] = typedText(text).split(',')
  const typed = name.trim()
  if (!typed) return []
  const mask = siteMaskOf(siteId)
  const params = [mask, typed, typed + afterPrefix, state.join(',').trim(), withEmpty ? 1 : 0]
  const queries: SuggestionQuery[] = placeKinds.map((kind) => ({
    role: 'prefix',
    kind,
    sql: prefixSql(kind, sources[kind]),
    params,
  }))
  const nameOnly = withoutCountyWord(typed)
  const typos = typosAllowed(nameOnly)
  if (typos > 0) {
    for (const kind of trigramKinds)
      queries.push({ role: 'typo', kind, sql: typoSql(kind, sources[kind]), params: [...params, nameOnly, typos] })
  }
  const keyword = state.length || !keywordWord.test(typed) ? null : ftsQuery(typed)
  if (keyword) queries.push({ role: 'keyword', sql: keywordSql, params: [keyword, mask] })
  return queries
}
