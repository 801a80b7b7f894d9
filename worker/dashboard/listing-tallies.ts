import { siteMaskOf } from '../../brands/site-ids.ts'
import { dashboardLabels, type DashboardSummary } from '../../web/api/dashboard.ts'
import { listingLevel, marketStatus, upgradeTier } from '../../web/rules/listing-rules.ts'
import type { Db } from '../db/db.ts'

// Listings shown on a site by status, level and upgrade tier: one GROUP BY over the covering index of 0019 (no row
// read), a few dozen groups folded here into the three lists the dashboard shows.

interface ListingGroup {
  status: number
  level: number
  upgrade: number
  n: number
}

export const listingGroupsStatement = (db: Db, siteId: number) =>
  db
    .prepare(
      `SELECT market_status AS status, listing_level AS level, upgrade_level_id AS upgrade, count(*) AS n
         FROM listings INDEXED BY listings_status_level_site
        WHERE (site_mask & ?1) != 0
        GROUP BY market_status, listing_level, upgrade_level_id`,
    )
    .bind(siteMaskOf(siteId))

const activeStatuses: readonly number[] = [marketStatus.available, marketStatus.underContract]

type Tally = DashboardSummary['listingsByLevel'][number]

/**
 * A row per value the spec names (`named`, in the order given), zeros included, then one per value the table has
 * that the spec does not name, labelled `${unnamed} ${value}`.
 */
function tally(
  named: readonly (readonly [value: number, label: string])[],
  unnamed: string,
  groups: readonly ListingGroup[],
  valueOf: (group: ListingGroup) => number,
): Tally[] {
  const rows = new Map<number, Tally>(named.map(([id, label]) => [id, { id, label, count: 0, activeCount: 0 }]))
  for (const group of groups) {
    const id = valueOf(group)
    let row = rows.get(id)
    if (!row) rows.set(id, (row = { id, label: `${unnamed} ${id}`, count: 0, activeCount: 0 }))
    row.count += group.n
    if (activeStatuses.includes(group.status)) row.activeCount += group.n
  }
  return [...rows.values()]
}

/** [value, label] of each key of a spec table, in the table's order or by value. */
function labelled<K extends string>(table: Record<K, number>, labels: Record<K, string>, byValue: boolean) {
  const pairs = (Object.keys(table) as K[]).map((key) => [table[key], labels[key]] as const)
  return byValue ? pairs.sort((a, b) => a[0] - b[0]) : pairs
}

const statuses = labelled(marketStatus, dashboardLabels.marketStatus, false)
const levels = labelled(listingLevel, dashboardLabels.listingLevel, true)
const upgrades = labelled(upgradeTier, dashboardLabels.upgradeTier, true)

export function listingTallies(rows: readonly unknown[]) {
  const groups = rows as readonly ListingGroup[]
  const byStatus = tally(statuses, 'Status', groups, (group) => group.status)
  return {
    listings: groups.reduce((sum, group) => sum + group.n, 0),
    activeListings: byStatus.reduce((sum, row) => sum + row.activeCount, 0),
    listingsByStatus: byStatus.map(({ id, label, count }) => ({ id, label, count })),
    listingsByLevel: tally(levels, 'Level', groups, (group) => group.level),
    listingsByUpgrade: tally(upgrades, 'Tier', groups, (group) => group.upgrade),
  }
}
