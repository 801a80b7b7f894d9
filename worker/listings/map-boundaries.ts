// The boundaries on the search map at the parcel zoom (web/api/map-boundaries.ts): the listings whose point lies in
// the view, found as a search of a box is, by the one-degree cells of the search_geo index (a parcel-zoom view is in
// at most four of them), each joined to its boundary by the boundary table's key.
import { siteMaskOf } from '../../brands/site-ids.ts'
import type { BoundaryView, MapBoundaries } from '../../web/api/map-boundaries.ts'
import { maxMapBoundaries } from '../../web/api/map-boundaries.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import type { Db } from '../db/db.ts'
import { boxSql } from '../search/geo-area.ts'
import { SqlValues } from '../search/sql-values.ts'

/** The statement of a view's boundaries: its SQL and the values it binds, in order. */
export function mapBoundariesStatement(siteId: number, view: BoundaryView): { sql: string; values: unknown[] } {
  const values = new SqlValues()
  const inView = boxSql(view, values, true)
  const mask = values.bind(siteMaskOf(siteId))
  // In the index's order (south to north within a cell): a view of more than maxMapBoundaries parcels is not one a
  // buyer reads outline by outline, so which ones are left off matters less than reading no more than needed.
  const sql = `SELECT l.id AS listingId, b.ring AS ring
    FROM listings l INDEXED BY search_geo JOIN listing_boundaries b ON b.listing_id = l.id
    WHERE ${inView} AND (l.site_mask & ${mask}) != 0 AND l.market_status != ${marketStatus.invalid}
    LIMIT ${maxMapBoundaries}`
  return { sql, values: values.list }
}

export async function mapBoundariesOf(db: Db, siteId: number, view: BoundaryView): Promise<MapBoundaries> {
  const { sql, values } = mapBoundariesStatement(siteId, view)
  const { results } = await db
    .prepare(sql)
    .bind(...values)
    .all<{ listingId: number; ring: string }>()
  return {
    boundaries: results.map((row) => ({ listingId: row.listingId, ring: JSON.parse(row.ring) as [number, number][] })),
  }
}
