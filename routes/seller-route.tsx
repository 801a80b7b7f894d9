import { createRoute, notFound, redirect } from '@tanstack/react-router'
import type { BrandId } from '../brands/brand-config.ts'
import { sellerDetailsQuery, sellerListingsQuery } from '../web/api/sellers.ts'
import { sellerListingsSearch, sellerListingsOf } from '../web/sellers/seller-listings-search.ts'
import { lazyPage } from './lazy-page.ts'
import { sellerPathsOf } from './links/seller-paths.ts'
import type { createBrandRootRoute } from './root-route.tsx'

type BrandRoot = ReturnType<typeof createBrandRootRoute>

/** The first segment of every seller page shape of the brand (routes/links/seller-paths.ts reads the rest). */
const sellerRoots: Record<BrandId, readonly string[]> = {
  land: ['member', 'broker', 'profile'],
  landwatch: ['member', 'profile'],
  laf: ['member', 'broker'],
}

/**
 * Seller pages (spec §2 member, profile and broker pages): the seller's details or listings at every shape of the
 * brand. Any shape but the canonical one (the API's canonicalUrl or listingsUrl) moves there permanently, keeping the
 * query; an unknown seller is the 404 page. The listings' order and page are the query (?sort=…&page=…).
 */
export function createSellerRoutes(root: BrandRoot, brandId: BrandId) {
  return sellerRoots[brandId].map((first) =>
    createRoute({
      getParentRoute: () => root,
      path: `/${first}/$`,
      validateSearch: sellerListingsSearch,
      beforeLoad: ({ location }) => {
        const seller = sellerPathsOf[brandId].parse(location.pathname)
        if (!seller) throw notFound()
        return { seller, canonicalPath: location.pathname }
      },
      loaderDeps: ({ search }) => search,
      loader: async ({ context, location, deps }) => {
        const { accountId, view } = context.seller
        const found = await context.queryClient.ensureQueryData(
          sellerDetailsQuery(context.api, context.brand.siteId, accountId),
        )
        if (found.status === 404) throw notFound()
        const seller = found.data
        if (!seller) return { name: null }
        const canonical = view === 'details' ? seller.canonicalUrl : seller.listingsUrl
        if (canonical !== location.pathname)
          throw redirect({ href: `${canonical}${location.searchStr}`, statusCode: 301 })
        await context.queryClient.ensureQueryData(
          sellerListingsQuery(context.api, context.brand.siteId, accountId, sellerListingsOf(deps)),
        )
        return { name: seller.contactName || seller.companyName }
      },
      head: ({ match, loaderData }) => {
        const name = loaderData?.name
        const { brand } = match.context
        return {
          meta: name
            ? [
                { title: `${name}: land for sale | ${brand.displayName}` },
                { name: 'description', content: `${name}: listings, contact details and experience.` },
              ]
            : [],
        }
      },
      component: lazyPage(() => import('../web/pages/seller-page.tsx'), 'SellerRoutePage'),
    }),
  )
}
