import {
  marketStatus,
  propertyTypeFlag,
  propertyTypeNames,
  type PropertyTypeName,
} from '../../web/rules/listing-rules.ts'
import { siteMaskOf } from '../../brands/site-ids.ts'
import { siteStat } from './site-stats.ts'
import type { PopularState } from '../../web/api/popular.ts'
import type { Db } from './db.ts'

export const activeStatuses = `${marketStatus.available}, ${marketStatus.underContract}`

/** States with their active listing count on the site, the most listings first. */
export function popularStates(db: Db, siteId: number): Promise<PopularState[]> {
  return siteStat(db, siteId, 'popular-states', async () => {
    const { results } = await db
      .prepare(
        `SELECT s.id, s.name, s.abbreviation, s.slug, COUNT(l.id) AS listingCount
         FROM states s
         LEFT JOIN listings l ON l.state_id = s.id AND l.market_status IN (${activeStatuses}) AND (l.site_mask & ?1) != 0
        GROUP BY s.id
        ORDER BY listingCount DESC, s.name`,
      )
      .bind(siteMaskOf(siteId))
      .all<PopularState>()
    return results
  })
}

// Waterfront is the union of three flags, so it is counted from them rather than listed on its own.
const countedTypes = (Object.keys(propertyTypeFlag) as PropertyTypeName[]).filter((type) => type !== 'waterfront')

/** Property type names, the types with the most active listings on the site first. */
export function popularPropertyTypeNames(db: Db, siteId: number): Promise<string[]> {
  return siteStat(db, siteId, 'popular-property-types', () => countPropertyTypes(db, siteId))
}

async function countPropertyTypes(db: Db, siteId: number): Promise<string[]> {
  const sums = countedTypes.map((type) => `SUM((type_flags & ${propertyTypeFlag[type]}) != 0) AS "${type}"`).join(', ')
  const row = await db
    .prepare(`SELECT ${sums} FROM listings WHERE market_status IN (${activeStatuses}) AND (site_mask & ?1) != 0`)
    .bind(siteMaskOf(siteId))
    .first<Record<PropertyTypeName, number | null>>()
  return countedTypes
    .map((type) => ({ type, count: row?.[type] ?? 0 }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || propertyTypeNames[a.type].localeCompare(propertyTypeNames[b.type]))
    .map((entry) => propertyTypeNames[entry.type])
}
