import type { Db } from './db.ts'
/**
 * A listing aggregate for a site, computed at most once per data version and kept in site_stats.
 * The version is read before computing and stored with the value, so a listing change that lands while
 * the value is computed leaves it stale (recomputed next time), never wrongly fresh.
 */
export async function siteStat<T>(db: Db, siteId: number, name: string, compute: () => Promise<T>): Promise<T> {
  const cached = await db
    .prepare(
      `SELECT v.version, s.value, s.data_version
         FROM data_version v LEFT JOIN site_stats s ON s.site_id = ?1 AND s.name = ?2
        WHERE v.id = 1`,
    )
    .bind(siteId, name)
    .first<{ version: number; value: string | null; data_version: number | null }>()
  if (cached?.value && cached.data_version === cached.version) return JSON.parse(cached.value) as T
  const value = await compute()
  await db
    .prepare(
      `INSERT INTO site_stats (site_id, name, data_version, value, computed_at) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (site_id, name) DO UPDATE SET data_version = excluded.data_version, value = excluded.value,
         computed_at = excluded.computed_at
       WHERE excluded.data_version >= site_stats.data_version`,
    )
    .bind(siteId, name, cached?.version ?? 0, JSON.stringify(value), new Date().toISOString())
    .run()
  return value
}
