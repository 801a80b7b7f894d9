import type { FinanceCenter, FinancePlace } from '../../web/api/finance.ts'
import {
  areaTypeRankSql,
  financeAreaColumns,
  financeCenterColumns,
  lendersOfRows,
  type FinanceRow,
} from './finance-rows.ts'
import type { Db } from '../db/db.ts'

// GET /api/location/financeByLocationData/{type}/{stateId}/{ids}: the lenders serving a place, in one statement. The
// place is widened to what holds it and narrowed to what it holds: a county is served by its own lenders, its
// region's, its state's, and those of the cities in it; a city by its county's, region's and state's; a region by
// its counties' and cities'; a state by every lender in it. Places of the ids that are not in the state match
// nothing, not even the state's lenders.

const lendersSql = `WITH asked(id) AS (SELECT value FROM json_each(?2)),
  place_cities(id, county_id) AS (
    SELECT id, county_id FROM cities WHERE ?3 = 'city' AND state_id = ?1 AND id IN (SELECT id FROM asked)),
  place_counties(id, region_id) AS (
    SELECT id, region_id FROM counties WHERE state_id = ?1 AND CASE ?3
      WHEN 'state' THEN 1
      WHEN 'region' THEN region_id IN (SELECT id FROM asked)
      WHEN 'county' THEN id IN (SELECT id FROM asked)
      ELSE id IN (SELECT county_id FROM place_cities) END),
  place_regions(id) AS (
    SELECT id FROM regions WHERE state_id = ?1
      AND (id IN (SELECT region_id FROM place_counties) OR (?3 = 'region' AND id IN (SELECT id FROM asked))))
SELECT ${financeCenterColumns}, ${financeAreaColumns},
  min(${areaTypeRankSql}) OVER (PARTITION BY fc.id) AS lenderRank
FROM finance_center_areas a JOIN finance_centers fc ON fc.id = a.finance_center_id
WHERE fc.is_active = 1 AND a.state_id = ?1 AND CASE a.location_type
  WHEN 'state' THEN a.location_id = ?1 AND (?3 = 'state' OR EXISTS (SELECT 1 FROM place_counties)
    OR EXISTS (SELECT 1 FROM place_regions) OR EXISTS (SELECT 1 FROM place_cities))
  WHEN 'region' THEN a.location_id IN (SELECT id FROM place_regions)
  WHEN 'county' THEN a.location_id IN (SELECT id FROM place_counties)
  WHEN 'city' THEN CASE ?3
    WHEN 'state' THEN 1
    WHEN 'city' THEN a.location_id IN (SELECT id FROM place_cities)
    ELSE a.location_id IN (SELECT id FROM cities WHERE county_id IN (SELECT id FROM place_counties)) END
  ELSE 0 END
ORDER BY lenderRank, fc.name, fc.id, ${areaTypeRankSql}, areaName`

/** The active lenders serving the place, the most local first, each with the areas by which it serves the place. */
export async function lendersByLocation(db: Db, place: FinancePlace): Promise<FinanceCenter[]> {
  const { results } = await db
    .prepare(lendersSql)
    .bind(place.stateId, JSON.stringify(place.ids), place.type)
    .all<FinanceRow & { lenderRank: number }>()
  return lendersOfRows(results.map(({ lenderRank: _, ...row }) => row))
}
