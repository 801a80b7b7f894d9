import { env, exports } from 'cloudflare:workers'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { countyOutline } from '../../web/api/county-outline.ts'
import { listingDetail } from '../../web/api/listing-detail.ts'
import { countyOutlineOf } from '../../worker/listings/county-outline.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// GET /api/location/countyOutline/{countyId}: outlines read from the GeoJSON asset through the real ASSETS binding
// (the test pool serves wrangler.toml's assets directory, the client build that `npm test` makes first), matched
// against the counties and listings of the seed.

const get = (path: string) => exports.default.fetch(`http://land.localhost/api${path}`)

beforeAll(async () => {
  await seedTestDb(200, 5)
})

describe('county outline', () => {
  it("answers a county's name and outline, cacheable for a day", async () => {
    const response = await get('/location/countyOutline/48453')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    const outline = v.parse(countyOutline, await response.json())
    expect(outline).toMatchObject({ countyId: 48453, name: 'Travis County', geometry: { type: 'MultiPolygon' } })
    // The county's own centre (the counties table) is inside the outline's box: the two number counties alike.
    const [county] = await sqlRows<{ lat: number; lng: number }>('SELECT lat, lng FROM counties WHERE id = 48453')
    const points = outline.geometry.coordinates.flat(2) as [number, number][]
    const lngs = points.map(([lng]) => lng)
    const lats = points.map(([, lat]) => lat)
    expect(county!.lng).toBeGreaterThan(Math.min(...lngs))
    expect(county!.lng).toBeLessThan(Math.max(...lngs))
    expect(county!.lat).toBeGreaterThan(Math.min(...lats))
    expect(county!.lat).toBeLessThan(Math.max(...lats))
  })

  it('has the outline of every county of the seed, under the same full name', async () => {
    const counties = await sqlRows<{ id: number; nameFull: string }>('SELECT id, name_full AS nameFull FROM counties')
    expect(counties.length).toBeGreaterThan(3000)
    for (const county of counties) expect((await countyOutlineOf(env.ASSETS, county.id))?.name).toBe(county.nameFull)
  })

  it("outlines a listing's county by the countyId of its detail", async () => {
    const [listing] = await sqlRows<{ id: number }>('SELECT id FROM listings WHERE site_mask & 1 AND market_status > 0')
    const detail = v.parse(listingDetail, await (await get(`/property/detail/1/${listing!.id}`)).json())
    const outline = v.parse(countyOutline, await (await get(`/location/countyOutline/${detail.countyId}`)).json())
    expect(outline.name).toBe(detail.county)
  })

  it('is 404 naming countyId for a county there is not', async () => {
    for (const countyId of ['99999', '48999', '1']) {
      const response = await get(`/location/countyOutline/${countyId}`)
      expect(response.status, countyId).toBe(404)
      expect(await response.json()).toMatchObject({ error: 'Not Found', field: 'countyId' })
    }
  })

  it('is 400 naming countyId for a value that is no county id', async () => {
    for (const countyId of ['abc', '0', '048453', '123456', '4.5']) {
      const response = await get(`/location/countyOutline/${countyId}`)
      expect(response.status, countyId).toBe(400)
      expect(await response.json()).toMatchObject({ error: 'Bad Request', field: 'countyId' })
    }
  })
})
