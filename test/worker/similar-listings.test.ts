import { env, exports } from 'cloudflare:workers'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteIds, siteMaskOf } from '../../brands/site-ids.ts'
import { similarListingsCall, similarListingsLimit } from '../../web/api/similar-listings.ts'
import { marketStatus, propertyTypeFlag } from '../../web/rules/listing-rules.ts'
import { similarIdsSql } from '../../worker/listings/similar-listings.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// GET /api/property/similar/{siteId}/{propertyId}: listings of the seed moved into a state the seed left empty, so
// each test decides every listing the answer can choose from.

const land = siteIds.land

async function similarIds(id: number, siteId: number = land): Promise<number[]> {
  const response = await exports.default.fetch(`http://land.localhost/api/property/similar/${siteId}/${id}`)
  expect(response.status).toBe(200)
  return v.parse(similarListingsCall.response, await response.json()).map((card) => card.id)
}

interface Place {
  county: 'home' | 'neighbour'
  status?: number
  typeFlags?: number
  acres?: number
  price?: number
  siteMask?: number
}

let state: number
let counties: { home: number; neighbour: number }
/** Listings of the seed the tests move about; those a test does not place are parked off the market. */
let pool: number[]

beforeAll(async () => {
  await seedTestDb(300, 13)
  const [empty] = await sqlRows<{ id: number }>(
    `SELECT s.id FROM states s WHERE (SELECT count(*) FROM counties c WHERE c.state_id = s.id) >= 2
       AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.state_id = s.id) ORDER BY s.id LIMIT 1`,
  )
  state = empty!.id
  const [home, neighbour] = await sqlRows<{ id: number }>(
    'SELECT id FROM counties WHERE state_id = ?1 ORDER BY id LIMIT 2',
    state,
  )
  counties = { home: home!.id, neighbour: neighbour!.id }
  pool = (
    await sqlRows<{ id: number }>(
      `SELECT id FROM listings WHERE market_status != ${marketStatus.invalid} ORDER BY id LIMIT 16`,
    )
  ).map((row) => row.id)
})

/** Places pool[i] as places[i] says (a ranch of 100 acres at $200,000 on every site unless told), parks the rest. */
async function arrange(places: Place[]): Promise<number[]> {
  await env.DB.batch(
    pool.map((id, i) => {
      const place = places[i]
      if (!place) return env.DB.prepare('UPDATE listings SET market_status = ?2 WHERE id = ?1').bind(id, 3)
      return env.DB.prepare(
        `UPDATE listings SET state_id = ?2, county_id = ?3, market_status = ?4, type_flags = ?5, acres = ?6,
            price = ?7, site_mask = ?8 WHERE id = ?1`,
      ).bind(
        id,
        state,
        counties[place.county],
        place.status ?? marketStatus.available,
        place.typeFlags ?? propertyTypeFlag.ranch,
        place.acres ?? 100,
        place.price ?? 200_000,
        place.siteMask ?? siteMaskOf(0),
      )
    }),
  )
  return pool.slice(0, places.length)
}

describe('similar listings', () => {
  it('come from the county first, then the state; a shared property type first, then the nearest in size and price', async () => {
    const [target, nearState, sameTypeClose, otherType, sameTypeFar, unpriced] = await arrange([
      { county: 'home' },
      { county: 'neighbour' },
      { county: 'home', acres: 110, price: 210_000 },
      { county: 'home', typeFlags: propertyTypeFlag.farm },
      { county: 'home', acres: 400, price: 900_000, typeFlags: propertyTypeFlag.ranch | propertyTypeFlag.hunting },
      { county: 'home', price: 0 },
    ])
    const expected = [sameTypeClose, unpriced, sameTypeFar, otherType, nearState]
    expect(await similarIds(target!)).toEqual(expected)
    // The same answer every time.
    expect(await similarIds(target!)).toEqual(expected)
  })

  it('never include the listing itself, and only active listings (available or under contract)', async () => {
    const [target, underContract] = await arrange([
      { county: 'home' },
      { county: 'home', status: marketStatus.underContract },
      { county: 'home', status: marketStatus.offMarket },
      { county: 'home', status: marketStatus.sold },
      { county: 'home', status: marketStatus.invalid },
    ])
    expect(await similarIds(target!)).toEqual([underContract])
  })

  it('come from the site asked about only', async () => {
    const [target, everywhere, landwatchOnly] = await arrange([
      { county: 'home' },
      { county: 'home', acres: 120 },
      { county: 'home', siteMask: siteMaskOf(siteIds.landwatch) },
    ])
    expect(await similarIds(target!, land)).toEqual([everywhere])
    expect(await similarIds(target!, siteIds.landwatch)).toEqual([landwatchOnly, everywhere])
  })

  it(`are at most ${similarListingsLimit}, the state's left out when the county has enough`, async () => {
    const inCounty = Array.from({ length: 10 }, (_, i): Place => ({ county: 'home', acres: 100 + i }))
    const [target, ...rest] = await arrange([...inCounty, { county: 'neighbour' }])
    expect(await similarIds(target!)).toEqual(rest.slice(0, similarListingsLimit))
  })

  it('are an empty list when nothing is like the listing', async () => {
    const [target] = await arrange([{ county: 'home' }])
    expect(await similarIds(target!)).toEqual([])
  })

  it('are 404 naming propertyId for an unknown listing, one of another site or an invalid one', async () => {
    const [elsewhere, invalid] = await arrange([
      { county: 'home', siteMask: siteMaskOf(siteIds.laf) },
      { county: 'home', status: marketStatus.invalid },
    ])
    for (const id of [999_999_999, elsewhere!, invalid!]) {
      const response = await exports.default.fetch(`http://land.localhost/api/property/similar/${land}/${id}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ field: 'propertyId' })
    }
  })

  it('read the search_place index only, never the listings rows whole', async () => {
    const [target] = await arrange([{ county: 'home' }])
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${similarIdsSql}`)
      .bind(siteMaskOf(land), target)
      .all<{ detail: string }>()
    const plan = results.map((row) => row.detail)
    expect(plan).toContain(
      'SEARCH l USING COVERING INDEX search_place (state_id=? AND market_status=? AND county_id=?)',
    )
    expect(plan).toContain('SEARCH l USING COVERING INDEX search_place (state_id=? AND market_status=?)')
    expect(plan.filter((step) => /^SCAN l\b|listings/.test(step))).toEqual([])
  })
})
