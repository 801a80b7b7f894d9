import { env, exports } from 'cloudflare:workers'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { apiErrorBody } from '../../web/api/api-call.ts'
import { financeByLocationCall, financeCenterFullInfoCall, type FinanceAreaType } from '../../web/api/finance.ts'
import { transactionType } from '../../web/rules/listing-rules.ts'
import { firstListingId } from '../../worker/db/seed/listings.ts'
import { insertRow, seedTestDb, sqlRows } from './seeded-db.ts'
import { brandOrigin } from './worker-config.ts'

// The finance center: GET /api/location/financeByLocationData/… and /api/content/financeCenterFullInfo/… against the
// seed's lenders and a few of this file's own, read back with plain SQL; and /financing on every brand.

const texas = 48

const api = (path: string) => exports.default.fetch(`http://landwatch.localhost/api${path}`)

async function lenderIds(type: FinanceAreaType, stateId: number, ids: readonly number[]): Promise<number[]> {
  const response = await api(`/location/financeByLocationData/${type}/${stateId}/${ids.join('-')}`)
  expect(response.status).toBe(200)
  return v.parse(financeByLocationCall.response, await response.json()).map((lender) => lender.id)
}

/** The active lenders with an area in `where` (SQL over finance_center_areas a), by id. */
async function lendersWhere(where: string, ...params: unknown[]): Promise<number[]> {
  const rows = await sqlRows<{ id: number }>(
    `SELECT DISTINCT fc.id FROM finance_centers fc JOIN finance_center_areas a ON a.finance_center_id = fc.id
      WHERE fc.is_active = 1 AND (${where}) ORDER BY fc.id`,
    ...params,
  )
  return rows.map((row) => row.id)
}

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b)

/** This file's lenders in Texas, each serving one kind of place around a county with towns, or elsewhere. */
const own = { county: 9001, region: 9002, city: 9003, otherCounty: 9004, otherCity: 9005, inactive: 9006 }
/** Texas counties with a town, in two regions: the place asked about and one elsewhere. */
let home: { id: number; region: number; city: number }
let other: { id: number; region: number; city: number }

async function addLender(id: number, type: FinanceAreaType, locationId: number, active = 1) {
  await insertRow('finance_centers', {
    id,
    name: `Test Lender ${id}`,
    description: 'A lender of this test.',
    phone: '512-555-0100',
    email: `loans${id}@lender.example.com`,
    url: `https://lender${id}.example.com`,
    logo_id: null,
    is_active: active,
    created_at: '2026-01-01T00:00:00Z',
  })
  await insertRow('finance_center_areas', {
    finance_center_id: id,
    location_type: type,
    state_id: texas,
    location_id: locationId,
  })
}

beforeAll(async () => {
  await seedTestDb(60, 5)
  const counties = await sqlRows<{ id: number; region: number; city: number }>(
    `SELECT c.id, c.region_id AS region, (SELECT min(id) FROM cities WHERE county_id = c.id) AS city FROM counties c
      WHERE c.state_id = ?1 AND c.region_id IS NOT NULL AND EXISTS (SELECT 1 FROM cities WHERE county_id = c.id)
      ORDER BY c.id`,
    texas,
  )
  home = counties[0]!
  other = counties.find((county) => county.region !== home.region)!
  await addLender(own.county, 'county', home.id)
  await addLender(own.region, 'region', home.region)
  await addLender(own.city, 'city', home.city)
  await addLender(own.otherCounty, 'county', other.id)
  await addLender(own.otherCity, 'city', other.city)
  await addLender(own.inactive, 'county', home.id, 0)
})

describe('lenders by location', () => {
  it("a county finds the lenders of the county, its region, its cities and its whole state, and no one else's", async () => {
    const ids = await lenderIds('county', texas, [home.id])
    const expected = await lendersWhere(
      `a.state_id = ?1 AND ((a.location_type = 'state' AND a.location_id = ?1)
        OR (a.location_type = 'county' AND a.location_id = ?2)
        OR (a.location_type = 'region' AND a.location_id = (SELECT region_id FROM counties WHERE id = ?2))
        OR (a.location_type = 'city' AND a.location_id IN (SELECT id FROM cities WHERE county_id = ?2)))`,
      texas,
      home.id,
    )
    expect(sorted(ids)).toEqual(expected)
    expect(ids).toEqual(expect.arrayContaining([own.county, own.region, own.city]))
    expect(ids).not.toContain(own.otherCounty)
    expect(ids).not.toContain(own.otherCity)
    expect(ids).not.toContain(own.inactive)
  })

  it("a listing's county finds the lender of its whole state, after the local ones", async () => {
    const [listing] = await sqlRows<{ state_id: number; county_id: number }>(
      'SELECT state_id, county_id FROM listings WHERE id = ?1',
      firstListingId,
    )
    const response = await api(`/location/financeByLocationData/county/${listing!.state_id}/${listing!.county_id}`)
    const lenders = v.parse(financeByLocationCall.response, await response.json())
    const statewide = await lendersWhere(`a.location_type = 'state' AND a.location_id = ?1`, listing!.state_id)
    expect(statewide.length).toBeGreaterThan(0)
    expect(lenders.map((lender) => lender.id)).toEqual(expect.arrayContaining(statewide))
    const stateOnly = lenders.findIndex((lender) => lender.areas.every((area) => area.type === 'state'))
    expect(lenders.slice(stateOnly).every((lender) => lender.areas.every((area) => area.type === 'state'))).toBe(true)
    const texasLender = lenders.find((lender) => lender.id === statewide[0])!
    expect(texasLender.areas).toEqual([{ type: 'state', name: 'Texas', stateAbbreviation: 'TX' }])
  })

  it('a region, a city and a state find what SQL says', async () => {
    expect(sorted(await lenderIds('region', texas, [home.region]))).toEqual(
      await lendersWhere(
        `a.state_id = ?1 AND ((a.location_type = 'state' AND a.location_id = ?1)
          OR (a.location_type = 'region' AND a.location_id = ?2)
          OR (a.location_type = 'county' AND a.location_id IN (SELECT id FROM counties WHERE region_id = ?2))
          OR (a.location_type = 'city' AND a.location_id IN
                (SELECT id FROM cities WHERE county_id IN (SELECT id FROM counties WHERE region_id = ?2))))`,
        texas,
        home.region,
      ),
    )
    expect(sorted(await lenderIds('city', texas, [home.city]))).toEqual(
      await lendersWhere(
        `a.state_id = ?1 AND ((a.location_type = 'state' AND a.location_id = ?1)
          OR (a.location_type = 'city' AND a.location_id = ?2)
          OR (a.location_type = 'county' AND a.location_id = ?3)
          OR (a.location_type = 'region' AND a.location_id = ?4))`,
        texas,
        home.city,
        home.id,
        home.region,
      ),
    )
    expect(sorted(await lenderIds('state', texas, [texas]))).toEqual(await lendersWhere('a.state_id = ?1', texas))
  })

  it('a place not in the state finds no one, not even the state-wide lenders', async () => {
    expect(await lenderIds('county', texas, [6037])).toEqual([])
    expect(await lenderIds('city', texas, [999_999_999])).toEqual([])
  })

  it('every state has a lender of its own', async () => {
    const [row] = await sqlRows<{ n: number }>(
      `SELECT count(*) AS n FROM states s WHERE NOT EXISTS (SELECT 1 FROM finance_center_areas a
         WHERE a.state_id = s.id AND a.location_type = 'state' AND a.location_id = s.id)`,
    )
    expect(row!.n).toBe(0)
  })
})

describe('a lender in full', () => {
  it('answers the lender and every place it serves, by name', async () => {
    const response = await api('/content/financeCenterFullInfo/2')
    expect(response.status).toBe(200)
    const lender = v.parse(financeCenterFullInfoCall.response, await response.json())!
    const [row] = await sqlRows<Record<string, unknown>>(
      'SELECT id, name, description, phone, email, url, logo_id AS logoId FROM finance_centers WHERE id = 2',
    )
    expect(lender).toMatchObject(row!)
    const areas = await sqlRows<{ name: string }>(
      `SELECT c.name_full AS name FROM finance_center_areas a JOIN counties c ON c.id = a.location_id
        WHERE a.finance_center_id = 2 AND a.location_type = 'county' ORDER BY c.name_full`,
    )
    expect(areas.length).toBeGreaterThan(0)
    expect(lender.areas.map((area) => area.name)).toEqual(areas.map((area) => area.name))
    expect(lender.areas.every((area) => area.type === 'county' && area.stateAbbreviation === 'OK')).toBe(true)
  })

  it.each(['999999', String(own.inactive)])('answers null for %s, no active lender', async (id) => {
    const response = await api(`/content/financeCenterFullInfo/${id}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toBeNull()
  })
})

describe('bad requests', () => {
  const fiftyOne = Array.from({ length: 51 }, (_, i) => i + 1).join('-')
  it.each([
    ['/content/financeCenterFullInfo/abc', 'id'],
    ['/content/financeCenterFullInfo/0', 'id'],
    ['/content/financeCenterFullInfo/-1', 'id'],
    ['/location/financeByLocationData/parish/48/48267', 'type'],
    ['/location/financeByLocationData/county/99/48267', 'stateId'],
    ['/location/financeByLocationData/county/TX/48267', 'stateId'],
    ['/location/financeByLocationData/county/48/48267-x', 'ids'],
    ['/location/financeByLocationData/county/48/0', 'ids'],
    ['/location/financeByLocationData/state/48/6', 'ids'],
    [`/location/financeByLocationData/county/48/${fiftyOne}`, 'ids'],
  ])('%s is a 400 naming %s', async (path, field) => {
    const response = await api(path)
    expect(response.status).toBe(400)
    expect(v.parse(apiErrorBody, await response.json()).field).toBe(field)
  })
})

const page = async (brand: (typeof brandIds)[number], path: string) => {
  const response = await exports.default.fetch(`${brandOrigin(brand)}${path}`)
  return { status: response.status, html: await response.text() }
}

const setFinanceFlag = (value: 0 | 1) =>
  env.DB.prepare("UPDATE feature_flags SET value = ?1 WHERE name = 'financeCenter' AND site_id = 0").bind(value).run()

describe('/financing', () => {
  it.each(brandIds)('answers on %s with the loan calculator', async (brand) => {
    const { status, html } = await page(brand, '/financing')
    expect(status).toBe(200)
    expect(html).toContain('data-testid="loan-calculator"')
    expect(html).toContain('data-testid="loan-monthly-payment"')
    // The finance center on the rural-land brand, which has one (its flag is on in the seed); the guide elsewhere.
    expect(html).toContain(brand === 'landwatch' ? 'data-testid="finance-center"' : 'data-testid="land-loans"')
  })

  it("shows a lender's full info for ?fcid", async () => {
    const [lender] = await sqlRows<{ name: string; email: string }>(
      'SELECT name, email FROM finance_centers WHERE id = 1',
    )
    const { status, html } = await page('landwatch', '/financing?fcid=1')
    expect(status).toBe(200)
    expect(html).toContain('data-testid="lender-profile"')
    expect(html).toContain(lender!.name)
    expect(html).toContain(`mailto:${lender!.email}`)
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/financing\?fcid=1"/)
  })

  it.each(['abc', '999999', '1.5', ''])(
    '?fcid=%s is the finance center without a lender, never an error',
    async (fcid) => {
      const { status, html } = await page('landwatch', `/financing?fcid=${fcid}`)
      expect(status).toBe(200)
      expect(html).toContain('data-testid="finance-center"')
      expect(html).not.toContain('data-testid="lender-profile"')
    },
  )

  it("lists a state's lenders for ?state", async () => {
    const { html } = await page('landwatch', '/financing?state=TX')
    const expected = await lendersWhere('a.state_id = ?1', texas)
    expect(html.match(/data-testid="lender-card"/g)).toHaveLength(expected.length)
    expect(html).toContain('<option value="TX" selected=""')
  })

  it('is the Land Loans guide with the flag off, whatever the query', async () => {
    await setFinanceFlag(0)
    try {
      const { status, html } = await page('landwatch', '/financing?fcid=1')
      expect(status).toBe(200)
      expect(html).toContain('data-testid="land-loans"')
      expect(html).not.toContain('data-testid="finance-center"')
      expect(html).not.toContain('data-testid="lender-profile"')
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/financing"/)
    } finally {
      await setFinanceFlag(1)
    }
  })
})

describe("a listing's financing section", () => {
  const paths = {
    land: (id: number) => `/property/Kimble-County-TX/${id}/`,
    landwatch: (id: number) => `/kimble-county-tx/pid/${id}`,
  }
  const setSale = (id: number, price: number, kind: number) =>
    env.DB.prepare('UPDATE listings SET price = ?2, transaction_type = ?3 WHERE id = ?1').bind(id, price, kind).run()

  it('is there for a priced listing, as a placeholder until the buyer nears it', async () => {
    await setSale(firstListingId, 250_000, transactionType.sale)
    const { html } = await page('land', paths.land(firstListingId))
    expect(html).toContain('data-testid="listing-financing"')
    expect(html).not.toContain('data-testid="loan-calculator"')
  })

  it.each([
    ['an auction', 2, transactionType.auction],
    ['contact for price', 0, transactionType.sale],
  ])('is not there for %s on a brand without a finance center', async (_, price, kind) => {
    await setSale(firstListingId + 1, price, kind)
    const { html } = await page('land', paths.land(firstListingId + 1))
    expect(html).toContain('data-testid="listing-page"')
    expect(html).not.toContain('data-testid="listing-financing"')
  })

  it("is there for an auction on the rural-land brand, for the county's lenders", async () => {
    await setSale(firstListingId + 1, 2, transactionType.auction)
    const { html } = await page('landwatch', paths.landwatch(firstListingId + 1))
    expect(html).toContain('data-testid="listing-financing"')
  })
})
