import {
  maxPlaceSuggestions,
  placeKinds,
  type PlaceKind,
  type PlaceSuggestion,
} from '../../web/api/place-suggestions.ts'
import { placeQueries, typedText } from './place-suggestion-sql.ts'
import { withFreshPlaceCounts } from './place-listing-counts.ts'
import { placeTrigrams } from './place-trigrams.ts'
import { typoDistance, typosAllowed } from './place-typos.ts'
import type { Db } from './db.ts'

// The search bar's suggestions from the rows of place-suggestion-sql.ts. Ranking: places named exactly first (the
// whole name, a county's short name or a state's abbreviation), then by active listings on the site (then kind, then
// population). Places a typing mistake or two away count only when no name starts with the text, nearest first. Each
// label is offered once (two towns of one name in a state are one to the buyer: the busier stays). No kind takes more
// than half the list while other kinds have places to show, so 'san' offers San Antonio as well as the San… counties.
// The text as a keyword goes after the places named by their whole name and before the first place it outnumbers
// twice: 'creek' is a word of listings all over, more than a place called Creek, and 'travis' mostly Travis County's.

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
  fullyNamed: number
  /** Typo rows: the place's name and the text, folded alike. */
  matchName?: string
  typedName?: string
}
type RankedRow = PlaceRow & { typos: number }

/** At most maxPlaceSuggestions suggestions for the text, best first; places without listings only `withEmpty`. */
export async function placeSuggestions(
  db: Db,
  siteId: number,
  text: string,
  withEmpty = false,
): Promise<PlaceSuggestion[]> {
  const queries = placeQueries(siteId, text, withEmpty)
  if (queries.length === 0) return []
  const statements = queries.map((query) => db.prepare(query.sql).bind(...query.params))
  const results = await withFreshPlaceCounts(db, statements, [placeTrigrams])
  const rowsOf = (role: string) =>
    queries.flatMap((query, i) => (query.role === role ? (results[i]!.results as PlaceRow[]) : []))
  const keywordCount = (rowsOf('keyword')[0]?.listingCount as number | undefined) ?? 0
  const places = rankedPlaces(rowsOf('prefix'), rowsOf('typo'))
  const typed = typedText(text)
  const keyword: PlaceSuggestion[] = keywordCount
    ? [{ kind: 'keyword', label: typed, listingCount: keywordCount, criteria: { keywordQuery: typed } }]
    : []
  const picked = pickPlaces(places, maxPlaceSuggestions - keyword.length)
  const at = picked.findIndex((row) => !row.fullyNamed && row.listingCount * 2 < keywordCount)
  const suggestions = picked.map(suggestionOf)
  suggestions.splice(at < 0 ? suggestions.length : at, 0, ...keyword)
  return suggestions
}

const kindRank = (row: PlaceRow) => placeKinds.indexOf(row.kind)
const byRank = (a: RankedRow, b: RankedRow) =>
  b.exact - a.exact ||
  a.typos - b.typos ||
  b.listingCount - a.listingCount ||
  kindRank(a) - kindRank(b) ||
  (b.population ?? 0) - (a.population ?? 0)

/** Places by rank, each label once: those the text starts, else those within the mistakes it allows. */
function rankedPlaces(prefixRows: PlaceRow[], typoRows: PlaceRow[]): RankedRow[] {
  const typed = typoRows[0]?.typedName ?? ''
  const rows: RankedRow[] = prefixRows.length
    ? prefixRows.map((row) => ({ ...row, typos: 0 }))
    : typoRows
        .map((row) => ({ ...row, typos: typoDistance(typed, row.matchName ?? '') }))
        .filter((row) => row.typos <= typosAllowed(typed))
  const seen = new Set<string>()
  return rows.sort(byRank).filter((row) => {
    const label = labelOf(row).toLowerCase()
    if (seen.has(label)) return false
    seen.add(label)
    return true
  })
}

function pickPlaces(rows: RankedRow[], most: number): RankedRow[] {
  const share = maxPlaceSuggestions / 2
  const taken = new Map<PlaceKind, number>()
  const first: RankedRow[] = []
  const rest: RankedRow[] = []
  for (const row of rows) {
    const count = taken.get(row.kind) ?? 0
    if (row.exact || count < share) {
      first.push(row)
      taken.set(row.kind, count + 1)
    } else rest.push(row)
  }
  return [...first, ...rest].slice(0, most).sort(byRank)
}

function labelOf(row: PlaceRow): string {
  if (row.kind === 'state') return row.name
  if (row.kind === 'zip' && row.countyName) return `${row.name}, ${row.countyName}, ${row.stateAbbreviation}`
  return `${row.name}, ${row.stateAbbreviation}`
}

function suggestionOf(row: PlaceRow): PlaceSuggestion {
  const state = { stateId: row.stateId, stateName: row.stateName, stateAbbreviation: row.stateAbbreviation }
  const place = (criteria: PlaceSuggestion['criteria']): PlaceSuggestion => ({
    kind: row.kind,
    label: labelOf(row),
    listingCount: row.listingCount,
    criteria: { ...criteria, ...state },
  })
  const id = Number(row.id)
  switch (row.kind) {
    case 'state':
      return place({})
    case 'region':
      return place({ regionName: row.name, regionIdList: [id] })
    case 'county':
      return place({ countyName: row.name, countyIdList: [id] })
    case 'city':
      return place({ cityName: row.name, cityIdList: [id] })
    case 'lake':
      return place({ lakeIdList: [id] })
    case 'zip':
      return place({ zip: String(row.id) })
  }
}
