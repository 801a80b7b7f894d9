import { env, exports } from 'cloudflare:workers'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteIds, siteMaskOf } from '../../brands/site-ids.ts'
import type { MarketSummary } from '../../web/api/landing-page.ts'
import { priceContextCall, type PriceContext } from '../../web/api/price-context.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import { acreageBandOf, againstMedian } from '../../web/rules/price-context.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// GET /api/property/priceContext/{siteId}/{propertyId} against a county worked out by hand: listings of the seed moved
// into a state the seed left empty, with prices and acres chosen so every median, quantile and percentile below can be
// checked on paper. The landing page's market summary of the same county must quote the same median.

const dayMs = 86_400_000
const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')

async function priceContextOf(id: number, siteId: number = siteIds.land): Promise<PriceContext> {
  const response = await exports.default.fetch(`http://land.localhost/api/property/priceContext/${siteId}/${id}`)
  expect(response.status).toBe(200)
  return v.parse(priceContextCall.response, await response.json())
}

interface Placed {
  county: 'home' | 'neighbour'
  acres: number
  price: number
  status?: number
  siteMask?: number
  listedDaysAgo?: number
  soldDaysAgo?: number
}

// The home county's listings of 20–50 acres with a price, available or under contract, on every site: per acre
// 1,000 (F), 2,000 (D), 3,000 (B), 4,000 (A), 5,000 (C) and 6,000 (E). The rest must be left out of those figures:
// an auction, Contact for Price, a sale, one off market, one of another band and one on another site only.
const homeCounty = {
  A: { county: 'home', acres: 25, price: 100_000, listedDaysAgo: 100 },
  B: { county: 'home', acres: 30, price: 90_000 },
  C: { county: 'home', acres: 40, price: 200_000 },
  D: { county: 'home', acres: 30, price: 60_000 },
  E: { county: 'home', acres: 40, price: 240_000 },
  F: { county: 'home', acres: 35, price: 35_000, status: marketStatus.underContract },
  auction: { county: 'home', acres: 30, price: 2 },
  contactForPrice: { county: 'home', acres: 30, price: 0 },
  sold: { county: 'home', acres: 45, price: 90_000, status: marketStatus.sold, listedDaysAgo: 90, soldDaysAgo: 30 },
  soldLongAgo: { county: 'home', acres: 30, price: 60_000, status: marketStatus.sold, soldDaysAgo: 3 * 365 },
  offMarket: { county: 'home', acres: 30, price: 150_000, status: marketStatus.offMarket },
  small: { county: 'home', acres: 4, price: 40_000 },
  landwatchOnly: { county: 'home', acres: 30, price: 300_000, siteMask: siteMaskOf(siteIds.landwatch) },
  // Alone in its county's band: compared with the state's seven (the home county's six and itself).
  G: { county: 'neighbour', acres: 30, price: 210_000 },
  // Alone in the state's band of 500 acres and up: nothing to compare with.
  H: { county: 'neighbour', acres: 600, price: 600_000 },
} satisfies Record<string, Placed>
type Name = keyof typeof homeCounty

let ids: Record<Name, number>
let counties: { home: number; neighbour: number; homeName: string; stateName: string }

beforeAll(async () => {
  await seedTestDb(300, 17)
  const [empty] = await sqlRows<{ id: number; name: string }>(
    `SELECT s.id, s.name FROM states s WHERE (SELECT count(*) FROM counties c WHERE c.state_id = s.id) >= 2
       AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.state_id = s.id) ORDER BY s.id LIMIT 1`,
  )
  const [home, neighbour] = await sqlRows<{ id: number; name: string }>(
    'SELECT id, name_full AS name FROM counties WHERE state_id = ?1 ORDER BY id LIMIT 2',
    empty!.id,
  )
  counties = { home: home!.id, neighbour: neighbour!.id, homeName: home!.name, stateName: empty!.name }
  const names = Object.keys(homeCounty) as Name[]
  const pool = await sqlRows<{ id: number }>(
    `SELECT id FROM listings WHERE market_status != ${marketStatus.invalid} ORDER BY id LIMIT ?1`,
    names.length,
  )
  ids = Object.fromEntries(names.map((name, i) => [name, pool[i]!.id])) as Record<Name, number>
  const now = Date.now()
  await env.DB.batch(
    names.map((name) => {
      const place: Placed = homeCounty[name]
      const soldMs = place.soldDaysAgo === undefined ? null : now - place.soldDaysAgo * dayMs
      const listedMs = now - (place.listedDaysAgo ?? 200) * dayMs - 3_600_000
      return env.DB.prepare(
        `UPDATE listings SET state_id = ?2, county_id = ?3, market_status = ?4, acres = ?5, price = ?6,
            site_mask = ?7, date_listed = ?8, sales_date = ?9 WHERE id = ?1`,
      ).bind(
        ids[name],
        empty!.id,
        counties[place.county],
        place.status ?? marketStatus.available,
        place.acres,
        place.price,
        place.siteMask ?? siteMaskOf(0),
        isoSeconds(listedMs),
        soldMs === null ? null : isoSeconds(soldMs),
      )
    }),
  )
})

describe('the price context of a listing', () => {
  it('compares its price per acre with its county’s listings of its size: median, spread and percentile', async () => {
    const context = await priceContextOf(ids.A)
    expect(context.pricePerAcre).toBe(4000)
    expect(context.acreageBand).toBe(acreageBandOf(25))
    expect(context.comparison).toEqual({
      scope: 'county',
      placeName: counties.homeName,
      listingCount: 6,
      // Ranks floor(5 × q) of 1,000 … 6,000: 0, 1, 2, 3 and 4.
      spread: { p10: 1000, p25: 2000, median: 3000, p75: 4000, p90: 5000 },
      // Three of the six (1,000, 2,000 and 3,000) are lower per acre.
      percentile: 50,
    })
    expect(againstMedian(context.pricePerAcre!, context.comparison!.spread.median)).toBe('33 % above')
    expect(context.daysOnMarket).toBe(100)
  })

  it('gives the same figures to every listing of the band, and none to compare for an auction', async () => {
    const cheapest = await priceContextOf(ids.F)
    expect(cheapest.comparison?.percentile).toBe(0)
    expect(cheapest.comparison?.spread.median).toBe(3000)
    const auction = await priceContextOf(ids.auction)
    expect(auction.pricePerAcre).toBeNull()
    expect(auction.comparison).toMatchObject({ scope: 'county', listingCount: 6, percentile: null })
  })

  it('counts only the listings of the site asked for', async () => {
    const landwatch = await priceContextOf(ids.A, siteIds.landwatch)
    // The landwatch-only listing (10,000 per acre) joins the six: 1,000 … 6,000, 10,000.
    expect(landwatch.comparison).toMatchObject({ listingCount: 7, percentile: 43 })
    expect(landwatch.comparison?.spread.median).toBe(4000)
  })

  it('widens to the state when the county has fewer than five, and says when nothing compares', async () => {
    const alone = await priceContextOf(ids.G)
    expect(alone.comparison).toEqual({
      scope: 'state',
      placeName: counties.stateName,
      listingCount: 7,
      spread: { p10: 1000, p25: 2000, median: 4000, p75: 5000, p90: 6000 },
      // Six of the seven are lower than its 7,000 per acre.
      percentile: 86,
    })
    expect((await priceContextOf(ids.H)).comparison).toBeNull()
  })

  it('lists the county’s sales of the last two years, newest first, and counts a sale’s days to its date', async () => {
    const context = await priceContextOf(ids.A)
    expect(context.recentSales.map((sale) => sale.id)).toEqual([ids.sold])
    expect(context.recentSales[0]).toMatchObject({ acres: 45, price: 90_000, pricePerAcre: 2000 })
    expect((await priceContextOf(ids.sold)).daysOnMarket).toBe(60)
  })

  it('is a 404 for a listing the site does not have', async () => {
    const response = await exports.default.fetch(
      `http://land.localhost/api/property/priceContext/${siteIds.land}/${ids.landwatchOnly}`,
    )
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ field: 'propertyId' })
  })
})

describe('the landing page’s market summary', () => {
  it('quotes the median per acre of each size that the county’s listing pages compare with', async () => {
    const response = await exports.default.fetch(`http://land.localhost/api/pagedata/landing/1/county/${counties.home}`)
    const summary = ((await response.json()) as { pageData: MarketSummary }).pageData
    const band = summary.acreageBands[acreageBandOf(25)]
    const listing = await priceContextOf(ids.A)
    expect(band).toMatchObject({ pricedCount: 6, medianPricePerAcre: 3000 })
    expect(band?.medianPricePerAcre).toBe(listing.comparison?.spread.median)
    // The band of under 5 acres: the one listing of 4 acres at 40,000.
    expect(summary.acreageBands[acreageBandOf(4)]).toMatchObject({ pricedCount: 1, medianPricePerAcre: 10_000 })
  })
})
