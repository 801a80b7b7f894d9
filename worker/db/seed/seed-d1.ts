// Seeds a D1 database through its binding (workerd tests, where there is no filesystem and no node:sqlite).
// Same builders as the CLI. Rows travel as one JSON parameter per statement, expanded by json_each():
//   INSERT INTO t (a, b) SELECT value->>0, value->>1 FROM json_each(?1)
// which stays far below D1's 100-bound-parameters limit (one parameter) and its 2 MB value limit (chunks of at most
// ~200 kB), and needs a few dozen statements for a whole test seed instead of thousands of small INSERTs.
// Each row goes as an array of its values in column order, not as the row object with value->>'$.column': the
// arrays are half the JSON and loaded 25-40 % faster in workerd (3,000 listings with every city and ZIP).
import { generateSeed, defaultSeed } from './generate.ts'
import type { GeoText } from './geo-data.ts'
import { clearOrder } from './load-order.ts'
import { chunkValues, tableColumns, type SeedTable, type Value } from './tables.ts'

/** The part of the D1Database binding used here (a real D1Database satisfies it). */
export interface SeedD1Database {
  prepare(query: string): SeedD1Statement
  batch(statements: SeedD1Statement[]): Promise<unknown>
}
export interface SeedD1Statement {
  bind(...values: unknown[]): SeedD1Statement
}

const maxJsonChars = 200_000
const statementsPerBatch = 40

function insertSql(table: SeedTable): string {
  const columns = tableColumns[table]
  return `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${columns.map((_, i) => `value->>${i}`).join(', ')} FROM json_each(?1)`
}

/** Splits rows into JSON arrays of at most maxJsonChars each. */
function* jsonChunks(rows: readonly Value[][]): Generator<string> {
  let parts: string[] = []
  let size = 2
  for (const row of rows) {
    const json = JSON.stringify(row)
    if (parts.length > 0 && size + json.length + 1 > maxJsonChars) {
      yield `[${parts.join(',')}]`
      parts = []
      size = 2
    }
    parts.push(json)
    size += json.length + 1
  }
  if (parts.length > 0) yield `[${parts.join(',')}]`
}

export interface SeedD1Result {
  counts: Partial<Record<SeedTable, number>>
  statements: number
}

/**
 * Empties the seeded tables and loads a seed of `listings` listings: every state, county and region, and the cities
 * and ZIPs of the counties that have listings. D1 enforces foreign keys, so tables are cleared children first and
 * loaded parents first (tables.ts).
 */
export async function seedD1(
  db: SeedD1Database,
  geo: GeoText,
  options: { listings: number; seed?: number },
): Promise<SeedD1Result> {
  const seed = options.seed ?? defaultSeed
  const pending: SeedD1Statement[] = []
  let statements = 0
  const flush = async (all: boolean): Promise<void> => {
    while (pending.length >= (all ? 1 : statementsPerBatch)) {
      const batch = pending.splice(0, statementsPerBatch)
      statements += batch.length
      await db.batch(batch)
    }
  }

  for (const table of clearOrder) {
    pending.push(
      db.prepare(
        table === 'listings_fts'
          ? "INSERT INTO listings_fts(listings_fts) VALUES ('delete-all')"
          : `DELETE FROM ${table}`,
      ),
    )
  }
  pending.push(db.prepare('DELETE FROM seed_info'))
  await flush(true)

  const counts: Partial<Record<SeedTable, number>> = {}
  const prepared = new Map<SeedTable, string>()
  for await (const chunk of generateSeed(geo, { listings: options.listings, seed, citiesOfListedCountiesOnly: true })) {
    const sql = prepared.get(chunk.table) ?? insertSql(chunk.table)
    prepared.set(chunk.table, sql)
    for (const json of jsonChunks(chunkValues(chunk))) pending.push(db.prepare(sql).bind(json))
    counts[chunk.table] = (counts[chunk.table] ?? 0) + chunk.rows.length
    await flush(false)
  }
  pending.push(
    db
      .prepare('INSERT INTO seed_info (id, seed, listings, fingerprint, loaded_at) VALUES (1, ?1, ?2, ?3, ?4)')
      .bind(seed, options.listings, `seedD1:${seed}:${options.listings}`, new Date().toISOString()),
    db.prepare(
      "UPDATE data_version SET version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = 1",
    ),
  )
  await flush(true)
  return { counts, statements }
}
