import { createRoute, notFound, redirect } from '@tanstack/react-router'
import { lazyPage } from './lazy-page.ts'
import type { createBrandRootRoute } from './root-route.tsx'
import type { BrandUrls } from './links/brand-urls.ts'

type BrandRoot = ReturnType<typeof createBrandRootRoute>

/**
 * The query of a seller route as it came (the router reads values as JSON: ?name=1031 arrives as a number): the
 * listings' order and page, and a name searched in the directory. The seller page and the loader read them leniently
 * (web/sellers/seller-listings-search.ts), with the rest of the seller pages' code.
 */
function sellerRouteSearch(search: Record<string, unknown>): { sort?: string; page?: string; name?: string } {
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined)
  const [sort, page, name] = [text(search.sort), text(search.page), text(search.name)]
  return { ...(sort ? { sort } : {}), ...(page ? { page } : {}), ...(name ? { name } : {}) }
}

/**
 * Seller pages (spec §2 member, profile and broker pages) and the broker directory (spec §2 agent directories), which
 * share first segments: the main land site's /broker/ is its directory and /broker/{id} a seller. A seller at any
 * shape but the canonical one (the API's canonicalUrl or listingsUrl) moves there permanently, keeping the query, as
 * does a directory URL spelled another way; an unknown seller is the 404 page. A seller's listings take their order
 * and page from the query (?sort=…&page=…); the directory reads its filters from the path and a name from ?name=.
 */
export function createSellerRoutes(root: BrandRoot, urls: BrandUrls) {
  // A route under the first segment of each of the brand's seller and directory shapes; the target reads the rest.
  const roots = new Set([...urls.seller.roots, urls.directory.root])
  return [...roots].map((first) =>
    createRoute({
      getParentRoute: () => root,
      path: `/${first}/$`,
      validateSearch: sellerRouteSearch,
      // Reading the path is the seller pages' business: loaded with the first of them, not with every page.
      beforeLoad: async ({ location }) => {
        const { sellerRouteTarget } = await import('./seller-route-target.ts')
        const target = sellerRouteTarget(urls, location.pathname, location.searchStr)
        if (!target) throw notFound()
        if ('directory' in target && target.redirectTo) throw redirect({ href: target.redirectTo, statusCode: 301 })
        return target
      },
      loaderDeps: ({ search }) => search,
      // The loader and what it builds load with the first seller page (routes/seller-route-loader.ts).
      loader: ({ context, location, deps }) =>
        import('./seller-route-loader.ts').then((module) => module.loadSellerRoute({ context, location, deps })),
      head: ({ loaderData }) => loaderData?.head ?? {},
      component: lazyPage(() => import('../web/pages/seller-route-page.tsx'), 'SellerRoutesPage', { browsing: true }),
    }),
  )
}
