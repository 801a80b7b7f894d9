import { siteMaskOf } from '../../brands/site-ids.ts'
import type { FinanceArea, FinanceCenterListings } from '../../web/api/partner-pages.ts'
import { withFreshPlaceCounts } from '../db/place-listing-counts.ts'
import type { Db } from '../db/db.ts'

// The finance centers (lenders) with the areas they serve, each area with its active listings on the site. The
// counts are place_listing_counts' (0009_place_suggestions.sql: active listings per place and site mask, kept exact by
// triggers), whose kinds of place are the kinds of area a center serves: one row per area, no listing read. The
// table is counted afresh, once, after a load that bypassed its triggers (as place suggestions do).

const areasSql = `
  SELECT f.id, f.name, f.description, f.phone, f.email, f.url,
         a.location_type AS type, a.location_id AS areaId, s.id AS stateId, s.name AS stateName,
         s.abbreviation AS stateAbbreviation,
         CASE a.location_type WHEN 'state' THEN s.name WHEN 'region' THEN r.name WHEN 'county' THEN co.name_full
              WHEN 'city' THEN ci.name END AS areaName,
         (SELECT ifnull(sum(p.listing_count), 0) FROM place_listing_counts p
           WHERE p.kind = a.location_type AND p.place_key = CAST(a.location_id AS TEXT)
             AND (p.site_mask & ?1) != 0) AS listingCount
    FROM finance_centers f
    JOIN finance_center_areas a ON a.finance_center_id = f.id
    JOIN states s ON s.id = a.state_id
    LEFT JOIN regions r ON a.location_type = 'region' AND r.id = a.location_id
    LEFT JOIN counties co ON a.location_type = 'county' AND co.id = a.location_id
    LEFT JOIN cities ci ON a.location_type = 'city' AND ci.id = a.location_id
   WHERE f.is_active = 1 AND areaName IS NOT NULL
   ORDER BY f.name, f.id, s.name, areaName`

type AreaRow = Omit<FinanceCenterListings, 'areas'> &
  Omit<FinanceArea, 'id' | 'name'> & {
    areaId: number
    areaName: string
  }

export async function farmCreditListings(db: Db, siteId: number): Promise<FinanceCenterListings[]> {
  const [rows] = await withFreshPlaceCounts(db, [db.prepare(areasSql).bind(siteMaskOf(siteId))])
  const centers = new Map<number, FinanceCenterListings>()
  for (const row of rows!.results as AreaRow[]) {
    const { id, name, description, phone, email, url } = row
    const center = centers.get(id) ?? { id, name, description, phone, email, url, areas: [] }
    centers.set(id, center)
    center.areas.push({
      type: row.type,
      id: row.areaId,
      name: row.areaName,
      stateId: row.stateId,
      stateName: row.stateName,
      stateAbbreviation: row.stateAbbreviation,
      listingCount: row.listingCount,
    })
  }
  return [...centers.values()]
}
