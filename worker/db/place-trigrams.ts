import { allSitesId } from '../../brands/site-ids.ts'
import type { PlaceKind } from '../../web/api/place-suggestions.ts'
import { referenceDataStat, type DerivedTable } from './derived-tables.ts'

// The trigrams of every place's name (place_trigrams, 0026_place_trigrams.sql), for finding a place whose name was
// misspelt. The same SQL cuts the names and what the buyer typed, so both are folded alike (lower case, no
// punctuation, a space before the first letter). Places change only when a load writes them, so the table is filled
// whole once after each load (derived-tables.ts): about 320,000 rows, 1.5 s here.

/** Kinds of place found by the trigrams of their `name`, with their table: a county by its own name ('Travis'), so
 *  'County' typed after it costs no reads of the thousands of names that end so. ZIPs are digits, typed or not. */
const trigramTables = {
  state: 'states',
  region: 'regions',
  county: 'counties',
  city: 'cities',
  lake: 'lakes',
} as const satisfies Partial<Record<PlaceKind, string>>
export type TrigramKind = keyof typeof trigramTables
export const trigramKinds = Object.keys(trigramTables) as TrigramKind[]

/** Places sharing fewer trigrams than this many of the best are not worth checking letter by letter. */
const candidatesPerKind = 60

/** A name as trigrams see it: lower case, no dots, apostrophes, commas or brackets, hyphens and slashes as spaces. */
export function foldedNameSql(expression: string): string {
  let sql = `lower(${expression})`
  for (const mark of ['.', "''", '’', ',', '(', ')']) sql = `replace(${sql}, '${mark}', '')`
  for (const mark of ['-', '/']) sql = `replace(${sql}, '${mark}', ' ')`
  return `trim(${sql})`
}

/** The CTEs `names(kind, place_key, padded)` of the select given, and `positions` of every trigram of each. */
function trigramCtes(namesSelect: string): string {
  return `names(kind, place_key, padded) AS (${namesSelect}),
    positions(kind, place_key, padded, at) AS (
      SELECT kind, place_key, padded, 1 FROM names
      UNION ALL SELECT kind, place_key, padded, at + 1 FROM positions WHERE at + 3 <= length(padded))`
}

const padded = (expression: string) => `' ' || ${foldedNameSql(expression)}`

const allNames = Object.entries(trigramTables)
  .map(([kind, table]) => `SELECT '${kind}', id, ${padded('name')} FROM ${table}`)
  .join(' UNION ALL ')

const refillSql = `INSERT INTO place_trigrams (trigram, kind, place_key)
  WITH RECURSIVE ${trigramCtes(allNames)}
  SELECT DISTINCT substr(padded, at, 3), kind, place_key FROM positions`

/** place_trigrams, filled afresh after a load of places: the seed (seed_info) or the reference data (its marker). */
export const placeTrigrams: DerivedTable = {
  statName: 'place-trigrams',
  loadMarker: `json_array((SELECT loaded_at FROM seed_info WHERE id = 1),
    (SELECT value FROM site_stats WHERE site_id = ${allSitesId} AND name = '${referenceDataStat}'))`,
  refill: (db) => [db.prepare('DELETE FROM place_trigrams'), db.prepare(refillSql)],
}

/**
 * CTEs for a statement on places of one kind: `candidates(place_key, shared)`, the places sharing the most trigrams
 * with the name typed (?6), at least all but three per edit allowed (?7: one edit changes at most three trigrams), read
 * only `when` (a condition SQLite tests once, before reading any trigram); and `names`, whose `padded` is the typed
 * name folded, after a space.
 */
export const typoCandidatesCtes = (kind: TrigramKind, when: string) =>
  `${trigramCtes(`SELECT 'typed', 0, ${padded('?6')}`)},
  wanted AS (SELECT DISTINCT substr(padded, at, 3) AS trigram FROM positions),
  candidates AS (
    SELECT place_key, count(*) AS shared FROM place_trigrams
     WHERE ${when} AND kind = '${kind}' AND trigram IN (SELECT trigram FROM wanted)
     GROUP BY place_key HAVING shared >= (SELECT count(*) FROM wanted) - 3 * ?7
     ORDER BY shared DESC LIMIT ${candidatesPerKind})`
