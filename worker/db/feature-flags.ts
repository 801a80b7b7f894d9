import type { Db } from './db.ts'
/** A flag's value for a site: the site's own row wins over the all-sites row (site 0); unknown is false. */
export async function readFeatureFlag(db: Db, name: string, siteId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT value FROM feature_flags WHERE name = ?1 AND site_id IN (0, ?2) ORDER BY site_id DESC LIMIT 1')
    .bind(name, siteId)
    .first<{ value: number }>()
  return row?.value === 1
}

/** Every flag that applies to a site, as name -> value. */
export async function readFeatureFlags(db: Db, siteId: number): Promise<Record<string, boolean>> {
  const { results } = await db
    .prepare('SELECT name, value, site_id FROM feature_flags WHERE site_id IN (0, ?1) ORDER BY site_id')
    .bind(siteId)
    .all<{ name: string; value: number }>()
  // Ordered so the site's own row (higher site_id) is applied last and wins.
  return Object.fromEntries(results.map((row) => [row.name, row.value === 1]))
}
