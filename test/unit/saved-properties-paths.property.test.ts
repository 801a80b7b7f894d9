import { isNotFound } from '@tanstack/react-router'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brandIds, brands } from '../../brands/brand-registry.ts'
import { siteIdList } from '../../brands/site-ids.ts'
import { parsePlainSearch } from '../../routes/plain-search.ts'
import type { RouterContext } from '../../routes/router-context.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import { savedPropertiesHref } from '../../web/components/account/saved-properties-paths.ts'
import { brandRoutes } from './brand-routes.ts'
import { anyText } from './url-properties.ts'

// Where a person's saved properties are (spec §2: /account/savedproperties/{siteId}/page-{n} on the main land site,
// n empty for the first page; ?page=N on the others), against the brand's account routes: every page link reaches
// the saved-properties route, which loads that site's page; any other page segment is the 404 page, never an error.

/** A logged-in visitor, and a query cache that answers every account call. */
function contextOf(brandId: (typeof brandIds)[number]) {
  return {
    brand: brands[brandId],
    links: siteLinksByBrand[brandId],
    queryClient: {
      ensureQueryData: async () => ({ userInfo: { id: 1, isAdmin: false }, isLoggedIn: true }),
    },
  } as unknown as RouterContext
}

type Loaded = { savedProperties: { siteId: number; pageIndex: number } }
const pageIndex = fc.integer({ min: 0, max: 9_998 })

/** The route a link reaches, run as the router runs it: the site and page it loads, or null for the 404 page. */
function loaderOf(brandId: (typeof brandIds)[number]) {
  const match = brandRoutes(brandId)
  const context = contextOf(brandId)
  return async (href: string): Promise<Loaded['savedProperties'] | null> => {
    const [pathname = '', query = ''] = href.split('?')
    const { route, params } = match(pathname)
    const options = route!.options as {
      validateSearch?: (search: Record<string, unknown>) => Record<string, unknown>
      beforeLoad: (m: unknown) => Promise<unknown>
      loaderDeps?: (m: unknown) => Record<string, unknown>
      loader: (m: unknown) => Promise<Loaded>
    }
    const search = options.validateSearch?.(parsePlainSearch(query)) ?? {}
    try {
      await options.beforeLoad({ context, location: { href, pathname }, params, search })
    } catch (error) {
      expect(isNotFound(error)).toBe(true)
      return null
    }
    const deps = options.loaderDeps?.({ search })
    return (await options.loader({ context, params, deps })).savedProperties
  }
}

describe.each(brandIds)('%s saved properties', (brandId) => {
  const load = loaderOf(brandId)
  const siteId = brands[brandId].isLand ? fc.constantFrom(...siteIdList) : fc.constant(brands[brandId].siteId)

  it('load the site and page each link names', async () => {
    await fc.assert(
      fc.asyncProperty(siteId, pageIndex, async (site, index) => {
        const href = savedPropertiesHref(brands[brandId], site, index)
        expect(await load(href)).toEqual({ siteId: site, pageIndex: index })
      }),
      { numRuns: 60 },
    )
  })
})

describe('the main land site’s saved properties of any site', () => {
  const match = brandRoutes('land')
  const load = loaderOf('land')

  it('answer any other site or page segment with the 404 page or a page a link names', async () => {
    const segment = fc.oneof(
      fc.constantFrom('page-', 'page-0', 'page-01', 'page-2', 'page-99999', 'page-100000', 'Page-2', 'page--1'),
      anyText.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '')) || 'x'),
    )
    const site = fc.oneof(fc.constantFrom('0', '1', '2', '3', '4', '01', '-1', '1.0', '0x1'), fc.nat().map(String))
    await fc.assert(
      fc.asyncProperty(site, segment, async (siteText, pageText) => {
        const href = `/account/savedproperties/${siteText}/${pageText}`
        if (!match(href).route?.options.path?.includes('$pageSegment')) return
        const loaded = await load(href)
        if (!loaded) return
        // A page the route shows is the page a link names: 'page-1' names the first page too (its link is 'page-'),
        // and the site is read as a number ('01' is site 1).
        expect(loaded.siteId).toBe(Number(siteText))
        const canonicalPage = pageText === 'page-1' ? 'page-' : pageText
        expect(savedPropertiesHref(brands.land, loaded.siteId, loaded.pageIndex)).toBe(
          `/account/savedproperties/${loaded.siteId}/${canonicalPage}`,
        )
      }),
      { numRuns: 60 },
    )
  })
})
