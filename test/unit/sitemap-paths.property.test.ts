import { isNotFound } from '@tanstack/react-router'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brandIds, brands } from '../../brands/brand-registry.ts'
import { urlName } from '../../routes/links/url-name.ts'
import { stateOfAbbreviation } from '../../routes/search-urls/place-names.ts'
import type { RouterContext } from '../../routes/router-context.ts'
import { loadSitemapRoute } from '../../routes/sitemap-route-loader.ts'
import { brandUrlsById, siteLinksByBrand, sitemapPath } from '../../routes/links/brand-urls-by-id.ts'
import { listingSets, type SitemapRequest, type SitemapView } from '../../web/api/sitemap-pages.ts'
import { addressOf, type SitemapAddress } from '../../web/api/sitemap-address.ts'
import { usStates, type UsState } from '../../web/rules/us-states.ts'
import { brandRoutes } from './brand-routes.ts'
import { anyPath, anyText, isSafePath } from './url-properties.ts'

// The HTML sitemap's addresses per brand (spec §2 sitemaps; routes/links/sitemap-urls.ts) against the route
// that reads them (routes/sitemap-route-loader.ts), with an API that answers what a request names as the worker's
// would: every address the brand builds reaches the sitemap route and asks for the page it names; any other path is
// the 404 page or a page whose own address it is, never an error.

const stateView = (state: UsState) => ({ ...state, slug: urlName(state.name), listingCount: 12 })
const listingPage = (pageIndex: number) => ({ listingCount: 250, pageIndex, pageCount: pageIndex + 2, listings: [] })

/** What the sitemap calls answer for a request: the place it names, or 404 for none. */
function answerOf(request: SitemapRequest): { status: number; view: SitemapView | null } {
  const notFound = { status: 404, view: null }
  if (request.page === 'index') return { status: 200, view: { page: 'index', states: [] } }
  if (request.page === 'county') {
    const state = /-[a-z]{2}$/.test(request.countySlug) ? stateOfAbbreviation(request.countySlug.slice(-2)) : undefined
    if (!state) return notFound
    const county = { countyId: 1, name: 'Kimble County', slug: request.countySlug, listingCount: 250 }
    return {
      status: 200,
      view: { page: 'county', state: stateView(state), county, listings: listingPage(request.pageIndex) },
    }
  }
  const state = usStates.find((each) => each.id === request.stateId)
  if (!state) return notFound
  if (request.page === 'state') {
    return { status: 200, view: { page: 'state', state: stateView(state), propertyTypes: [], counties: [] } }
  }
  return {
    status: 200,
    view: { page: request.page, state: stateView(state), listings: listingPage(request.pageIndex) },
  }
}

const state = fc.constantFrom(...usStates).map(stateView)
const pageIndex = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 99_999 }))
/** County URL names as counties.slug keeps them: 'Travis-County-TX', 'Kenai-Peninsula-Borough-AK'. */
const countyName = fc
  .tuple(
    fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,10}$/), { minLength: 1, maxLength: 3 }),
    fc.constantFrom('County', 'Parish', 'Borough', 'Census-Area', 'Municipio', 'City'),
  )
  .map(([words, kind]) => [...words, kind].join('-'))

describe.each(brandIds)('%s sitemap pages', (brandId) => {
  const brand = brands[brandId]
  const match = brandRoutes(brandId)
  const context = {
    brand,
    canonicalOrigin: 'https://sitemap.example',
    links: siteLinksByBrand[brandId],
    urls: brandUrlsById[brandId],
    queryClient: {
      ensureQueryData: async (query: { queryKey: readonly unknown[] }) => answerOf(query.queryKey[3] as SitemapRequest),
    },
  } as unknown as RouterContext
  /** What the route makes of a path: the request it reads and the page's head, or null for the 404 page. */
  const load = async (pathname: string) => {
    try {
      return await loadSitemapRoute(context, pathname)
    } catch (error) {
      expect(isNotFound(error), String(error)).toBe(true)
      return null
    }
  }

  const address: fc.Arbitrary<SitemapAddress> = fc.oneof(
    fc.constant({ page: 'index' as const }),
    state.map((each) => ({ page: 'state' as const, state: each })),
    fc.tuple(state, countyName, pageIndex).map(([each, county, n]) => ({
      page: 'county' as const,
      state: each,
      countySlug: `${county}-${each.abbreviation}`,
      pageIndex: n,
    })),
    ...(brand.features.featuredAndNewSitemaps
      ? [
          fc
            .tuple(fc.constantFrom(...listingSets), state, pageIndex)
            .map(([page, each, n]) => ({ page, state: each, pageIndex: n })),
        ]
      : []),
  )
  const requestOf = (asked: SitemapAddress): SitemapRequest => {
    switch (asked.page) {
      case 'index':
        return { page: 'index' }
      case 'state':
        return { page: 'state', stateId: stateOfAbbreviation(asked.state.abbreviation)!.id }
      case 'county':
        return { page: 'county', countySlug: asked.countySlug.toLowerCase(), pageIndex: asked.pageIndex }
      default:
        return {
          page: asked.page,
          stateId: stateOfAbbreviation(asked.state.abbreviation)!.id,
          pageIndex: asked.pageIndex,
        }
    }
  }

  it('reach the sitemap route and ask for the page they name, in URL-safe segments', async () => {
    await fc.assert(
      fc.asyncProperty(address, async (asked) => {
        const path = sitemapPath(brandId, asked)
        expect(isSafePath(path), path).toBe(true)
        expect(match(path).routeId).toBe('/sitemap/$')
        expect((await load(path))?.request).toEqual(requestOf(asked))
      }),
    )
  })

  it('answer any other path with the 404 page or the page whose own address it is', async () => {
    const nearby = fc
      .array(
        fc.oneof(
          fc.constantFrom('texas', 'Texas', 'kimble-county', 'kimble-county-tx', 'featured-listing', 'new-listing'),
          fc.constantFrom('TX', 'tx', 'page-1', 'page-2', 'page-0', 'page-02', ''),
          anyText,
        ),
        { maxLength: 4 },
      )
      .chain((segments) => fc.constantFrom(`/sitemap/${segments.join('/')}`, `/sitemap/${segments.join('/')}/`))
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          nearby,
          anyPath.map((rest) => `/sitemap${rest}`),
        ),
        async (pathname) => {
          const loaded = await load(pathname)
          if (!loaded) return
          // Whatever the route shows, it shows only at the address the brand builds for it, with the page's head.
          const { view } = answerOf(loaded.request)
          expect(sitemapPath(brandId, addressOf(view!))).toBe(pathname)
          expect(loaded.head?.meta.length).toBeGreaterThan(0)
        },
      ),
    )
  })
})
