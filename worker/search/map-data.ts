// POST /api/property/mapData/{siteId}: the whole result set on a map. Up to maxMapPoints listings are sent as points;
// more are sent as clusters on a grid whose cell shrinks as the map zooms in (about 64 pixels of the map each),
// counted in SQL. The grid is coarsened when the set spreads over more cells than maxClusters, so the answer stays
// small whatever the criteria and the zoom (the whole country is about a thousand clusters at most).
import type { MapData } from '../../web/api/search.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { prepareSearch } from './prepared-search.ts'
import { countSearch } from './search-count.ts'
import type { Driver } from './search-driver.ts'
import { matchesStatement, type SearchQuery, type Statement } from './search-sql.ts'
import type { Db } from '../db/db.ts'

export const maxMapPoints = 1000
const maxClusters = 2000
/** The zoom of a map showing the whole country, when the criteria name none. */
const defaultZoom = 4

/** The whole country read in the order of its map cells (search_geo), so cells are counted without a sort. */
const wholeMapDriver: Driver = { index: 'search_geo', covers: 'nothing', seek: () => '1' }

type Cluster = { n: number; lat: number; lng: number }

export async function mapDataOf(db: Db, asked: SearchCriteria, siteId: number, nowMs = Date.now()): Promise<MapData> {
  const { query } = await prepareSearch(db, asked, siteId, nowMs)
  const count = await countSearch(db, query)
  const driver = count.driver ?? wholeMapDriver
  const totalCount = count.total
  if (totalCount === 0) return { totalCount, points: [], clusters: [] }
  if (totalCount <= maxMapPoints) {
    const rows = await all<{ id: number; lat: number; lng: number; price: number }>(
      db,
      matchesStatement(query, driver, 'l.id, l.lat, l.lng, l.price'),
    )
    return { totalCount, points: rows.map((row) => [row.id, row.lat, row.lng, row.price]), clusters: [] }
  }
  const clusters = await clustersOf(db, query, driver, 90 / 2 ** (asked.mapZoomLevel ?? defaultZoom))
  return { totalCount, points: [], clusters: clusters.map(({ lat, lng, n }) => [round(lat), round(lng), n]) }
}

/** Clusters on a grid of `degrees`: first per one-degree cell (listings.geo_cell), then finer only if still few. */
async function clustersOf(db: Db, query: SearchQuery, driver: Driver, degrees: number): Promise<Cluster[]> {
  const perDegree = await groupedBy(db, query, driver, 'l.geo_cell')
  // A finer grid has at most (1 / degrees)² cells per one-degree cell: coarsen it to stay under maxClusters.
  const finest = Math.sqrt(perDegree.length / maxClusters)
  if (degrees >= 1 || finest >= 1) return merged(perDegree, Math.max(degrees, finest, 1))
  const size = Math.max(degrees, finest)
  return groupedBy(
    db,
    query,
    driver,
    `CAST((l.lat + 90) / ${size} AS INTEGER), CAST((l.lng + 180) / ${size} AS INTEGER)`,
  )
}

async function groupedBy(db: Db, query: SearchQuery, driver: Driver, cell: string): Promise<Cluster[]> {
  const matches = matchesStatement(query, driver, 'count(*) AS n, avg(l.lat) AS lat, avg(l.lng) AS lng')
  return all<Cluster>(db, { ...matches, sql: `${matches.sql} GROUP BY ${cell}` })
}

/** Clusters merged into cells of `degrees`, each at the mean point of the listings it holds. */
function merged(clusters: readonly Cluster[], degrees: number): Cluster[] {
  const cells = new Map<string, Cluster>()
  for (const { n, lat, lng } of clusters) {
    const key = `${Math.floor((lat + 90) / degrees)}:${Math.floor((lng + 180) / degrees)}`
    const cell = cells.get(key)
    if (!cell) cells.set(key, { n, lat, lng })
    else {
      const total = cell.n + n
      cells.set(key, {
        n: total,
        lat: (cell.lat * cell.n + lat * n) / total,
        lng: (cell.lng * cell.n + lng * n) / total,
      })
    }
  }
  return [...cells.values()]
}

const round = (degrees: number) => Math.round(degrees * 1e4) / 1e4

async function all<T>(db: Db, statement: Statement): Promise<T[]> {
  const { results } = await db
    .prepare(statement.sql)
    .bind(...statement.values)
    .all<T>()
  return results
}
