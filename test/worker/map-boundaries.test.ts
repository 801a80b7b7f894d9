import { exports } from 'cloudflare:workers'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { mapBoundaries, maxParcelViewDegrees } from '../../web/api/map-boundaries.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import { mapBoundariesStatement } from '../../worker/listings/map-boundaries.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// GET /api/map/boundaries/{siteId}/{south,west,north,east}: the boundaries of a site's listings in a parcel-zoom view,
// against the seed's listings and boundaries read back with plain SQL.

const get = (path: string) => exports.default.fetch(`http://land.localhost/api${path}`)

interface ListingRow {
  id: number
  lat: number
  lng: number
  siteMask: number
  ring: string
}

let listings: ListingRow[]

beforeAll(async () => {
  await seedTestDb(300, 13)
  listings = await sqlRows<ListingRow>(
    `SELECT l.id, l.lat, l.lng, l.site_mask AS siteMask, b.ring FROM listings l
      JOIN listing_boundaries b ON b.listing_id = l.id WHERE l.market_status != ${marketStatus.invalid} ORDER BY l.id`,
  )
})

/** Corners as {bounds} writes them: south,west,north,east to 7 decimals. */
const boundsOf = (...corners: number[]) => corners.map((n) => n.toFixed(7)).join(',')

/** A view `half` degrees each way around a point. */
const around = (lat: number, lng: number, half = 0.02) => boundsOf(lat - half, lng - half, lat + half, lng + half)

async function boundariesOf(siteId: number, bounds: string) {
  const response = await get(`/map/boundaries/${siteId}/${bounds}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return v.parse(mapBoundaries, await response.json()).boundaries
}

/** What plain SQL says the view holds: the site's listings with a boundary whose point is inside it. */
async function expectedIds(siteMask: number, bounds: string) {
  const [south, west, north, east] = bounds.split(',').map(Number)
  const rows = await sqlRows<{ id: number }>(
    `SELECT l.id FROM listings l JOIN listing_boundaries b ON b.listing_id = l.id
      WHERE l.lat BETWEEN ?1 AND ?3 AND l.lng BETWEEN ?2 AND ?4 AND (l.site_mask & ?5) != 0
        AND l.market_status != ${marketStatus.invalid} ORDER BY l.id`,
    south,
    west,
    north,
    east,
    siteMask,
  )
  return rows.map((row) => row.id)
}

describe('map boundaries', () => {
  it("answers each listing of the view with its stored ring, and the site's listings only", async () => {
    const listing = listings.find((row) => row.siteMask & 1)!
    const bounds = around(listing.lat, listing.lng)
    const answer = await boundariesOf(1, bounds)
    expect(answer.map((boundary) => boundary.listingId).sort((a, b) => a - b)).toEqual(await expectedIds(1, bounds))
    expect(answer.find((boundary) => boundary.listingId === listing.id)?.ring).toEqual(JSON.parse(listing.ring))
  })

  it('answers the listings in every view around the seed the same as plain SQL does (a few seen in all)', async () => {
    let seen = 0
    for (const listing of listings.slice(0, 40)) {
      const bounds = around(listing.lat, listing.lng, 0.08)
      const ids = (await boundariesOf(0, bounds)).map((boundary) => boundary.listingId).sort((a, b) => a - b)
      expect(ids).toEqual(await expectedIds(7, bounds))
      seen += ids.length
    }
    expect(seen).toBeGreaterThanOrEqual(40)
  })

  it('leaves out a listing whose point is just outside the view, and answers none where there are no listings', async () => {
    const listing = listings.find((row) => row.siteMask & 1)!
    // Views ending a few metres short of the listing's point, on each side of it.
    const { lat, lng } = listing
    const short = 0.00005
    const views = [
      boundsOf(lat - 0.01, lng - 0.02, lat + 0.01, lng - short),
      boundsOf(lat - 0.01, lng + short, lat + 0.01, lng + 0.02),
      boundsOf(lat - 0.02, lng - 0.01, lat - short, lng + 0.01),
      boundsOf(lat + short, lng - 0.01, lat + 0.02, lng + 0.01),
    ]
    for (const bounds of views) {
      const ids = (await boundariesOf(1, bounds)).map((boundary) => boundary.listingId)
      expect(ids).not.toContain(listing.id)
      expect(ids.sort((a, b) => a - b)).toEqual(await expectedIds(1, bounds))
    }
    // The middle of the Pacific.
    expect(await boundariesOf(1, '10,-150,10.1,-149.9')).toEqual([])
  })

  it("answers a listing on one site for that site's view and not another's", async () => {
    const onlyOther = listings.find((row) => (row.siteMask & 1) === 0)!
    const site = [1, 2, 3].find((id) => onlyOther.siteMask & (1 << (id - 1)))!
    const bounds = around(onlyOther.lat, onlyOther.lng, 0.001)
    expect((await boundariesOf(1, bounds)).map((boundary) => boundary.listingId)).not.toContain(onlyOther.id)
    expect((await boundariesOf(site, bounds)).map((boundary) => boundary.listingId)).toContain(onlyOther.id)
  })

  it('leaves out a listing the site has withdrawn (invalid)', async () => {
    const listing = listings.find((row) => row.siteMask & 1)!
    const bounds = around(listing.lat, listing.lng, 0.001)
    expect((await boundariesOf(1, bounds)).map((boundary) => boundary.listingId)).toContain(listing.id)
    await sqlRows('UPDATE listings SET market_status = ?2 WHERE id = ?1', listing.id, marketStatus.invalid)
    try {
      expect((await boundariesOf(1, bounds)).map((boundary) => boundary.listingId)).not.toContain(listing.id)
    } finally {
      await sqlRows('UPDATE listings SET market_status = 1 WHERE id = ?1', listing.id)
    }
  })

  it('is 400 naming bounds for a view wider than zoom 15 shows', async () => {
    const wide = maxParcelViewDegrees + 0.001
    for (const bounds of [
      boundsOf(30, -100, 30 + wide, -99.99),
      boundsOf(30, -100, 30.01, -100 + wide),
      '25,-125,49,-67',
    ]) {
      const response = await get(`/map/boundaries/1/${bounds}`)
      expect(response.status, bounds).toBe(400)
      const body = (await response.json()) as { field: string; message: string }
      expect(body.field).toBe('bounds')
      expect(body.message).toContain('zoom 15')
    }
    // The widest view allowed is answered.
    const widest = boundsOf(30, -100, 30 + maxParcelViewDegrees - 1e-7, -100 + maxParcelViewDegrees - 1e-7)
    expect((await get(`/map/boundaries/1/${widest}`)).status).toBe(200)
  })

  it('is 400 naming the field for bounds that are no view, and for a site there is not', async () => {
    const cases: [string, string][] = [
      ['1/abc', 'bounds'],
      ['1/30,-100,30.01', 'bounds'],
      ['1/30.01,-100,30,-99.99', 'bounds'],
      ['1/30,-99.99,30.01,-100', 'bounds'],
      ['1/91,-100,91.01,-99.99', 'bounds'],
      ['1/30,-181,30.01,-180.99', 'bounds'],
      ['1/30,-100,30.01,-99.99e1', 'bounds'],
      ['1/%E0%A4%A', 'bounds'],
      [`1/${'30,'.repeat(2000)}`, 'bounds'],
      ['9/30,-100,30.01,-99.99', 'siteId'],
    ]
    for (const [path, field] of cases) {
      const response = await get(`/map/boundaries/${path}`)
      expect(response.status, path).toBe(400)
      expect(await response.json(), path).toMatchObject({ error: 'Bad Request', field })
    }
  })

  it('reads the search_geo index by its cells, never the whole table', async () => {
    const { sql, values } = mapBoundariesStatement(1, { south: 30, west: -100.05, north: 30.1, east: -99.95 })
    const plan = await sqlRows<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, ...values)
    const details = plan.map((row) => row.detail).join('\n')
    expect(details).toMatch(/SEARCH l USING (COVERING )?INDEX search_geo \(geo_cell=\?/)
    expect(details).not.toMatch(/SCAN/)
  })
})
