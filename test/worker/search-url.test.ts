import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PopularSearch } from '../../web/api/popular-searches.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// POST /api/property/searchUrl/{siteId} names places given by id in the brand's URL shape; logPopularSearch counts
// searches by that URL, so the same search sent by ids or by names is one popular search, and the land footer's
// list reads them back with a heading each.

const post = (path: string, body: unknown, host = 'land.localhost', address = '') =>
  exports.default.fetch(`http://${host}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': address },
    body: JSON.stringify(body),
  })

beforeAll(async () => {
  await seedTestDb(200)
})

describe('POST /api/property/searchUrl/{siteId}', () => {
  it.each([
    [1, { countyIdList: [48453], propertyTypes: ['ranch'] }, '/Travis-County-TX/ranches/'],
    [2, { countyIdList: [48453], propertyTypes: ['ranch'] }, '/texas-land-for-sale/travis-county/ranches'],
    [
      3,
      { countyIdList: [48453], propertyTypes: ['ranch'] },
      '/search/texas-land-for-sale/travis-county/ranches-for-sale/',
    ],
    [
      1,
      { stateId: 35, priceMax: 100000, sortOrderId: 4, pageIndex: 2 },
      '/New-Mexico/all-land/price-under-100000/sort-price-low/page-3/',
    ],
    [1, {}, '/United-States/'],
  ])('site %i, %j -> %s', async (siteId, criteria, url) => {
    const response = await post(`/api/property/searchUrl/${siteId}`, criteria)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await response.text()).toBe(url)
  })

  it('site 0 answers in the shape of the brand asked', async () => {
    const response = await post('/api/property/searchUrl/0', { stateAbbreviation: 'TX' }, 'laf.localhost')
    expect(await response.text()).toBe('/search/texas-land-for-sale/')
  })

  it('answers 404 for a place that does not exist and 400 naming a bad field', async () => {
    expect((await post('/api/property/searchUrl/1', { countyIdList: [99999999] })).status).toBe(404)
    const bad = await post('/api/property/searchUrl/1', { priceMax: 'lots' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { field: string }).field).toBe('priceMax')
  })
})

describe('popular searches', () => {
  const countOf = async (path: string) =>
    (
      await sqlRows<{ n: number }>(
        `SELECT search_count AS n FROM popular_searches WHERE site_id = 1 AND path = ?1`,
        path,
      )
    )[0]?.n ?? 0

  it('counts a search by its URL, whether sent by ids or names, and lists it in the footer', async () => {
    // Kimble County, TX holds the seed's fixed listings: popular searches count searches with results, each visitor
    // once a day (worker/events/popular-search-visits.ts), so the two are sent by two visitors.
    const path = '/Kimble-County-TX/'
    const before = await countOf(path)
    for (const [body, address] of [
      [{ countyIdList: [48267] }, '198.51.100.201'],
      [{ countyName: 'Kimble County', stateAbbreviation: 'TX' }, '198.51.100.202'],
    ] as const) {
      const response = await post('/api/Popular/logPopularSearch/1', body, 'land.localhost', address)
      expect(response.status).toBe(202)
    }
    await expect.poll(() => countOf(path)).toBe(before + 2)
    await sqlRows(`UPDATE popular_searches SET search_count = 1000000 WHERE site_id = 1 AND path = ?1`, path)
    const listed = (await (
      await exports.default.fetch('http://land.localhost/api/popular/searches/1')
    ).json()) as PopularSearch[]
    expect(listed[0]).toEqual({ label: 'Land for Sale in Kimble County, TX', path })
  })

  it('does not count a search of a place that does not exist', async () => {
    const [{ n: before } = { n: 0 }] = await sqlRows<{ n: number }>(`SELECT COUNT(*) AS n FROM popular_searches`)
    expect((await post('/api/Popular/logPopularSearch/1', { countyIdList: [99999999] })).status).toBe(202)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const [{ n: after } = { n: 0 }] = await sqlRows<{ n: number }>(`SELECT COUNT(*) AS n FROM popular_searches`)
    expect(after).toBe(before)
  })
})
