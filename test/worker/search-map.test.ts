import { beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { mapData as mapDataSchema } from '../../web/api/search.ts'
import { maxMapPoints } from '../../worker/search/map-data.ts'
import { mapData, searchAll } from './search-client.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// Map data: the whole result set, as points while it is small, as clusters beyond, and small enough for a phone
// whatever the result count and the zoom.

/** Whole-country map data must stay under this, gzipped, whatever the result count. */
const maxMapGzipBytes = 150 * 1024

async function gzipBytes(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))
  return (await new Response(stream).arrayBuffer()).byteLength
}

let stateId = 0

beforeAll(async () => {
  await seedTestDb(3000)
  const [state] = await sqlRows<{ id: number }>(
    `SELECT state_id AS id FROM listings WHERE market_status IN (1, 2) AND (site_mask & 1) != 0
      GROUP BY state_id ORDER BY count(*) DESC LIMIT 1`,
  )
  stateId = state!.id
}, 120_000)

describe('map data', () => {
  it('a small result set comes as its listings’ points', async () => {
    const criteria = { stateId, priceMax: 300_000 }
    const { data } = await mapData(criteria)
    expect(v.safeParse(mapDataSchema, data).issues).toBeUndefined()
    const results = await searchAll(criteria)
    expect(data.totalCount).toBe(results.totalCount)
    expect(data.totalCount).toBeLessThanOrEqual(maxMapPoints)
    expect(data.clusters).toEqual([])
    expect(data.points.map(([id]) => id).sort()).toEqual([...results.ids].sort())
    const [first] = data.points
    const [row] = await sqlRows<{ lat: number; lng: number; price: number }>(
      'SELECT lat, lng, price FROM listings WHERE id = ?1',
      first![0],
    )
    expect(first!.slice(1)).toEqual([row!.lat, row!.lng, row!.price])
  })

  it('a large one comes as clusters holding every listing, at their centre', async () => {
    const { data } = await mapData({ mapZoomLevel: 5 })
    expect(data.totalCount).toBeGreaterThan(maxMapPoints)
    expect(data.points).toEqual([])
    expect(data.clusters.reduce((sum, [, , n]) => sum + n, 0)).toBe(data.totalCount)
    const [centre] = await sqlRows<{ lat: number; lng: number }>(
      'SELECT avg(lat) AS lat, avg(lng) AS lng FROM listings WHERE market_status IN (1, 2) AND (site_mask & 1) != 0',
    )
    const weighted = (i: 0 | 1) => data.clusters.reduce((sum, c) => sum + c[i] * c[2], 0) / data.totalCount
    expect(weighted(0)).toBeCloseTo(centre!.lat, 2)
    expect(weighted(1)).toBeCloseTo(centre!.lng, 2)
  })

  it('zooming in makes smaller clusters', async () => {
    const wide = await mapData({ mapZoomLevel: 3 })
    const close = await mapData({ mapZoomLevel: 7 })
    expect(close.data.clusters.length).toBeGreaterThan(wide.data.clusters.length)
  })

  it.each([0, 4, 12, 22])('the whole country at zoom %i stays small', async (mapZoomLevel) => {
    const { data, bytes } = await mapData({ mapZoomLevel, marketStatuses: [1, 2, 3, 4] }, 0)
    expect(data.clusters.reduce((sum, [, , n]) => sum + n, 0)).toBe(data.totalCount)
    expect(data.clusters.length).toBeLessThanOrEqual(2000)
    expect(await gzipBytes(JSON.stringify(data))).toBeLessThanOrEqual(maxMapGzipBytes)
    expect(bytes).toBeGreaterThan(0)
  })
})
