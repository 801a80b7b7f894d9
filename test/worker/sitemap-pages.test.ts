import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BrandId } from '../../brands/brand-config.ts'
import { brandIds, brands } from '../../brands/brand-registry.ts'
import { siteIds, siteMaskOf } from '../../brands/site-ids.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import { newListingDays, sitemapPageSize } from '../../web/api/sitemap-pages.ts'
import { propertyTypeFlag, propertyTypeNames, type PropertyTypeName } from '../../web/rules/listing-rules.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'
import { brandOrigin } from './worker-config.ts'

// The HTML sitemap through the real worker on every brand: each page at the brand's shape answers 200 with the counts
// of a direct count over the listings and links in the brand's shapes that answer 200 themselves; every other shape is
// the 404 page; the page-data calls check their parameters.

const active = 'market_status IN (1, 2)'
/** Orleans Parish gets this many more listings than the seed gave it, so its listings take two pages. */
const addedToOrleans = 130
const orleansId = 22071

beforeAll(async () => {
  await seedTestDb(400, 11)
  // Copies of the first listing in Orleans Parish (the triggers count them), on every site.
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO listings (id, account_id, site_mask, state_id, county_id, city_name, lat, lng, title, description,
                           price, acres, listing_level, market_status, transaction_type, type_flags, date_listed,
                           updated_at)
     SELECT 9000000 + i, l.account_id, 7, 22, ?2, '', 29.97, -90.05, 'Orleans Parish lot ' || i, l.description,
            l.price, l.acres, 3, 1, 1, 8, l.date_listed, l.updated_at
       FROM n, (SELECT * FROM listings ORDER BY id LIMIT 1) l`,
  )
    .bind(addedToOrleans, orleansId)
    .run()
  // Three listings in Kimble County, TX listed in the last hours: the newest in Texas whatever the seed's dates.
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3)
     INSERT INTO listings (id, account_id, site_mask, state_id, county_id, city_name, lat, lng, title, description,
                           price, acres, listing_level, market_status, transaction_type, type_flags, date_listed,
                           updated_at)
     SELECT 9100000 + i, l.account_id, 7, 48, 48267, '', 30.49, -99.77, 'New Kimble County tract ' || i,
            l.description, l.price, l.acres, 3, 1, 1, 4, strftime('%Y-%m-%dT%H:%M:%SZ', 'now', -i || ' hours'),
            l.updated_at
       FROM n, (SELECT * FROM listings ORDER BY id LIMIT 1) l`,
  ).run()
})

const pageOf = async (id: BrandId, path: string) => {
  const response = await exports.default.fetch(`${brandOrigin(id)}${path}`, { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

const unescape = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/<!-- -->/g, '')

/** The page's main element. */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))

/** The links in the page's main element: href, text and the count after the link, if any. */
function linksOf(html: string) {
  return [
    ...mainOf(html).matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>(?:<span[^>]*>\(([\d,]+)\)<\/span>)?/g),
  ].map(([, href, text, count]) => ({
    href: unescape(href!),
    text: unescape(text!),
    count: count === undefined ? undefined : Number(count.replace(/,/g, '')),
  }))
}

const h1Of = (html: string) => unescape(/<h1\b[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '')
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
const breadcrumbsOf = (html: string) => {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)]
  const lists = scripts.map(([, json]) => JSON.parse(json!)).filter((data) => data['@type'] === 'BreadcrumbList')
  return lists.map((list) => list.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item]))
}

/** The shapes of one brand, as the README writes them. */
const shapes: Record<BrandId, { index: string; texas: string; kimble: string; orleans: string; kenai: string }> = {
  land: {
    index: '/sitemap/',
    texas: '/sitemap/texas/',
    kimble: '/sitemap/texas/kimble-county/',
    orleans: '/sitemap/louisiana/orleans-parish/',
    kenai: '/sitemap/alaska/kenai-peninsula-borough/',
  },
  landwatch: {
    index: '/sitemap',
    texas: '/sitemap/texas',
    kimble: '/sitemap/kimble-county-tx',
    orleans: '/sitemap/orleans-parish-la',
    kenai: '/sitemap/kenai-peninsula-borough-ak',
  },
  laf: {
    index: '/sitemap/',
    texas: '/sitemap/texas/',
    kimble: '/sitemap/texas/kimble-county/',
    orleans: '/sitemap/louisiana/orleans-parish/',
    kenai: '/sitemap/alaska/kenai-peninsula-borough/',
  },
}

/** The second page of a listing page at the brand's shape. */
const secondPage = (id: BrandId, path: string) => (id === 'landwatch' ? `${path}/page-2` : `${path}page-2/`)

describe.each(brandIds)('%s HTML sitemap', (id) => {
  const mask = siteMaskOf(siteIds[id])
  const links = siteLinksByBrand[id]
  const shape = shapes[id]
  const origin = brandOrigin(id)

  it('the header and the footer link to the index, which lists every state with its count', async () => {
    const home = await pageOf(id, '/')
    expect(home.html).toContain(`href="${shape.index}"`)
    const { status, html } = await pageOf(id, shape.index)
    expect(status).toBe(200)
    expect(h1Of(html)).toBe('Sitemap: Land for Sale by State')
    expect(canonicalOf(html)).toBe(`${origin}${shape.index}`)
    expect(unescape(html)).toContain(`<title>Sitemap: Land for Sale by State | ${brands[id].displayName}</title>`)
    expect(breadcrumbsOf(html)).toEqual([
      [
        ['Home', `${origin}/`],
        ['Sitemap', `${origin}${shape.index}`],
      ],
    ])
    const counted = await sqlRows<{ name: string; n: number }>(
      `SELECT s.name, COUNT(l.id) AS n FROM states s
         LEFT JOIN listings l ON l.state_id = s.id AND l.${active} AND (l.site_mask & ?1) != 0
        GROUP BY s.id ORDER BY s.name`,
      mask,
    )
    const states = linksOf(html).filter((link) => link.href.startsWith('/sitemap') && link.count !== undefined)
    expect(states.map((link) => [link.text, link.count])).toEqual(counted.map((state) => [state.name, state.n]))
    expect(states.find((link) => link.text === 'Texas')?.href).toBe(shape.texas)
    expect(states.find((link) => link.text === 'Puerto Rico')).toBeTruthy()
  })

  it('links from the index to searches, the directory and content pages that answer 200', async () => {
    const { html } = await pageOf(id, shape.index)
    const others = linksOf(html).filter((link) => !link.href.startsWith('/sitemap'))
    expect(others.map((link) => link.href)).toEqual(
      expect.arrayContaining([links.search({}), links.propertyType('ranch'), links.directory({}), links.home]),
    )
    for (const link of others) expect([link.href, (await pageOf(id, link.href)).status]).toEqual([link.href, 200])
  })

  it('a state page lists its counties and property types with their counts, each link answering 200', async () => {
    const { status, html } = await pageOf(id, shape.texas)
    expect(status).toBe(200)
    expect(h1Of(html)).toBe('Texas Land for Sale by County')
    expect(canonicalOf(html)).toBe(`${origin}${shape.texas}`)
    const counties = await sqlRows<{ name: string; n: number }>(
      `SELECT c.name_full AS name, COUNT(*) AS n FROM listings l JOIN counties c ON c.id = l.county_id
        WHERE l.state_id = 48 AND l.${active} AND (l.site_mask & ?1) != 0 GROUP BY c.id ORDER BY c.name_full`,
      mask,
    )
    expect(counties.length).toBeGreaterThan(1)
    const listed = linksOf(html).filter((link) => link.href.startsWith('/sitemap'))
    const countyLinks = listed.filter((link) => link.count !== undefined)
    expect(countyLinks.map((link) => [link.text, link.count])).toEqual(counties.map((c) => [c.name, c.n]))
    expect(countyLinks.find((link) => link.text === 'Kimble County')?.href).toBe(shape.kimble)

    const typeFlags = await sqlRows<{ type_flags: number }>(
      `SELECT type_flags FROM listings WHERE state_id = 48 AND ${active} AND (site_mask & ?1) != 0`,
      mask,
    )
    const types = (Object.keys(propertyTypeNames) as PropertyTypeName[])
      .map((type) => [type, typeFlags.filter((row) => (row.type_flags & propertyTypeFlag[type]) !== 0).length] as const)
      .filter(([, n]) => n > 0)
    const typeLinks = linksOf(html).filter((link) => !link.href.startsWith('/sitemap') && link.count !== undefined)
    expect(typeLinks.map((link) => [link.href, link.count])).toEqual(
      types.map(([type, n]) => [links.search({ stateName: 'Texas', propertyTypes: [type] }), n]),
    )
    const stateSearch = links.search({ stateName: 'Texas' })
    expect(linksOf(html).map((link) => link.href)).toContain(stateSearch)
    for (const href of [stateSearch, ...typeLinks.map((link) => link.href), ...countyLinks.map((link) => link.href)])
      expect([href, (await pageOf(id, href)).status]).toEqual([href, 200])
    // The featured and new pages are the main land site's (brands/*.ts features.featuredAndNewSitemaps).
    const sets = listed.filter((link) => /featured-listing|new-listing/.test(link.href)).map((link) => link.href)
    expect(sets).toEqual(
      brands[id].features.featuredAndNewSitemaps ? ['/sitemap/featured-listing/TX/', '/sitemap/new-listing/TX/'] : [],
    )
  })

  it('names parishes and boroughs as their states do', async () => {
    const louisiana = await pageOf(id, id === 'landwatch' ? '/sitemap/louisiana' : '/sitemap/louisiana/')
    expect(louisiana.status).toBe(200)
    expect(h1Of(louisiana.html)).toBe('Louisiana Land for Sale by Parish')
    expect(louisiana.html).toContain('>Parishes with Land for Sale</h2>')
    const alaska = await pageOf(id, id === 'landwatch' ? '/sitemap/alaska' : '/sitemap/alaska/')
    expect(h1Of(alaska.html)).toBe('Alaska Land for Sale by Borough')
    const kenai = await pageOf(id, shape.kenai)
    expect(kenai.status).toBe(200)
    expect(h1Of(kenai.html)).toBe('Land for Sale in Kenai Peninsula Borough, Alaska')
  })

  // County equivalents whose URL name is not their full name: a city and borough, an independent city, a district.
  it.each([
    ['alaska', 'juneau-borough', 'AK', 'Juneau City and Borough, Alaska'],
    ['maryland', 'baltimore-city', 'MD', 'Baltimore city, Maryland'],
    ['district-of-columbia', 'district-of-columbia', 'DC', 'District of Columbia, District of Columbia'],
  ])('/%s/%s: a county page by its URL name, whose search link answers 200', async (state, county, st, name) => {
    const path = id === 'landwatch' ? `/sitemap/${county}-${st.toLowerCase()}` : `/sitemap/${state}/${county}/`
    const { status, html } = await pageOf(id, path)
    expect(status).toBe(200)
    expect(h1Of(html)).toBe(`Land for Sale in ${name}`)
    const search = linksOf(html).find((link) => link.text.startsWith('Search land in'))!
    expect((await pageOf(id, search.href)).status).toBe(200)
  })

  it('a county page lists its listings in the order they were added, each linking to its page', async () => {
    const { status, html } = await pageOf(id, shape.kimble)
    expect(status).toBe(200)
    expect(h1Of(html)).toBe('Land for Sale in Kimble County, Texas')
    expect(breadcrumbsOf(html)[0]!.map(([name]: [string]) => name)).toEqual([
      'Home',
      'Sitemap',
      'Texas',
      'Kimble County',
    ])
    const rows = await sqlRows<{ id: number; city: string }>(
      `SELECT id, city_name AS city FROM listings WHERE county_id = 48267 AND ${active} AND (site_mask & ?1) != 0
        ORDER BY id`,
      mask,
    )
    expect(rows.length).toBeGreaterThan(0)
    const listingHrefs = rows.map((row) =>
      links.listing({ id: row.id, city: row.city, county: 'Kimble County', stateAbbreviation: 'TX' }),
    )
    const hrefs = linksOf(html).map((link) => link.href)
    expect(hrefs.filter((href) => listingHrefs.includes(href))).toEqual(listingHrefs)
    expect(hrefs).toContain(links.search({ stateName: 'Texas', countyName: 'Kimble County' }))
    for (const href of listingHrefs.slice(0, 3)) expect((await pageOf(id, href)).status).toBe(200)
  })

  it('pages a county past the page size, with prev and next links', async () => {
    const [{ n } = { n: 0 }] = await sqlRows<{ n: number }>(
      `SELECT COUNT(*) AS n FROM listings WHERE county_id = ?1 AND ${active} AND (site_mask & ?2) != 0`,
      orleansId,
      mask,
    )
    expect(n).toBeGreaterThan(sitemapPageSize)
    const first = await pageOf(id, shape.orleans)
    const count = (html: string) =>
      linksOf(html).filter((link) => /Orleans Parish lot|\d+ acres/.test(link.text)).length
    expect(first.html).toContain(`<link rel="next" href="${origin}${secondPage(id, shape.orleans)}"`)
    expect(first.html).toContain(`Listings 1–${sitemapPageSize} of ${n}`)
    const second = await pageOf(id, secondPage(id, shape.orleans))
    expect(second.status).toBe(200)
    expect(second.html).toContain(`<link rel="prev" href="${origin}${shape.orleans}"`)
    expect(second.html).toContain(`Listings ${sitemapPageSize + 1}–${n} of ${n}`)
    expect(canonicalOf(second.html)).toBe(`${origin}${secondPage(id, shape.orleans)}`)
    expect(count(first.html) + count(second.html)).toBeGreaterThanOrEqual(addedToOrleans)
    expect((await pageOf(id, secondPage(id, shape.orleans).replace('page-2', 'page-3'))).status).toBe(404)
    expect((await pageOf(id, secondPage(id, shape.orleans).replace('page-2', 'page-1'))).status).toBe(404)
  })

  const notFound = {
    land: [
      '/sitemap',
      '/sitemap/Texas/',
      '/sitemap/texas',
      '/sitemap/atlantis/',
      '/sitemap/texas/travis-parish/',
      '/sitemap/louisiana/orleans-county/',
      '/sitemap/texas/orleans-parish/',
      '/sitemap/kimble-county-tx',
      '/sitemap/featured-listing/tx/',
      '/sitemap/featured-listing/XX/',
      '/sitemap/new-listing/TX',
      '/sitemap/texas/page-2/',
      '/sitemap/texas/kimble-county/extra/',
    ],
    landwatch: [
      '/sitemap/',
      '/sitemap/texas/',
      '/sitemap/texas/kimble-county',
      '/sitemap/travis-parish-tx',
      '/sitemap/kimble-county-tx/',
      '/sitemap/featured-listing/TX',
      '/sitemap/new-listing/TX',
      '/sitemap/texas/page-2',
    ],
    laf: [
      '/sitemap',
      '/sitemap/texas',
      '/sitemap/kimble-county-tx/',
      '/sitemap/texas/travis-parish/',
      '/sitemap/featured-listing/TX/',
      '/sitemap/new-listing/TX/',
    ],
  }
  it.each(notFound[id])('%s is the 404 page', async (path) => {
    const { status, html } = await pageOf(id, path)
    expect(status).toBe(404)
    expect(html).not.toContain('data-testid="sitemap-page"')
  })
})

describe('the main land site’s featured and new listings', () => {
  const mask = siteMaskOf(siteIds.land)
  const idsOn = (html: string) =>
    linksOf(html)
      .map((link) => /\/(\d+)\/$/.exec(link.href)?.[1])
      .filter(Boolean)
      .map(Number)

  it('lists a state’s showcase-level listings, the top tier first', async () => {
    const { status, html } = await pageOf('land', '/sitemap/featured-listing/TX/')
    expect(status).toBe(200)
    expect(h1Of(html)).toBe('Featured Land for Sale in Texas')
    const rows = await sqlRows<{ id: number }>(
      `SELECT id FROM listings WHERE state_id = 48 AND ${active} AND (site_mask & ?1) != 0
          AND (upgrade_level_id >= 2 OR listing_level = 30)
        ORDER BY upgrade_level_id DESC, id DESC`,
      mask,
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(idsOn(html)).toEqual(rows.slice(0, sitemapPageSize).map((row) => row.id))
  })

  it(`lists a state’s listings of the last ${newListingDays} days, the newest first`, async () => {
    const { status, html } = await pageOf('land', '/sitemap/new-listing/TX/')
    expect(status).toBe(200)
    expect(h1Of(html)).toBe('New Land Listings in Texas')
    const rows = await sqlRows<{ id: number }>(
      `SELECT id FROM listings WHERE state_id = 48 AND ${active} AND (site_mask & ?1) != 0
          AND unixepoch(date_listed) >= unixepoch('now') - ?2 * 86400
        ORDER BY unixepoch(date_listed) DESC, id DESC`,
      mask,
      newListingDays,
    )
    expect(rows.slice(0, 3).map((row) => row.id)).toEqual([9100001, 9100002, 9100003])
    expect(idsOn(html)).toEqual(rows.slice(0, sitemapPageSize).map((row) => row.id))
  })
})

describe('the sitemap’s page-data calls', () => {
  const call = async (path: string) => {
    const response = await exports.default.fetch(`http://land.localhost/api/pagedata/sitemap${path}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it.each([
    ['/9', 'siteId'],
    ['/1/state/3', 'stateId'],
    ['/1/state/abc', 'stateId'],
    ['/1/state/48/popular/0', 'listingSet'],
    ['/1/state/48/new/-1', 'pageIndex'],
    ['/1/state/48/featured/01', 'pageIndex'],
    ['/1/county/kimble_county/0', 'countySlug'],
    ['/1/county/kimble-county-tx/x', 'pageIndex'],
  ])('%s is a 400 naming %s', async (path, field) => {
    const { status, body } = await call(path)
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: 'Bad Request', field })
    expect(body.message).toEqual(expect.any(String))
  })

  it.each([
    ['/1/county/atlantis-county-tx/0', 'countySlug'],
    ['/1/county/kimble-county-tx/50', 'pageIndex'],
    ['/1/state/48/featured/9999', 'pageIndex'],
  ])('%s is a 404 naming %s', async (path, field) => {
    const { status, body } = await call(path)
    expect(status).toBe(404)
    expect(body).toMatchObject({ error: 'Not Found', field })
  })

  it('answers a county by its URL name in any case, with its count', async () => {
    const { status, body } = await call('/2/county/Kimble-County-TX/0')
    expect(status).toBe(200)
    const pageData = body.pageData as {
      county: { name: string; listingCount: number }
      listings: { listingCount: number }
    }
    expect(pageData.county.name).toBe('Kimble County')
    expect(pageData.county.listingCount).toBe(pageData.listings.listingCount)
    expect(body.featureFlags).toEqual(expect.any(Object))
  })
})
