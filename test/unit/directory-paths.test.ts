import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BrandId } from '../../brands/brand-config.ts'
import { brandIds } from '../../brands/brand-registry.ts'
import { sellerRouteTarget } from '../../routes/seller-route-target.ts'
import { brandUrlsById, directoryPathsOf } from '../../routes/links/brand-urls-by-id.ts'
import type { DirectoryRequest } from '../../web/api/sellers.ts'
import { directoryTypes } from '../../web/rules/account-rules.ts'
import { brokerSortIds } from '../../web/rules/broker-sorts.ts'
import { usStates } from '../../web/rules/us-states.ts'
import { anyPath, anyText, isSafePath } from './url-properties.ts'

// The broker directory's URLs per brand (spec §2 agent directories, search URL construction): one canonical URL per
// filter set, read back to the same filters; other spellings read the same; anything else is no directory page.

const texasAgents: DirectoryRequest = { stateAbbreviation: 'TX', directoryType: 2, sort: 'name-az', pageIndex: 2 }

describe('canonical URLs', () => {
  it.each([
    ['land', {}, '/broker/'],
    ['landwatch', {}, '/find-agent'],
    ['laf', {}, '/real-estate-agents/'],
    ['land', texasAgents, '/broker/Texas/agents/sort-az/page-3/'],
    ['landwatch', texasAgents, '/find-agent/texas/agents/sort-az/page-3'],
    ['laf', texasAgents, '/real-estate-agents/texas/agents/sort-az/page-3/'],
    ['land', { stateAbbreviation: 'nm', sort: 'default' }, '/broker/New-Mexico/'],
    ['laf', { directoryType: 3, sort: 'acres-high' }, '/real-estate-agents/auctioneer/sort-acres-high/'],
    ['land', { keyword: 'Smith & Sons' }, '/broker/?name=Smith+%26+Sons'],
  ] as [BrandId, DirectoryRequest, string][])('%s %j: %s', (brand, filters, expected) => {
    expect(directoryPathsOf[brand].path(filters)).toBe(expected)
  })
})

const filtersArbitrary: fc.Arbitrary<DirectoryRequest> = fc.record(
  {
    stateAbbreviation: fc.constantFrom(...usStates.map((state) => state.abbreviation)),
    directoryType: fc.constantFrom(...directoryTypes.map((type) => type.id)),
    sort: fc.constantFrom(...brokerSortIds.filter((sort) => sort !== 'default')),
    pageIndex: fc.integer({ min: 1, max: 99_999 }),
    keyword: fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() === text && text !== ''),
  },
  { requiredKeys: [] },
)

describe.each(brandIds)('%s', (brand) => {
  const paths = directoryPathsOf[brand]
  const read = (url: string) => {
    const [pathname = '', search = ''] = url.split('?')
    return paths.parse(pathname, search)
  }

  it('reads every canonical URL back to its filters', () => {
    fc.assert(
      fc.property(filtersArbitrary, (filters) => {
        expect(read(paths.path(filters))).toEqual(filters)
      }),
      { numRuns: 500 },
    )
  })

  it('writes canonical paths in URL-safe segments', () => {
    fc.assert(
      fc.property(filtersArbitrary, (filters) => {
        expect(isSafePath(paths.path(filters).split('?')[0]!)).toBe(true)
      }),
    )
  })

  it('never throws on any URL, and the canonical URL of what it reads reads back the same', () => {
    const directoryPath = fc.oneof(
      anyPath,
      fc
        .array(fc.oneof(fc.constantFrom('texas', 'New-Mexico', 'agents', 'sort-az', 'page-3', 'page-1'), anyText), {
          maxLength: 5,
        })
        .map((segments) => `/${[paths.root, ...segments].join('/')}/`),
    )
    // A name cut to the 120 characters the API takes: an emoji (two UTF-16 units) may straddle the cut.
    const longName = fc
      .tuple(fc.integer({ min: 115, max: 125 }), fc.constantFrom('🏞️', '🐎', 'ñ'))
      .map(([length, tail]) => `name=${'a'.repeat(length)}${encodeURIComponent(tail.repeat(4))}`)
    const search = fc.oneof(
      anyText,
      anyText.map((name) => `name=${name}`),
      longName,
    )
    fc.assert(
      fc.property(directoryPath, search, (pathname, query) => {
        const filters = paths.parse(pathname, query)
        if (filters) expect(read(paths.path(filters))).toEqual(filters)
      }),
    )
  })

  it('reads other spellings of the same filters, and the route moves them to the canonical URL', () => {
    const canonical = paths.path(texasAgents)
    const other = canonical.toUpperCase().replace(/\/$/, '') + (canonical.endsWith('/') ? '' : '/')
    expect(read(other)).toEqual(texasAgents)
    const target = sellerRouteTarget(brandUrlsById[brand], other, '')
    expect(target).toEqual({ directory: texasAgents, memberSearch: false, redirectTo: canonical })
    expect(sellerRouteTarget(brandUrlsById[brand], canonical, '')).toEqual({
      directory: texasAgents,
      memberSearch: false,
    })
    expect(read(`/${paths.root}/page-1`)).toEqual({})
  })

  it.each([
    ['a segment out of order', 'agents/texas'],
    ['a filter twice', 'texas/texas'],
    ['an unknown word', 'texas/plumbers'],
    ['an empty segment', 'texas//agents'],
    ['a page that is no number', 'page-two'],
  ])('%s is no directory page', (_, rest) => {
    expect(read(`/${paths.root}/${rest}`)).toBeNull()
  })

  it('cuts a name longer than the API takes', () => {
    expect(read(`/${paths.root}/?name=${'a'.repeat(500)}`)?.keyword).toHaveLength(120)
  })
})

describe('the main land site', () => {
  it('serves a seller at /broker/{id} and the directory at /broker/{state}/', () => {
    expect(sellerRouteTarget(brandUrlsById.land, '/broker/10042', '')).toEqual({
      seller: { accountId: 10042, view: 'details' },
    })
    expect(sellerRouteTarget(brandUrlsById.land, '/broker/Texas/', '')).toEqual({
      directory: { stateAbbreviation: 'TX' },
      memberSearch: false,
    })
  })

  it('reads /member/{word}/ as a search of sellers by name (spec §2), on that site only', () => {
    expect(sellerRouteTarget(brandUrlsById.land, '/member/smith-ranch-realty/', '')).toEqual({
      directory: { keyword: 'smith ranch realty' },
      memberSearch: true,
    })
    expect(sellerRouteTarget(brandUrlsById.land, '/member/10042/', '')).toEqual({
      seller: { accountId: 10042, view: 'details' },
    })
    expect(sellerRouteTarget(brandUrlsById.landwatch, '/member/smith/', '')).toBeNull()
    expect(sellerRouteTarget(brandUrlsById.land, '/member/%E0%A4%A/', '')).toBeNull()
    expect(sellerRouteTarget(brandUrlsById.land, '/member/a/b/c/', '')).toBeNull()
  })
})
