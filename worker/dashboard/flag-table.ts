import { allSitesId, siteIdList } from '../../brands/site-ids.ts'
import type { DashboardFlags, FlagOnSite } from '../../web/api/dashboard.ts'
import { featureFlagDescriptions, featureFlagNames, type FeatureFlag } from '../../web/api/feature-flags.ts'
import type { Db } from '../db/db.ts'

// Feature flags as the dashboard shows them: a row per flag the pages read, with what it does and its value on every
// site, 0 (every site) first. A site's own row wins over the every-site row, as worker/db/feature-flags.ts reads them;
// names are the same flag whatever their case (the table's name column is COLLATE NOCASE). A flag with no row at all
// is listed too, off, so the admin can switch it on.

const dashboardSiteIds = [allSitesId, ...siteIdList]

interface FlagRow {
  name: string
  siteId: number
  value: number
  updatedAt: string
}

export async function flagTableOf(db: Db): Promise<DashboardFlags> {
  const { results } = await db
    .prepare(`SELECT name, site_id AS siteId, value, updated_at AS updatedAt FROM feature_flags ORDER BY site_id`)
    .all<FlagRow>()
  const flags = featureFlagNames.map((name) => {
    const rows = results.filter((row) => row.name.toLowerCase() === name.toLowerCase())
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
    return { name, description: featureFlagDescriptions[name], sites }
  })
  return { flags }
}

/** Sets the flag on the site (0: every site), making its row if it has none; null removes the site's own row. */
export async function setFlag(db: Db, name: FeatureFlag, siteId: number, value: boolean | null, now: Date) {
  if (value === null) {
    await db.prepare('DELETE FROM feature_flags WHERE name = ?1 AND site_id = ?2').bind(name, siteId).run()
    return
  }
  await db
    .prepare(
      `INSERT INTO feature_flags (name, site_id, value, updated_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (name, site_id) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    )
    .bind(name, siteId, value ? 1 : 0, now.toISOString())
    .run()
}
