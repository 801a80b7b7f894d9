import { createRoute, notFound, redirect } from '@tanstack/react-router'
import { landingPageQuery } from '../web/api/landing-page.ts'
import { searchQuery } from '../web/api/search.ts'
import { landingPlaceOf } from '../web/search/landing-place.ts'
import { searchHeading } from '../web/search/search-heading.ts'
import { lazyPage } from './lazy-page.ts'
import type { createBrandRootRoute } from './root-route.tsx'
import { parsePlainSearch, stringifyPlainSearch } from './plain-search.ts'
import { searchQueryKeys } from './search-urls/search-query.ts'
import { searchUrlCodecs } from './search-urls/search-url-codec.ts'

type BrandRoot = ReturnType<typeof createBrandRootRoute>

/**
 * Search pages: the catch-all after the named routes (spec §2, "/{location}/{query?}"). The brand's codec reads the
 * URL; a URL it cannot read, or a place the API does not know, is the 404 page. A readable URL that is not the
 * canonical one for its criteria (segments out of order, page-1, a trailing slash the brand does not use) moves
 * permanently to it, so each search has one address.
 */
export function createSearchRoute(root: BrandRoot) {
  return createRoute({
    getParentRoute: () => root,
    path: '$',
    beforeLoad: ({ context, location }) => {
      const codec = searchUrlCodecs[context.brand.id]
      const criteria = codec.parse(location.pathname, location.searchStr)
      if (!criteria) throw notFound()
      const canonical = withOtherParameters(codec.build(criteria), location.searchStr)
      if (canonical !== `${location.pathname}${location.searchStr}`)
        throw redirect({ href: canonical, statusCode: 301 })
      return { searchCriteria: criteria, canonicalPath: canonical.split('?')[0] }
    },
    // The query string is part of a search (keyword, bounds, a drawn area): without it among the loader's deps, a
    // change of the query alone kept the match, answered at once with the last results and reloaded behind them,
    // and the page, reading the new URL, blanked out while it fetched the search itself.
    loaderDeps: ({ search }) => search,
    loader: async ({ context, location }) => {
      const result = await context.queryClient.ensureQueryData(
        searchQuery(context.api, context.brand.siteId, context.searchCriteria),
      )
      if (result.status === 404) throw notFound()
      // A page past the end of the results (they shrank since the link was made) is the last page that exists.
      const found = result.data
      if (found && found.pageIndex >= found.pageCount && found.pageIndex > 0) {
        const lastPage = Math.max(0, found.pageCount - 1)
        const codec = searchUrlCodecs[context.brand.id]
        const lastPageHref = codec.build({ ...context.searchCriteria, pageIndex: lastPage || undefined })
        throw redirect({ href: withOtherParameters(lastPageHref, location.searchStr) })
      }
      // A state, region or county alone is a landing page on the brands that have them: its summary loads too.
      const place = result.data && landingPlaceOf(context.searchCriteria, result.data.criteria)
      if (place && context.brand.features.stateLandingPages) {
        await context.queryClient.ensureQueryData(landingPageQuery(context.api, context.brand.siteId, place))
      }
      return { heading: searchHeading(found?.criteria ?? context.searchCriteria) }
    },
    head: ({ match, loaderData }) => {
      const { brand, environment } = match.context
      const heading = loaderData?.heading
      return {
        meta: [
          ...(heading
            ? [
                { title: `${heading} | ${brand.displayName}` },
                { name: 'description', content: `${heading}: listings with prices, acreage and photos.` },
              ]
            : []),
          // Search pages are for buyers, not indexes, outside production (spec §9).
          ...(environment !== 'production' ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
        ],
      }
    },
    component: lazyPage(() => import('../web/pages/search-page.tsx'), 'SearchPage'),
  })
}

/**
 * The canonical href with the query parameters that are not search criteria (tracking tags, a login token) kept as
 * they came, and its query written the way the router writes location.searchStr, so equal URLs compare equal.
 */
function withOtherParameters(canonical: string, currentSearch: string): string {
  const queryStart = canonical.indexOf('?')
  const path = queryStart < 0 ? canonical : canonical.slice(0, queryStart)
  const query = parsePlainSearch(queryStart < 0 ? '' : canonical.slice(queryStart))
  const searchKeys: readonly string[] = searchQueryKeys
  for (const [key, value] of Object.entries(parsePlainSearch(currentSearch))) {
    if (!searchKeys.includes(key)) query[key] = value
  }
  return `${path}${stringifyPlainSearch(query)}`
}
