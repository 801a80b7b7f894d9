import { env } from 'cloudflare:workers'

// The database as data, to show that a refused attack changed nothing and an injection dropped or emptied nothing.

/** Tables of more rows than this (the geography) are compared by their count: no request of ours writes them. */
const wholeRowsUpTo = 2_000

/** The tables of the schema, D1's and SQLite's own left out. */
export async function tableNames(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'
        AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`,
  ).all<{ name: string }>()
  return results.map((row) => row.name)
}

/** The row count of every table. */
export async function rowCounts(): Promise<Record<string, number>> {
  const names = await tableNames()
  const counts = await env.DB.batch<{ n: number }>(
    names.map((name) => env.DB.prepare(`SELECT count(*) AS n FROM "${name}"`)),
  )
  return Object.fromEntries(names.map((name, i) => [name, counts[i]!.results[0]!.n]))
}

/** Every row of every table (of a large one, its count), one text per table, in a stable order. */
export async function databaseSnapshot(): Promise<Record<string, string>> {
  const counts = await rowCounts()
  const names = Object.keys(counts)
  const whole = names.filter((name) => counts[name]! <= wholeRowsUpTo)
  const rows = await env.DB.batch(whole.map((name) => env.DB.prepare(`SELECT * FROM "${name}"`)))
  const snapshot: Record<string, string> = {}
  for (const name of names) snapshot[name] = `${counts[name]} rows`
  for (const [i, name] of whole.entries()) {
    snapshot[name] = rows[i]!.results.map((row) => JSON.stringify(row))
      .sort()
      .join('\n')
  }
  return snapshot
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name])
}

/**
 * Watches the database across a file's cases: each case asks what changed since the last one looked, so a case that
 * changed something fails alone, not every case after it as well.
 */
export function changeWatch() {
  let last: Record<string, string> = {}
  return {
    start: async () => {
      last = await databaseSnapshot()
    },
    changedSinceLastLook: async () => {
      const now = await databaseSnapshot()
      const changed = changedTables(last, now)
      last = now
      return changed
    },
  }
}
