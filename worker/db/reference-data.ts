// The rows a deployed database needs before it has a single listing, as a SQL file for `wrangler d1 execute --file`
// (worker/tools/reference-data-sql.ts, README "Deploy"): the geography the seed loads, built by the seed's own
// builders from the same CSVs, and the row of each feature flag the dashboard must be able to switch. Nothing the
// business or its visitors create (sellers, listings, lenders, users) is in it.
//
// The file may be applied again at any time, after a change of the CSVs too:
// - each row is an upsert on its key that writes only when a value differs, so a second run writes no row at all
//   (D1 bills rows written) and place ids never change under the listings that point at them;
// - a URL name that moves from one place to another (two towns of one name whose populations swap ranks) would break a
//   UNIQUE index half-way, so before a table's upserts every row holding a name the new data gives to another place
//   is parked on '~' and its own key; the upserts then give each place its new name;
// - the data version is bumped only when the data differs from the last load, so edge-cached pages (whose key holds
//   it) show the new places, and an unchanged run leaves it alone;
// - places dropped from the CSVs stay: listings may still point at them.
// Every statement is one line (a JSON literal holds no raw newline, so a test can split the file by lines) and at most
// maxStatementBytes long: D1 refuses a statement over 100,000 bytes. No BEGIN or COMMIT: D1 loads a file whole or not.
import { allSitesId } from '../../brands/site-ids.ts'
import { referenceDataStat } from './derived-tables.ts'
import type { GeoData } from './seed/geo-data.ts'
import { buildGeography, cityRows, countyRows, regionRows, stateRows, zipRows } from './seed/geography.ts'
import { buildLakes, lakeRows } from './seed/lakes.ts'
import { loadOrder } from './seed/load-order.ts'
import { chunkValues, tableColumns, type SeedChunk, type SeedTable, type Value } from './seed/tables.ts'

/** Each reference table's key and its UNIQUE column sets besides it (the migrations'; the test reads them back). */
export const referenceTables = {
  states: { key: 'id', unique: [['fips'], ['abbreviation'], ['name'], ['slug']] },
  regions: { key: 'id', unique: [['slug'], ['state_id', 'name']] },
  counties: { key: 'id', unique: [['geoid'], ['slug']] },
  cities: { key: 'id', unique: [['slug']] },
  zips: { key: 'zip', unique: [] },
  lakes: { key: 'id', unique: [['slug']] },
} as const satisfies Partial<Record<SeedTable, { key: string; unique: readonly (readonly string[])[] }>>
type ReferenceTable = keyof typeof referenceTables

// A tenth under D1's limit, in case it counts a statement otherwise than in UTF-8 bytes.
const maxStatementBytes = 90_000
const utf8 = new TextEncoder()

// The flag the rural-land site's Finance Center waits for (web/api/finance.ts). Off: a new site has no lenders to
// show; the admin switches it on in the dashboard, which lists only flags that have a row. Never overwritten.
const deployedFlags = ['financeCenter'] as const

const now = "strftime('%Y-%m-%dT%H:%M:%SZ', 'now')"

const sqlText = (text: string): string => `'${text.replaceAll("'", "''")}'`

/** Statements `head || json_each('[rows]') || tail`, as many rows each as fit under maxStatementBytes. */
function* statementsOf(head: string, rows: readonly Value[][], tail: string): Generator<string> {
  const frame = utf8.encode(head + tail).length + 4 // the quotes and brackets around the JSON
  let parts: string[] = []
  let size = frame
  const statement = () => `${head}${sqlText(`[${parts.join(',')}]`)}${tail}`
  for (const row of rows) {
    const json = JSON.stringify(row)
    const bytes = utf8.encode(json.replaceAll("'", "''")).length + 1
    if (frame + bytes > maxStatementBytes) throw new Error(`reference data: a row of ${bytes} bytes: ${json}`)
    if (parts.length > 0 && size + bytes > maxStatementBytes) {
      yield statement()
      parts = []
      size = frame
    }
    parts.push(json)
    size += bytes
  }
  if (parts.length > 0) yield statement()
}

/** Frees, for the upserts after it, every value of a UNIQUE column set the new rows give to another key. */
function parkStatements(table: ReferenceTable, rows: readonly Value[][], unique: readonly string[]): string[] {
  const { key } = referenceTables[table]
  const columns: readonly string[] = tableColumns[table]
  const picked = [key, ...unique].map((column) => columns.indexOf(column))
  const parked = unique[unique.length - 1]
  const head = `UPDATE ${table} SET ${parked} = '~' || ${table}.${key} FROM (SELECT ${picked
    .map((_, i) => `value->>${i} AS c${i}`)
    .join(', ')} FROM json_each(`
  const tail = `)) AS n WHERE ${unique.map((column, i) => `${table}.${column} = n.c${i + 1}`).join(' AND ')} AND ${table}.${key} <> n.c0`
  return [
    ...statementsOf(
      head,
      rows.map((row) => picked.map((i) => row[i] as Value)),
      tail,
    ),
  ]
}

function upsertStatements(table: ReferenceTable, rows: readonly Value[][]): string[] {
  const { key } = referenceTables[table]
  const columns: readonly string[] = tableColumns[table]
  const rest = columns.filter((column) => column !== key)
  const head = `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${columns.map((_, i) => `value->>${i}`).join(', ')} FROM json_each(`
  const tail = `) WHERE true ON CONFLICT (${key}) DO UPDATE SET ${rest.map((c) => `${c} = excluded.${c}`).join(', ')} WHERE (${rest
    .map((c) => `${table}.${c}`)
    .join(', ')}) IS NOT (${rest.map((c) => `excluded.${c}`).join(', ')})`
  return [...statementsOf(head, rows, tail)]
}

function referenceChunks(data: GeoData): SeedChunk<ReferenceTable>[] {
  const geo = buildGeography(data)
  return [
    { table: 'states', rows: stateRows(geo) },
    { table: 'regions', rows: regionRows(geo) },
    { table: 'counties', rows: countyRows(geo) },
    { table: 'cities', rows: cityRows(geo) },
    { table: 'zips', rows: zipRows(geo) },
    { table: 'lakes', rows: lakeRows(buildLakes(geo)) },
  ]
}

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', utf8.encode(text)))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The whole file: one statement a line, parents before the tables whose foreign keys point at them. */
export async function referenceDataSql(data: GeoData): Promise<string> {
  const chunks = referenceChunks(data).sort((a, b) => loadOrder.indexOf(a.table) - loadOrder.indexOf(b.table))
  const statements: string[] = []
  for (const chunk of chunks) {
    const rows = chunkValues(chunk)
    for (const unique of referenceTables[chunk.table].unique)
      statements.push(...parkStatements(chunk.table, rows, unique))
    statements.push(...upsertStatements(chunk.table, rows))
  }
  for (const name of deployedFlags)
    statements.push(
      `INSERT INTO feature_flags (name, site_id, value, updated_at) VALUES (${sqlText(name)}, ${allSitesId}, 0, ${now}) ON CONFLICT DO NOTHING`,
    )
  // The marker of what was loaded last (site_stats, as place-listing-counts.ts keeps its own): the version moves
  // only when this file's rows differ from it.
  const marker = sqlText(JSON.stringify(await sha256(statements.join('\n'))))
  const stored = `(SELECT value FROM site_stats WHERE site_id = ${allSitesId} AND name = '${referenceDataStat}')`
  statements.push(
    `UPDATE data_version SET version = version + 1, updated_at = ${now} WHERE id = 1 AND ${stored} IS NOT ${marker}`,
    `INSERT INTO site_stats (site_id, name, data_version, value, computed_at) SELECT ${allSitesId}, '${referenceDataStat}', version, ${marker}, ${now} FROM data_version WHERE id = 1 ON CONFLICT (site_id, name) DO UPDATE SET data_version = excluded.data_version, value = excluded.value, computed_at = excluded.computed_at WHERE site_stats.value IS NOT excluded.value`,
  )
  return statements.map((statement) => `${statement};\n`).join('')
}
