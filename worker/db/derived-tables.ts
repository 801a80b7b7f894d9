import { allSitesId } from '../../brands/site-ids.ts'
import type { Db } from './db.ts'

// Tables the worker derives from what a load writes: place_listing_counts from the listings, place_trigrams from the
// places' names. Triggers or nothing keep them while the site runs; what they cannot see is a load (the seed tool runs
// with triggers off, the reference data upserts places). So each remembers in site_stats the load it was filled after
// (its marker) and is filled afresh, once, by the first request that finds the marker moved.

/** The site_stats row in which the reference data notes what it loaded (reference-data.ts). */
export const referenceDataStat = 'reference-data'

export interface DerivedTable {
  /** Its row in site_stats. */
  statName: string
  /** What names the last load it must follow, as a SQL expression (text or NULL). */
  loadMarker: string
  /** The statements that fill it afresh; the marker is noted in the same batch. */
  refill: (db: Db) => D1PreparedStatement[]
}

const storedMarker = (table: DerivedTable) =>
  `(SELECT value FROM site_stats WHERE site_id = ${allSitesId} AND name = '${table.statName}')`

/**
 * Runs statements that read derived tables, in one batch with the check that each follows the last load; when one
 * does not, fills it afresh and runs them again.
 */
export async function withFreshTables<T>(
  db: Db,
  tables: readonly DerivedTable[],
  statements: D1PreparedStatement[],
): Promise<D1Result<T>[]> {
  const checks = tables.map((table) => db.prepare(`SELECT ${storedMarker(table)} IS ${table.loadMarker} AS fresh`))
  const results = await db.batch<T>([...checks, ...statements])
  const stale = tables.filter((_, i) => !(results[i]!.results[0] as { fresh: number }).fresh)
  if (stale.length === 0) return results.slice(tables.length)
  for (const table of stale) await refillTable(db, table)
  return db.batch<T>(statements)
}

async function refillTable(db: Db, table: DerivedTable): Promise<void> {
  await db.batch([
    ...table.refill(db),
    db
      .prepare(
        `INSERT INTO site_stats (site_id, name, data_version, value, computed_at)
         SELECT ?1, ?2, version, ${table.loadMarker}, ?3 FROM data_version WHERE id = 1
         ON CONFLICT (site_id, name) DO UPDATE SET data_version = excluded.data_version, value = excluded.value,
           computed_at = excluded.computed_at`,
      )
      .bind(allSitesId, table.statName, new Date().toISOString()),
  ])
}
