import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { contentPages } from '../../brands/content-pages.ts'
import { urlName } from '../../routes/links/url-name.ts'
import { stateOfAbbreviation } from '../../routes/search-urls/place-names.ts'
import { brandUrlsById } from '../../routes/links/brand-urls-by-id.ts'
import { sitemapPaths } from '../../routes/links/sitemap-urls.ts'
import { readDirectory, readListingId, readSellerPage, readSitemap } from '../../routes/links/url-readers.ts'
import type { DirectoryRequest } from '../../web/api/sellers.ts'
import { listingSets, type SitemapRequest } from '../../web/api/sitemap-pages.ts'
import type { SitemapAddress } from '../../web/api/sitemap-address.ts'
import { directoryTypes } from '../../web/rules/account-rules.ts'
import { brokerSortIds } from '../../web/rules/broker-sorts.ts'
import { propertyTypeNameList } from '../../web/search/criteria-values.ts'
import { usStates } from '../../web/rules/us-states.ts'
import { isSafePath } from './url-properties.ts'

// The brands' URL modules (routes/links/land-urls.ts, landwatch-urls.ts, laf-urls.ts): every brand declares every
// kind of shape, and each shape it declares reads back what it builds. The shapes' finer cases have their own tests
// (seller-paths, directory-paths, listing-paths, sitemap-paths, content-paths, search-url-*).

const state = fc.constantFrom(...usStates)
const listing = fc.record({
  id: fc.integer({ min: 1, max: 2_147_483_647 }),
  city: fc.constantFrom('', 'Austin', 'St. Mary’s', 'Doña Ana', 'Junction-City'),
  county: fc.constantFrom('Travis County', 'Orleans Parish', 'Kenai Peninsula Borough'),
  stateAbbreviation: state.map((each) => each.abbreviation),
})
const seller = fc.record({
  accountId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  contactName: fc.constantFrom('John Q. Smith', 'Cher', '—', 'José Núñez'),
  companyName: fc.constantFrom('Smith Land Co.', ''),
})
const directoryFilters: fc.Arbitrary<DirectoryRequest> = fc.record(
  {
    stateAbbreviation: state.map((each) => each.abbreviation),
    directoryType: fc.constantFrom(...directoryTypes.map((type) => type.id)),
    sort: fc.constantFrom(...brokerSortIds.filter((sort) => sort !== 'default')),
    pageIndex: fc.integer({ min: 1, max: 99_999 }),
    keyword: fc.constantFrom('Smith & Sons', 'ranch'),
  },
  { requiredKeys: [] },
)
const sitemapState = state.map((each) => ({ slug: urlName(each.name), abbreviation: each.abbreviation }))
const pageIndex = fc.integer({ min: 0, max: 99_999 })
const sitemapAddress: fc.Arbitrary<SitemapAddress> = fc.oneof(
  fc.constant({ page: 'index' as const }),
  sitemapState.map((each) => ({ page: 'state' as const, state: each })),
  fc
    .tuple(sitemapState, fc.constantFrom('Travis-County', 'Kenai-Peninsula-Borough'), pageIndex)
    .map(([each, county, n]) => ({
      page: 'county' as const,
      state: each,
      countySlug: `${county}-${each.abbreviation}`,
      pageIndex: n,
    })),
  fc
    .tuple(fc.constantFrom(...listingSets), sitemapState, pageIndex)
    .map(([page, each, n]) => ({ page, state: each, pageIndex: n })),
)

/** What the sitemap route asks for at an address: the request the address names. */
function requestOf(address: SitemapAddress): SitemapRequest {
  const stateId = stateOfAbbreviation('state' in address ? address.state.abbreviation : '')?.id ?? 0
  switch (address.page) {
    case 'index':
      return { page: 'index' }
    case 'state':
      return { page: 'state', stateId }
    case 'county':
      return { page: 'county', countySlug: address.countySlug.toLowerCase(), pageIndex: address.pageIndex }
    default:
      return { page: address.page, stateId, pageIndex: address.pageIndex }
  }
}

/** The kinds of shape a brand declares, and the seller views it names. */
function declaredKinds(brandId: (typeof brandIds)[number]) {
  const { shapes } = brandUrlsById[brandId]
  return {
    kinds: Object.keys(shapes).sort(),
    seller: Object.keys(shapes.seller).sort(),
  }
}

describe('the brands’ URL modules', () => {
  it('declare the same kinds of shape, every brand each of them', () => {
    const [first, ...others] = brandIds
    for (const other of others) expect(declaredKinds(other), `${other} against ${first}`).toEqual(declaredKinds(first!))
    for (const brandId of brandIds) {
      const { shapes } = brandUrlsById[brandId]
      for (const [kind, shape] of Object.entries(shapes)) expect(shape, `${brandId} ${kind}`).not.toBeUndefined()
      for (const view of Object.values(shapes.seller)) expect(view.length, `${brandId} seller`).toBeGreaterThan(0)
    }
  })
})

describe.each(brandIds)('%s URLs', (brandId) => {
  const urls = brandUrlsById[brandId]

  it('read a search back as the canonical criteria it was built from', () => {
    const criteria = fc.record(
      {
        stateAbbreviation: state.map((each) => each.abbreviation),
        countyName: fc.constantFrom('Travis County', 'Kimble County'),
        propertyTypes: fc.subarray([...propertyTypeNameList], { minLength: 1 }),
        minPrice: fc.integer({ min: 1, max: 9_000_000 }),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(criteria, (asked) => {
        const path = urls.shapes.search.build(asked)
        const [pathname = '', query] = path.split('?')
        expect(urls.shapes.search.read(pathname, query)).toEqual(urls.shapes.search.canonical(asked))
      }),
    )
  })

  it('read a listing’s path back as the listing', () => {
    fc.assert(
      fc.property(listing, (each) => {
        const path = urls.links.listing(each)
        expect(isSafePath(path), path).toBe(true)
        expect(readListingId(urls, path)).toBe(each.id)
      }),
    )
  })

  it('read a seller’s pages back as the seller and view', () => {
    fc.assert(
      fc.property(seller, fc.constantFrom('details' as const, 'listings' as const), (each, view) => {
        const path = urls.links.seller(each, view)
        expect(isSafePath(path), path).toBe(true)
        expect(readSellerPage(urls, path)).toEqual({ accountId: each.accountId, view })
      }),
    )
  })

  it('read a directory URL back as its filters', () => {
    fc.assert(
      fc.property(directoryFilters, (filters) => {
        const [pathname = '', query = ''] = urls.links.directory(filters).split('?')
        expect(pathname.split('/')[1]).toBe(urls.directory.root)
        expect(readDirectory(urls, pathname, query)).toEqual(filters)
      }),
    )
  })

  it('answer each content page at its own path, no other page’s', () => {
    for (const page of contentPages) {
      const path = urls.links.content(page)
      expect(isSafePath(path), path).toBe(true)
      expect(urls.content.paths(page)[0]).toBe(path)
      const pagesAt = contentPages.filter((other) => urls.content.paths(other).includes(path))
      expect(pagesAt, path).toEqual([page])
    }
  })

  it('read a sitemap address back as the page it names', () => {
    const sitemapPath = sitemapPaths(urls.shapes.sitemap)
    fc.assert(
      fc.property(sitemapAddress, (address) => {
        const path = sitemapPath(address)
        expect(isSafePath(path), path).toBe(true)
        expect(readSitemap(urls, path)).toEqual(requestOf(address))
      }),
    )
  })
})
