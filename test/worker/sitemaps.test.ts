import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { brandIds, brands } from '../../brands/brand-registry.ts'
import type { BrandId } from '../../brands/brand-config.ts'
import { contentPages } from '../../brands/content-pages.ts'
import { siteMaskOf } from '../../brands/site-ids.ts'
import { contentPath, siteLinksByBrand, sitemapPath } from '../../routes/links/brand-urls-by-id.ts'
import { childOf, sitemapChild, sitemapIndex } from '../../worker/sitemaps/sitemap-children.ts'
import { sitemapLimits, urlsPerChild, type SitemapLimits } from '../../worker/sitemaps/sitemap-limits.ts'
import { urlsetWriter } from '../../worker/sitemaps/sitemap-xml.ts'
import { crawlSitemaps, type CrawlReport } from '../support/sitemap-crawler.ts'
import { expectConsoleError } from './console-guard.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'
import { brandOrigin } from './worker-config.ts'

// robots.txt, the sitemap index and its children per brand, through the real worker on a seeded D1: what robots.txt
// keeps crawlers out of, that every kind of page is listed with its date, that the listings, places and sellers
// listed are exactly the brand's (checked against plain SQL), that a sample of the URLs answers 200, and that the
// limits split children by URL count and by bytes. The sitemaps.org schemas are checked in Node, where libxml2 runs
// (test/unit/sitemap-crawl.test.ts).

beforeAll(async () => {
  await seedTestDb(400)
})

const get = (url: string) => exports.default.fetch(url)
const siteOf = (id: BrandId) => ({ db: env.DB, brand: brands[id], origin: brandOrigin(id) })
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!.replace(/&amp;/g, '&'))

/** The brand's active listings, as the listing pages' link builder wants them. */
const activeListings = (id: BrandId) =>
  sqlRows<{ id: number; city: string; county: string; stateAbbreviation: string }>(
    `SELECT l.id, l.city_name AS city, c.name_full AS county, s.abbreviation AS stateAbbreviation
       FROM listings l JOIN counties c ON c.id = l.county_id JOIN states s ON s.id = l.state_id
      WHERE l.market_status IN (1, 2) AND (l.site_mask & ?1) != 0`,
    siteMaskOf(brands[id].siteId),
  )

describe.each(brandIds)('%s', (id) => {
  const origin = brandOrigin(id)
  const links = siteLinksByBrand[id]
  let crawl: CrawlReport
  const urlsOf = async (kind: string) => {
    const urls: string[] = []
    for (const child of crawl.children.filter((c) => c.kind === kind))
      urls.push(...locsOf(await (await get(origin + child.path)).text()))
    return urls
  }

  beforeAll(async () => {
    crawl = await crawlSitemaps({ fetch: (path) => get(origin + path), origin, sample: 60 })
  })

  it('robots.txt names the sitemap index and keeps crawlers out of accounts, the dashboard, the API and logins', async () => {
    const response = await get(`${origin}/robots.txt`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const lines = (await response.text()).split('\n')
    expect(lines).toContain('User-agent: *')
    for (const path of ['/account/', '/dashboard/', '/api/', '/login', '/reset/'])
      expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`)
    expect(lines.filter((line) => line.startsWith('Disallow: /')).length).toBe(5)
  })

  it('the index names children of every kind, every URL once, on the brand, with no cookie set', async () => {
    expect(crawl.problems).toEqual([])
    expect(crawl.sitemapIndex).toBe(`${origin}/sitemap.xml`)
    expect(Object.keys(crawl.kinds)).toEqual(['pages', 'places', 'sellers', 'listings'])
    for (const path of ['/sitemap.xml', crawl.children[0]!.path, '/robots.txt']) {
      const response = await get(origin + path)
      expect(response.headers.get('set-cookie')).toBeNull()
    }
    expect((await get(`${origin}/sitemap.xml`)).headers.get('content-type')).toBe('application/xml; charset=utf-8')
  })

  it('every place, seller and listing has a lastmod; pages have one where their date is known', () => {
    for (const kind of ['places', 'sellers', 'listings'])
      expect(crawl.kinds[kind]!.withLastmod, kind).toBe(crawl.kinds[kind]!.urls)
    // The add-listing page and the land loan guide record no date of their own.
    expect(crawl.kinds.pages!.withLastmod).toBe(crawl.kinds.pages!.urls - 2)
  })

  it('pages: home, the directory, the HTML sitemap and every content page at the brand’s paths', async () => {
    const pages = await urlsOf('pages')
    const paths = [links.home, links.directory({}), sitemapPath(id, { page: 'index' })]
    expect(pages).toEqual([...paths, ...contentPages.map((page) => contentPath(id, page))].map((p) => origin + p))
  })

  it('listings: every active listing of the brand, once, and nothing else', async () => {
    const expected = (await activeListings(id)).map((listing) => origin + links.listing(listing))
    expect(expected.length).toBeGreaterThan(100)
    expect((await urlsOf('listings')).sort()).toEqual(expected.sort())
  })

  it('places: each state and county with an active listing of the brand, its search and its HTML sitemap page; regions where they are landing pages', async () => {
    const counties = await sqlRows<{
      stateName: string
      countyName: string
      regionName: string | null
      slug: string
      abbreviation: string
      countySlug: string
    }>(
      `SELECT DISTINCT s.name AS stateName, c.name_full AS countyName, r.name AS regionName, s.slug, s.abbreviation,
              c.slug AS countySlug
         FROM listings l JOIN counties c ON c.id = l.county_id JOIN states s ON s.id = l.state_id
         LEFT JOIN regions r ON r.id = c.region_id
        WHERE l.market_status IN (1, 2) AND (l.site_mask & ?1) != 0`,
      siteMaskOf(brands[id].siteId),
    )
    const search = (place: Record<string, string>) => origin + links.search(place)
    const expected = new Set([
      ...counties.map(({ stateName }) => origin + links.state(stateName)),
      ...counties.map(({ stateName, countyName }) => search({ stateName, countyName })),
      ...counties.map((state) => origin + sitemapPath(id, { page: 'state', state })),
      ...counties.map(({ countySlug, ...state }) =>
        origin.concat(sitemapPath(id, { page: 'county', state, countySlug, pageIndex: 0 })),
      ),
      ...(brands[id].features.stateLandingPages
        ? counties.flatMap(({ stateName, regionName }) => (regionName ? [search({ stateName, regionName })] : []))
        : []),
    ])
    const places = await urlsOf('places')
    expect(places.length).toBe(expected.size)
    expect(new Set(places)).toEqual(expected)
    expect(places.some((url) => url.includes('-Region'))).toBe(id === 'land')
    expect(places.some((url) => url.includes('/sitemap/'))).toBe(true)
  })

  it('sellers: each active seller with an active listing of the brand, at its details page', async () => {
    const sellers = await sqlRows<{ accountId: number; contactName: string; companyName: string }>(
      `SELECT a.account_id AS accountId, a.contact_name AS contactName, a.company_name AS companyName
         FROM accounts a WHERE a.is_active = 1 AND a.is_seller = 1 AND EXISTS (
           SELECT 1 FROM listings l WHERE (l.account_id = a.account_id OR l.parent_account_id = a.account_id)
              AND l.market_status IN (1, 2) AND (l.site_mask & ?1) != 0)`,
      siteMaskOf(brands[id].siteId),
    )
    expect(sellers.length).toBeGreaterThan(5)
    const expected = sellers.map((seller) => origin + links.seller(seller, 'details'))
    expect((await urlsOf('sellers')).sort()).toEqual(expected.sort())
  })

  it('a sample of 60 URLs over every kind answers 200', () => {
    expect(crawl.sampled.length).toBe(60)
    expect(new Set(crawl.sampled.map((page) => page.kind))).toEqual(new Set(Object.keys(crawl.kinds)))
    expect(crawl.sampled.filter((page) => page.status !== 200)).toEqual([])
  })
})

describe('limits', () => {
  const site = siteOf('land')
  const childrenOf = async (limits: SitemapLimits) => {
    const children = locsOf(await sitemapIndex(site, limits)).map((url) => childOf(url.split('/sitemaps/')[1]!)!)
    const xml = await Promise.all(children.map((child) => sitemapChild(site, child, limits)))
    return children.map((child, index) => ({ ...child, xml: xml[index]! }))
  }

  it('a small URL limit splits every kind into children that hold each URL once', async () => {
    // The limit holds for the index too: 40 children at most.
    const limits = { ...sitemapLimits, urls: 40 }
    const children = await childrenOf(limits)
    expect(children.length).toBeLessThanOrEqual(40)
    const listings = children.filter((child) => child.kind === 'listings')
    expect(listings.length).toBe(Math.ceil((await activeListings('land')).length / 40))
    expect(listings.length).toBeGreaterThan(3)
    expect(listings.map((child) => child.number)).toEqual(listings.map((_, index) => index + 1))
    for (const child of children) expect(locsOf(child.xml).length).toBeLessThanOrEqual(40)
    const urls = children.flatMap((child) => locsOf(child.xml))
    expect(new Set(urls).size).toBe(urls.length)
    const whole = await childrenOf(sitemapLimits)
    expect(whole.length).toBe(4)
    expect(urls.sort()).toEqual(whole.flatMap((child) => locsOf(child.xml)).sort())
  })

  it('a small byte limit splits children as finely, each within the bytes', async () => {
    const limits = { urls: 50_000, bytes: 2_000, entryBytes: 200 }
    expect(urlsPerChild(limits)).toBe(9)
    const children = await childrenOf(limits)
    for (const child of children) expect(new TextEncoder().encode(child.xml).length).toBeLessThanOrEqual(2_000)
    expect(children.filter((child) => child.kind === 'pages').length).toBe(2)
  })

  it('refuses more URLs than a child holds, and leaves out an entry longer than its share, with a warning', () => {
    expectConsoleError(/sitemap: left out http:\/\/land\.localhost\/long/)
    const writer = urlsetWriter('http://land.localhost', { urls: 2, bytes: 10_000, entryBytes: 120 })
    writer.add(`/long/${'x'.repeat(200)}/`, null)
    writer.add('/a/', '2026-01-02')
    writer.add('/b/', null)
    expect(writer.count).toBe(2)
    expect(() => writer.add('/c/', null)).toThrow(/at most 2 URLs/)
    expect(locsOf(writer.xml())).toEqual(['http://land.localhost/a/', 'http://land.localhost/b/'])
  })

  it('escapes XML and percent-encodes what a URL may not hold', () => {
    const writer = urlsetWriter('http://land.localhost', sitemapLimits)
    writer.add(`/broker/?name=O'Hara&sort=az`, null)
    writer.add('/search/Cañon City/<x>/', null)
    const xml = writer.xml()
    expect(xml).toContain('<loc>http://land.localhost/broker/?name=O&apos;Hara&amp;sort=az</loc>')
    expect(xml).toContain('<loc>http://land.localhost/search/Ca%C3%B1on%20City/%3Cx%3E/</loc>')
  })

  it.each(['/sitemaps/listings-999.xml', '/sitemaps/listings-0.xml', '/sitemaps/houses-1.xml', '/sitemaps/pages-1'])(
    '%s is the 404 page',
    async (path) => {
      const response = await get(`${brandOrigin('laf')}${path}`)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain(brands.laf.notFoundMessage.replace(/&/g, '&amp;'))
    },
  )
})
