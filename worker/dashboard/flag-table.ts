import { allSitesId, siteIdList } from '../../brands/site-ids.ts'
import type { DashboardFlags, FlagOnSite } from '../../web/api/dashboard.ts'
import type { Db } from '../db/db.ts'

// Feature flags as the dashboard shows them: a row per name with its value on every site, 0 (every site) first. A
// site's own row wins over the every-site row, as worker/db/feature-flags.ts reads them; names are the same flag
// whatever their case (the table's name column is COLLATE NOCASE).

const dashboardSiteIds = [allSitesId, ...siteIdList]

interface FlagRow {
  name: string
  siteId: number
  value: number
  updatedAt: string
}

export async function flagTableOf(db: Db): Promise<DashboardFlags> {
  const { results } = await db
    .prepare(
      `SELECT name, site_id AS siteId, value, updated_at AS updatedAt FROM feature_flags
        ORDER BY name COLLATE NOCASE, site_id`,
    )
    .all<FlagRow>()
  const byName = new Map<string, FlagRow[]>()
  for (const row of results) {
    const key = row.name.toLowerCase()
    byName.set(key, [...(byName.get(key) ?? []), row])
  }
  const flags = [...byName.values()].map((rows) => {
    const own = (siteId: number) => rows.find((row) => row.siteId === siteId)
    const everySite = own(allSitesId)?.value === 1
    const sites = dashboardSiteIds.map((siteId): FlagOnSite => {
      const row = own(siteId)
      return {
        siteId,
        value: row ? row.value === 1 : null,
        effective: row ? row.value === 1 : everySite,
        updatedAt: row?.updatedAt ?? null,
      }
    })
    return { name: rows[0]!.name, sites }
  })
  return { flags }
}

/** Sets the flag on the site (0: every site), making its row if it has none. */
export async function setFlag(db: Db, name: string, siteId: number, value: boolean, now: Date) {
  await db
    .prepare(
      `INSERT INTO feature_flags (name, site_id, value, updated_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (name, site_id) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    )
    .bind(name, siteId, value ? 1 : 0, now.toISOString())
    .run()
}
