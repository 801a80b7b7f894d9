import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { siteIds, siteMaskOf } from '../../brands/site-ids.ts'
import { contentPath, contentPathsOf } from '../../routes/links/brand-urls-by-id.ts'
import { exampleLandFeed, landFeedCheckMaxBytes, type LandFeedCheckResult } from '../../web/api/land-feed.ts'
import type { FinanceCenterListings, StateCounts } from '../../web/api/partner-pages.ts'
import { contactSellerLead } from '../../web/leads/lead-form.ts'
import { partnerPageAbout, partnerPages } from '../../web/content/partner-page-about.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'
import { brandOrigin } from './worker-config.ts'

// The land feed's and the Farm Credit pages' data against direct SQL, the land feed check through the worker, and
// every partner page at every path each brand answers, with the brand's own shape as canonical.

beforeAll(async () => {
  await seedTestDb(400, 5)
})

const getJson = async <T>(path: string): Promise<T> => {
  const response = await exports.default.fetch(`http://land.localhost${path}`)
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

const active = `market_status IN (${marketStatus.available}, ${marketStatus.underContract})`

describe('GET /api/pagedata/landfeedstates/{siteId}', () => {
  type StatesAnswer = { pageData: { states: StateCounts[]; totals: StateCounts }; featureFlags: object }
  const direct = (siteId: number) =>
    sqlRows<{ stateId: number; listingCount: number; advertiserCount: number }>(
      `SELECT state_id AS stateId, COUNT(*) AS listingCount, COUNT(DISTINCT account_id) AS advertiserCount
         FROM listings WHERE ${active} AND (site_mask & ?1) != 0 GROUP BY state_id`,
      siteMaskOf(siteId),
    )

  it.each(Object.values(siteIds))('site %i: every state, its counts those of a direct count', async (siteId) => {
    const { pageData, featureFlags } = await getJson<StatesAnswer>(`/api/pagedata/landfeedstates/${siteId}`)
    expect(featureFlags).toHaveProperty('financeCenter')
    const states = await sqlRows<{ id: number }>('SELECT id FROM states')
    expect(pageData.states.map((state) => state.stateId).sort()).toEqual(states.map((state) => state.id).sort())
    const counted = new Map((await direct(siteId)).map((row) => [row.stateId, row]))
    expect(counted.size).toBeGreaterThan(3)
    for (const state of pageData.states) {
      const expected = counted.get(state.stateId) ?? { listingCount: 0, advertiserCount: 0 }
      expect([state.name, state.listingCount, state.advertiserCount]).toEqual([
        state.name,
        expected.listingCount,
        expected.advertiserCount,
      ])
    }
    const [totals] = await sqlRows<{ listingCount: number; advertiserCount: number }>(
      `SELECT COUNT(*) AS listingCount, COUNT(DISTINCT account_id) AS advertiserCount
         FROM listings WHERE ${active} AND (site_mask & ?1) != 0`,
      siteMaskOf(siteId),
    )
    expect(pageData.totals).toEqual(totals)
  })

  it('follows a listing that is sold', async () => {
    const before = await getJson<StatesAnswer>('/api/pagedata/landfeedstates/1')
    const [listing] = await sqlRows<{ id: number; stateId: number }>(
      `SELECT id, state_id AS stateId FROM listings WHERE ${active} AND (site_mask & 1) != 0 LIMIT 1`,
    )
    await env.DB.prepare('UPDATE listings SET market_status = ?2 WHERE id = ?1')
      .bind(listing!.id, marketStatus.sold)
      .run()
    const after = await getJson<StatesAnswer>('/api/pagedata/landfeedstates/1')
    const countOf = (answer: StatesAnswer) => answer.pageData.states.find((s) => s.stateId === listing!.stateId)!
    expect(countOf(after).listingCount).toBe(countOf(before).listingCount - 1)
    expect(after.pageData.totals.listingCount).toBe(before.pageData.totals.listingCount - 1)
  })
})

describe('GET /api/pagedata/farmcredit/{siteId}', () => {
  const placeColumn = { state: 'state_id', region: 'region_id', county: 'county_id', city: 'city_id' } as const
  const placeTable = { state: 'states', region: 'regions', county: 'counties', city: 'cities' } as const

  it.each(Object.values(siteIds))('site %i: each area of each lender with its active listings', async (siteId) => {
    const { pageData } = await getJson<{ pageData: { financeCenters: FinanceCenterListings[] } }>(
      `/api/pagedata/farmcredit/${siteId}`,
    )
    // An area is shown when its place is one we know (the seed names some towns the cities table lacks).
    const known = Object.entries(placeTable)
      .map(([type, table]) => `(a.location_type = '${type}' AND a.location_id IN (SELECT id FROM ${table}))`)
      .join(' OR ')
    const seeded = await sqlRows<{ id: number; areas: number }>(
      `SELECT f.id, COUNT(*) AS areas FROM finance_centers f JOIN finance_center_areas a ON a.finance_center_id = f.id
        WHERE f.is_active = 1 AND (${known}) GROUP BY f.id ORDER BY f.id`,
    )
    expect(pageData.financeCenters.map((center) => [center.id, center.areas.length]).sort()).toEqual(
      seeded.map((center) => [center.id, center.areas]).sort(),
    )
    let listed = 0
    for (const area of pageData.financeCenters.flatMap((center) => center.areas)) {
      const [row] = await sqlRows<{ n: number }>(
        `SELECT COUNT(*) AS n FROM listings WHERE ${placeColumn[area.type]} = ?1 AND ${active} AND (site_mask & ?2) != 0`,
        area.id,
        siteMaskOf(siteId),
      )
      expect([area.type, area.name, area.listingCount]).toEqual([area.type, area.name, row!.n])
      listed += area.listingCount
    }
    expect(listed).toBeGreaterThan(0)
  })
})

describe('POST /api/landfeed/validate', () => {
  const check = (body: string, contentType = 'application/json') =>
    exports.default.fetch('http://laf.localhost/api/landfeed/validate', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    })
  const checked = async (feed: unknown) => {
    const response = await check(JSON.stringify(feed))
    expect(response.status).toBe(200)
    return (await response.json()) as LandFeedCheckResult
  }

  it('passes the documented example', async () => {
    expect(await checked(exampleLandFeed)).toEqual({
      valid: true,
      listingCount: 2,
      validListingCount: 2,
      problemCount: 0,
      problems: [],
    })
  })

  it('names an account that does not advertise with us, and a county its state does not have', async () => {
    const feed = structuredClone(exampleLandFeed)
    feed.accountId = 999_999_999
    feed.listings[1]!.countyName = 'Atlantis County'
    const result = await checked(feed)
    expect(result).toMatchObject({ valid: false, listingCount: 2, validListingCount: 1, problemCount: 2 })
    expect(result.problems).toEqual([
      expect.objectContaining({ path: 'accountId', listingIndex: null, message: expect.stringContaining('999999999') }),
      expect.objectContaining({
        path: 'listings.1.countyName',
        listingId: 'KIM-0419',
        message: 'TX has no county named "Atlantis County".',
      }),
    ])
  })

  it('reports a broken field by its path, and counts the listings still ready', async () => {
    const feed = structuredClone(exampleLandFeed)
    feed.listings[0]!.acres = -1
    const result = await checked(feed)
    expect(result).toMatchObject({ valid: false, validListingCount: 1, problemCount: 1 })
    expect(result.problems[0]).toMatchObject({ path: 'listings.0.acres', listingId: 'KIM-0412' })
  })

  it('takes a document as large as the docs promise, and answers a larger one with a 400', async () => {
    const text = JSON.stringify(exampleLandFeed)
    const padded = (bytes: number) => text + ' '.repeat(bytes - new TextEncoder().encode(text).length)
    expect((await check(padded(landFeedCheckMaxBytes))).status).toBe(200)
    const tooLarge = await check(padded(landFeedCheckMaxBytes + 1))
    expect(tooLarge.status).toBe(400)
    expect(await tooLarge.json()).toMatchObject({ field: 'body' })
  })

  it('answers a body that is not JSON with a 400 naming the body', async () => {
    const response = await check('{"version": 1,', 'application/json')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ field: 'body' })
  })
})

describe.each(brandIds)('%s partner pages', (brandId) => {
  const origin = brandOrigin(brandId)
  const cases = partnerPages.flatMap((page) => contentPathsOf(brandId, page).map((path) => [page, path] as const))

  it.each(cases)('%s at %s is the page, canonical at the brand’s shape', async (page, path) => {
    const response = await exports.default.fetch(`${origin}${path}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<link rel="canonical" href="${origin}${contentPath(brandId, page)}"`)
    expect(html).toContain(`<title>${partnerPageAbout[page].title} | `)
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
  })

  it('the other form of a trailing slash is the 404 page', async () => {
    const path = contentPath(brandId, 'landFeedDocs').replace(/\/$/, '')
    expect((await exports.default.fetch(`${origin}${path}`)).status).toBe(404)
  })

  it('lists every state with links to its search and a totals row', async () => {
    const html = await (await exports.default.fetch(`${origin}${contentPath(brandId, 'landFeedStates')}`)).text()
    const states = await sqlRows<{ name: string }>('SELECT name FROM states')
    const rows = html.match(/<tr[^>]*>\s*<th scope="row"[^>]*><a /g) ?? []
    expect(rows).toHaveLength(states.length)
    expect(html).toContain('data-testid="land-feed-state-totals"')
  })

  it('shows each lender with its areas', async () => {
    const html = await (await exports.default.fetch(`${origin}${contentPath(brandId, 'farmCreditListings')}`)).text()
    const lenders = await sqlRows<{ name: string }>('SELECT name FROM finance_centers WHERE is_active = 1')
    for (const lender of lenders) expect(html).toContain(lender.name)
    expect(html.match(/data-testid="farm-credit-area-count"/g)?.length).toBeGreaterThan(lenders.length - 1)
  })

  it('documents every feed field and shows the example', async () => {
    const html = await (await exports.default.fetch(`${origin}${contentPath(brandId, 'landFeedDocs')}`)).text()
    for (const name of ['version', 'accountId', 'listings', ...Object.keys(exampleLandFeed.listings[0]!)])
      expect(html).toMatch(new RegExp(`<code[^>]*>${name}</code>`))
    expect(html).toContain('data-testid="land-feed-example"')
    expect(html).toContain('KIM-0412')
    expect(html).toContain('data-testid="land-feed-check"')
  })

  it('documents every field of a lead', async () => {
    const html = await (await exports.default.fetch(`${origin}${contentPath(brandId, 'farmCreditLeads')}`)).text()
    for (const name of Object.keys(contactSellerLead.entries))
      expect(html).toMatch(new RegExp(`<code[^>]*>${name}</code>`))
    expect(html).toContain('data-testid="lead-example"')
  })
})
