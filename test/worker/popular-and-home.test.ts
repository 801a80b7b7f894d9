import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { HomePageResponse } from '../../web/api/home-page.ts'
import { marketStatus, propertyTypeNames, upgradeTier } from '../../web/rules/listing-rules.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

const getJson = async <T>(path: string, host = 'land.localhost'): Promise<T> => {
  const response = await exports.default.fetch(`http://${host}${path}`)
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

/** Active listing count per state name on a site, counted straight from the table. */
async function countsByState(siteBit: number) {
  const rows = await sqlRows<{ name: string; n: number }>(
    `SELECT s.name, COUNT(l.id) AS n FROM states s
       LEFT JOIN listings l ON l.state_id = s.id AND l.market_status IN (1, 2) AND (l.site_mask & ?1) != 0
      GROUP BY s.id`,
    siteBit,
  )
  return new Map(rows.map((row) => [row.name, row.n]))
}

beforeAll(async () => {
  await seedTestDb(300)
})

describe('GET /api/popular/statenames/{siteId}', () => {
  it('lists every state, the most active listings first', async () => {
    const names = await getJson<string[]>('/api/popular/statenames/0')
    expect(names).toHaveLength(52)
    const counts = await countsByState(0b111)
    const inOrder = names.map((name) => counts.get(name)!)
    expect(inOrder).toEqual([...inOrder].sort((a, b) => b - a))
  })

  it('follows listing changes at once (the cached counts are per data version)', async () => {
    const before = await getJson<string[]>('/api/popular/statenames/0')
    const last = before.at(-1)!
    // Move forty listings into the least popular state: it must become the most popular.
    await sqlRows(
      `UPDATE listings SET state_id = (SELECT id FROM states WHERE name = ?1), market_status = 1, site_mask = 7
        WHERE id IN (SELECT id FROM listings ORDER BY id LIMIT 40)`,
      last,
    )
    const after = await getJson<string[]>('/api/popular/statenames/0')
    expect(after[0]).toBe(last)
  })
})

describe('GET /api/popular/PropertyTypeNames/{siteId}', () => {
  it('names the property types that have listings, the most first', async () => {
    const names = await getJson<string[]>('/api/popular/PropertyTypeNames/1')
    const known = Object.values(propertyTypeNames)
    expect(names.length).toBeGreaterThan(5)
    for (const name of names) expect(known).toContain(name)
    expect(new Set(names).size).toBe(names.length)
  })
})

describe('GET /api/pagedata/home/{siteId}', () => {
  it.each([1, 2, 3])('site %i: featured, newest and totals come from that site’s listings', async (siteId) => {
    const { pageData, featureFlags } = await getJson<HomePageResponse>(`/api/pagedata/home/${siteId}`)
    const bit = 1 << (siteId - 1)
    const [total] = await sqlRows<{ n: number }>(
      'SELECT COUNT(*) AS n FROM listings WHERE market_status IN (1, 2) AND (site_mask & ?1) != 0',
      bit,
    )
    expect(pageData.listingCount).toBe(total!.n)
    expect(pageData.featuredListings.length).toBeGreaterThan(0)
    for (const listing of pageData.featuredListings) {
      expect(listing.marketStatus).toBe(marketStatus.available)
      expect(listing.upgradeLevelId).toBeGreaterThanOrEqual(upgradeTier.platinum)
    }
    const featuredIds = new Set(pageData.featuredListings.map((listing) => listing.id))
    expect(pageData.newestListings.some((listing) => featuredIds.has(listing.id))).toBe(false)
    const ids = [...featuredIds, ...pageData.newestListings.map((listing) => listing.id)]
    const masks = await sqlRows<{ site_mask: number }>(
      `SELECT site_mask FROM listings WHERE id IN (${ids.map(() => '?').join(',')})`,
      ...ids,
    )
    expect(masks.every((row) => (row.site_mask & bit) !== 0)).toBe(true)
    expect(pageData.popularStates.every((state) => state.listingCount > 0)).toBe(true)
    expect(typeof featureFlags).toBe('object')
  })
})

describe('home pages with data', () => {
  it('render the featured listings server-side, with their links in the brand’s shape', async () => {
    const { pageData } = await getJson<HomePageResponse>('/api/pagedata/home/2', 'landwatch.localhost')
    const html = await (await exports.default.fetch('http://landwatch.localhost/')).text()
    const first = pageData.featuredListings[0]!
    expect(html).toContain(`/pid/${first.id}"`)
    expect(html).toContain('data-testid="listing-card"')
    expect(html).toContain('-land-for-sale"') // the footer's state links, in the rural-land shape
  })
})
