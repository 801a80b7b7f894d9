import { createRoute, notFound, redirect } from '@tanstack/react-router'
import { lazyPage } from './lazy-page.ts'
import type { createBrandRootRoute } from './root-route.tsx'
import { withOtherParameters } from './plain-search.ts'
import { searchPageParameters } from './search-urls/search-query.ts'

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
    beforeLoad: async ({ context, location }) => {
      // The brand's codec, through its links (routes/links/): a page loads its own brand's shapes only. The ranges
      // are checked by the criteria schema, which loads with the first search page, not with every page.
      const read = context.links.searchCriteria(location.pathname, location.searchStr)
      const { checkedCriteria } = await import('../web/search/search-criteria.ts')
      const criteria = checkedCriteria(read)
      if (!criteria) throw notFound()
      const canonical = withOtherParameters(context.links.search(criteria), location.searchStr)
      if (canonical !== `${location.pathname}${location.searchStr}`)
        throw redirect({ href: canonical, statusCode: 301 })
      return { searchCriteria: criteria, canonicalPath: canonical.split('?')[0] }
    },
    // The query string is part of a search (keyword, bounds, a drawn area): without it among the loader's deps, a
    // change of the query alone kept the match, answered at once with the last results and reloaded behind them,
    // and the page, reading the new URL, blanked out while it fetched the search itself. Only the parameters the page
    // reads, though: a landing page the edge cache stored for /Texas/ is served to /Texas/?utm_source=…, and its
    // match must be the same for the browser to hydrate it rather than load it again.
    loaderDeps: ({ search }: { search: Record<string, unknown> }) =>
      Object.fromEntries(searchPageParameters.flatMap((name) => (name in search ? [[name, search[name]]] : []))),
    // The loader and what it builds load with the first search page (routes/search-route-loader.ts).
    loader: ({ context, location }) =>
      import('./search-route-loader.ts').then((module) => module.loadSearchRoute({ context, location })),
    head: ({ match, loaderData }) => ({
      meta: [
        ...(loaderData?.head.meta ?? []),
        // Search pages are for buyers, not indexes, outside production (spec §9).
        ...(match.context.environment !== 'production' ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
      ],
      scripts: loaderData?.head.scripts ?? [],
    }),
    component: lazyPage(() => import('../web/pages/search-page.tsx'), 'SearchPage', { browsing: true }),
  })
}
