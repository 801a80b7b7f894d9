import { createRoute, notFound, redirect } from '@tanstack/react-router'
import type { BrandId } from '../brands/brand-config.ts'
import { directoryQuery, sellerDetailsQuery, sellerListingsQuery } from '../web/api/sellers.ts'
import { sellerName } from '../web/components/sellers/seller-text.ts'
import { directoryStructuredData } from '../web/seo/directory-structured-data.ts'
import { sellerSchemaType, sellerShareImage, sellerStructuredData } from '../web/seo/seller-structured-data.ts'
import { directoryHeading } from '../web/sellers/directory-heading.ts'
import { sellerListingsSearch, sellerListingsOf } from '../web/sellers/seller-listings-search.ts'
import { lazyPage } from './lazy-page.ts'
import { pageHead } from './page-head.ts'
import { directoryPathsOf } from './links/directory-paths.ts'
import { sellerRouteTarget } from './seller-route-target.ts'
import type { createBrandRootRoute } from './root-route.tsx'

type BrandRoot = ReturnType<typeof createBrandRootRoute>

/** The first segment of every seller page shape of the brand (routes/links/seller-paths.ts reads the rest). */
const sellerRoots: Record<BrandId, readonly string[]> = {
  land: ['member', 'broker', 'profile', 'propertylink'],
  landwatch: ['member', 'profile', 'propertylink'],
  laf: ['member', 'broker', 'propertylink'],
}

/** The query of a seller route: the listings' order and page, and a name searched in the directory. */
function sellerRouteSearch(search: Record<string, unknown>): { sort?: number; page?: number; name?: string } {
  // The router reads query values as JSON: ?name=1031 arrives as a number.
  const name = typeof search.name === 'string' || typeof search.name === 'number' ? String(search.name) : undefined
  return { ...sellerListingsSearch(search), ...(name ? { name } : {}) }
}

/**
 * Seller pages (spec §2 member, profile and broker pages) and the broker directory (spec §2 agent directories), which
 * share first segments: the main land site's /broker/ is its directory and /broker/{id} a seller. A seller at any
 * shape but the canonical one (the API's canonicalUrl or listingsUrl) moves there permanently, keeping the query, as
 * does a directory URL spelled another way; an unknown seller is the 404 page. A seller's listings take their order
 * and page from the query (?sort=…&page=…); the directory reads its filters from the path and a name from ?name=.
 */
export function createSellerRoutes(root: BrandRoot, brandId: BrandId) {
  const roots = new Set([...sellerRoots[brandId], directoryPathsOf[brandId].root])
  return [...roots].map((first) =>
    createRoute({
      getParentRoute: () => root,
      path: `/${first}/$`,
      validateSearch: sellerRouteSearch,
      beforeLoad: ({ location }) => {
        const target = sellerRouteTarget(brandId, location.pathname, location.searchStr)
        if (!target) throw notFound()
        if ('directory' in target && target.redirectTo) throw redirect({ href: target.redirectTo, statusCode: 301 })
        return target
      },
      loaderDeps: ({ search }) => search,
      loader: async ({ context, location, deps }) => {
        const { queryClient, api, brand } = context
        if ('directory' in context) {
          await queryClient.ensureQueryData(directoryQuery(api, brand.siteId, context.directory))
          const heading = directoryHeading(context.directory)
          return {
            title: heading,
            description: `${heading} with land for sale on ${brand.displayName}: compare listings, acreage and prices, and contact them.`,
          }
        }
        const { accountId, view } = context.seller
        const found = await queryClient.ensureQueryData(sellerDetailsQuery(api, brand.siteId, accountId))
        if (found.status === 404) throw notFound()
        const seller = found.data
        if (!seller) return { title: null }
        // A seller who no longer advertises has one page, the broker-inactive page, and no listings to show.
        const canonical = view === 'details' || !seller.isActive ? seller.canonicalUrl : seller.listingsUrl
        if (canonical !== location.pathname)
          throw redirect({ href: `${canonical}${location.searchStr}`, statusCode: 301 })
        const name = sellerName(seller)
        if (!seller.isActive) return { title: `${name} no longer advertises here`, description: '', inactive: true }
        await queryClient.ensureQueryData(sellerListingsQuery(api, brand.siteId, accountId, sellerListingsOf(deps)))
        return { title: `${name}: land for sale`, description: `${name}: listings, contact details and experience.` }
      },
      head: ({ match, loaderData }) => {
        const { brand, queryClient, api, canonicalOrigin, links } = match.context
        if (!loaderData?.title) return {}
        const site = { origin: canonicalOrigin, links }
        const about = {
          title: loaderData.title,
          description: loaderData.description,
          url: `${canonicalOrigin}${match.pathname}`,
        }
        if ('directory' in match.context) {
          const found = queryClient.getQueryData(directoryQuery(api, brand.siteId, match.context.directory).queryKey)
          return pageHead(brand, {
            ...about,
            type: 'website',
            ...(found?.data ? { structuredData: directoryStructuredData(found.data, site, loaderData.title) } : {}),
          })
        }
        const seller = queryClient.getQueryData(
          sellerDetailsQuery(api, brand.siteId, match.context.seller.accountId).queryKey,
        )?.data
        if (!seller) return {}
        // Not for search engines, and nothing of the seller's contact for crawlers to keep (the page shows none).
        if (loaderData.inactive)
          return {
            meta: [{ title: `${loaderData.title} | ${brand.displayName}` }, { name: 'robots', content: 'noindex' }],
          }
        return pageHead(brand, {
          ...about,
          image: sellerShareImage(seller, site),
          type: sellerSchemaType(seller) === 'Person' ? 'profile' : 'website',
          structuredData: sellerStructuredData(seller, site),
        })
      },
      component: lazyPage(() => import('../web/pages/seller-route-page.tsx'), 'SellerRoutesPage'),
    }),
  )
}
