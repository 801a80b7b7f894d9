import { siteMaskOf } from '../../brands/site-ids.ts'
import {
  maxPlaceSuggestions,
  placeKinds,
  type PlaceKind,
  type PlaceSuggestion,
} from '../../web/api/place-suggestions.ts'
import { withFreshPlaceCounts } from './place-listing-counts.ts'
import type { Db } from './db.ts'

// Places whose name starts with what the buyer typed. 'Austin, T' is read as a name and the start of a state, the
// way labels read. Each kind is one indexed range query (a NOCASE range, not LIKE, so '%', '_' and '\' are plain
// characters); all kinds go to D1 in one batch, with the check that the listing counts follow the last load.
//
// Ranking: exact matches first (the whole name, a county's short name or a state's abbreviation), then by kind in
// placeKinds order, then by active listings on the site and population. No kind takes more than half the list while
// other kinds have places to show, so 'san' offers San Antonio as well as the many San… counties.

interface PlaceRow {
  kind: PlaceKind
  id: number | string
  name: string
  stateId: number
  stateName: string
  stateAbbreviation: string
  countyName: string | null
  listingCount: number
  population: number | null
  exact: number
}

/** The highest code point: every name that starts with the prefix sorts between the prefix and prefix + this. */
const afterPrefix = '\u{10FFFF}'

// Parameters: ?1 the site's mask, ?2 the name typed (lower case), ?3 ?2 + afterPrefix, ?4 what follows a comma or ''.
const starts = (column: string) => `${column} COLLATE NOCASE BETWEEN ?2 AND ?3`
const inState = `(?4 = '' OR lower(substr(s.abbreviation, 1, length(?4))) = ?4 OR lower(substr(s.name, 1, length(?4))) = ?4)`
const named = (column: string) =>
  `${column} = ?2 COLLATE NOCASE AND (?4 = '' OR lower(s.abbreviation) = ?4 OR lower(s.name) = ?4)`

/** Where each kind of place is, how its name is matched, and what makes it an exact match. */
interface PlaceSource {
  /** The place's table (p, or s for a state) joined to its state (s). */
  from: string
  id: string
  name: string
  match: string
  exact: string
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

const placeSql = (kind: PlaceKind, place: PlaceSource) =>
  `SELECT '${kind}' AS kind, ${place.id} AS id, ${place.name} AS name, s.id AS stateId, s.name AS stateName,
          s.abbreviation AS stateAbbreviation, ${place.countyName ?? 'NULL'} AS countyName,
          ${listingCount(kind, place.id)} AS listingCount, ${place.population ?? 'NULL'} AS population,
          (${place.exact}) AS exact
     FROM ${place.from}
    WHERE ${place.match} AND ${inState}
    ORDER BY exact DESC, listingCount DESC, population DESC, name LIMIT ${maxPlaceSuggestions}`

/** The queries of one suggestion request, one per kind of place; none when no name was typed (', TX'). */
export function placeQueries(siteId: number, text: string): { kind: PlaceKind; sql: string; params: unknown[] }[] {
  const [name = '', ...state] = text.toLowerCase().split(',')
  const typed = name.trim().replace(/\s+/g, ' ')
  if (!typed) return []
  const params = [siteMaskOf(siteId), typed, typed + afterPrefix, state.join(',').trim()]
  return placeKinds.map((kind) => ({ kind, sql: placeSql(kind, sources[kind]), params }))
}

/** At most maxPlaceSuggestions places for the text, best first. */
export async function placeSuggestions(db: Db, siteId: number, text: string): Promise<PlaceSuggestion[]> {
  const queries = placeQueries(siteId, text)
  if (queries.length === 0) return []
  const statements = queries.map((query) => db.prepare(query.sql).bind(...query.params))
  const results = await withFreshPlaceCounts(db, statements)
  return pickPlaces(results.flatMap((result) => result.results as PlaceRow[])).map(suggestionOf)
}

const kindRank = (row: PlaceRow) => placeKinds.indexOf(row.kind)
const byRank = (a: PlaceRow, b: PlaceRow) =>
  b.exact - a.exact ||
  kindRank(a) - kindRank(b) ||
  b.listingCount - a.listingCount ||
  (b.population ?? 0) - (a.population ?? 0)

function pickPlaces(rows: PlaceRow[]): PlaceRow[] {
  const share = maxPlaceSuggestions / 2
  const taken = new Map<PlaceKind, number>()
  const first: PlaceRow[] = []
  const rest: PlaceRow[] = []
  for (const row of rows.sort(byRank)) {
    const count = taken.get(row.kind) ?? 0
    if (row.exact || count < share) {
      first.push(row)
      taken.set(row.kind, count + 1)
    } else rest.push(row)
  }
  return [...first, ...rest].slice(0, maxPlaceSuggestions).sort(byRank)
}

function suggestionOf(row: PlaceRow): PlaceSuggestion {
  const state = { stateId: row.stateId, stateName: row.stateName, stateAbbreviation: row.stateAbbreviation }
  const place = (label: string, criteria: PlaceSuggestion['criteria']): PlaceSuggestion => ({
    kind: row.kind,
    label,
    listingCount: row.listingCount,
    criteria: { ...criteria, ...state },
  })
  const inState = `${row.name}, ${row.stateAbbreviation}`
  const id = Number(row.id)
  switch (row.kind) {
    case 'state':
      return place(row.name, {})
    case 'region':
      return place(inState, { regionName: row.name, regionIdList: [id] })
    case 'county':
      return place(inState, { countyName: row.name, countyIdList: [id] })
    case 'city':
      return place(inState, { cityName: row.name, cityIdList: [id] })
    case 'lake':
      return place(inState, { lakeIdList: [id] })
    case 'zip':
      return place(row.countyName ? `${row.name}, ${row.countyName}, ${row.stateAbbreviation}` : inState, {
        zip: String(row.id),
      })
  }
}
