import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MarketSummary } from '../../web/api/landing-page.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// The landing page's market summary against figures worked out here in JS from the raw rows: counts, medians,
// quartiles and acreage bands of the active listings of a place on a site.

type Row = { price: number; acres: number; date_listed: string; id: number }

async function summaryOf(placeType: string, placeId: number, siteId = 1) {
  const response = await exports.default.fetch(
    `http://land.localhost/api/pagedata/landing/${siteId}/${placeType}/${placeId}`,
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { pageData: MarketSummary }).pageData
}

const rowsOf = (column: string, id: number, siteBit = 1) =>
  sqlRows<Row>(
    `SELECT id, price, acres, date_listed FROM listings
      WHERE ${column} = ?1 AND market_status IN (1, 2) AND (site_mask & ?2) != 0`,
    id,
    siteBit,
  )

/** The value at rank floor((n - 1) * q) of the sorted values, as the summary defines its quartiles. */
const rankValue = (values: number[], q: number) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) * q)]

beforeAll(async () => {
  await seedTestDb(600)
})

describe('GET /api/pagedata/landing/{siteId}/{placeType}/{placeId}', () => {
  it('summarises the busiest state from its own rows', async () => {
    const [busiest] = await sqlRows<{ state_id: number }>(
      `SELECT state_id FROM listings WHERE market_status IN (1, 2) AND (site_mask & 1) != 0
        GROUP BY state_id ORDER BY COUNT(*) DESC LIMIT 1`,
    )
    const rows = await rowsOf('state_id', busiest!.state_id)
    const summary = await summaryOf('state', busiest!.state_id)

    expect(summary.listingCount).toBe(rows.length)
    const priced = rows.filter((row) => row.price > 2 && row.acres > 0)
    expect(summary.medianPricePerAcre).toBe(
      Math.round(
        rankValue(
          priced.map((row) => row.price / row.acres),
          0.5,
        )!,
      ),
    )
    expect(summary.acres).toEqual({
      p25: rankValue(
        rows.map((row) => row.acres),
        0.25,
      ),
      median: rankValue(
        rows.map((row) => row.acres),
        0.5,
      ),
      p75: rankValue(
        rows.map((row) => row.acres),
        0.75,
      ),
    })
    expect(summary.acreageBands.map((band) => band.listingCount)).toEqual([
      rows.filter((row) => row.acres < 5).length,
      rows.filter((row) => row.acres >= 5 && row.acres < 20).length,
      rows.filter((row) => row.acres >= 20 && row.acres < 50).length,
      rows.filter((row) => row.acres >= 50 && row.acres < 100).length,
      rows.filter((row) => row.acres >= 100 && row.acres < 500).length,
      rows.filter((row) => row.acres >= 500).length,
    ])
    for (const listing of summary.newestListings) expect(listing.stateAbbreviation).toBeTruthy()
    const newestDates = summary.newestListings.map((listing) => listing.id)
    expect(new Set(newestDates).size).toBe(newestDates.length)
  })

  it('gives an empty summary for a county without listings, not an error', async () => {
    const [empty] = await sqlRows<{ id: number }>(
      `SELECT id FROM counties WHERE id NOT IN (SELECT county_id FROM listings) LIMIT 1`,
    )
    const summary = await summaryOf('county', empty!.id)
    expect(summary).toMatchObject({ listingCount: 0, medianPricePerAcre: null, acres: null, newestListings: [] })
  })

  it('recomputes after a listing changes (a new data version)', async () => {
    const [busiest] = await sqlRows<{ county_id: number }>(
      `SELECT county_id FROM listings WHERE market_status IN (1, 2) AND (site_mask & 1) != 0
        GROUP BY county_id ORDER BY COUNT(*) DESC LIMIT 1`,
    )
    const before = await summaryOf('county', busiest!.county_id)
    const [listing] = await rowsOf('county_id', busiest!.county_id)
    await sqlRows(`UPDATE listings SET market_status = 4 WHERE id = ?1`, listing!.id)
    const after = await summaryOf('county', busiest!.county_id)
    expect(after.listingCount).toBe(before.listingCount - 1)
  })

  it.each([
    ['/api/pagedata/landing/1/city/48', 'placeType'],
    ['/api/pagedata/landing/1/state/abc', 'placeId'],
    ['/api/pagedata/landing/9/state/48', 'siteId'],
  ])('%s answers 400 naming %s', async (path, field) => {
    const response = await exports.default.fetch(`http://land.localhost${path}`)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { field: string }).field).toBe(field)
  })
})
