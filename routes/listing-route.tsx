import { createRoute, notFound } from '@tanstack/react-router'
import { lazyPage } from './lazy-page.ts'
import type { createBrandRootRoute } from './root-route.tsx'
import type { BrandUrls } from './links/brand-urls.ts'

type BrandRoot = ReturnType<typeof createBrandRootRoute>

/**
 * The listing id a detail URL ends with: '/property/Austin-TX/1000001/', '/property/austin-tx-1000001/',
 * '/pid/1000001', '/travis-county-tx/pid/1000001'. Null when the path does not end with one.
 */
export function listingIdOf(rest: string | undefined): number | null {
  const match = /(?:^|[/-])([1-9]\d{0,9})\/?$/.exec(rest ?? '')
  return match ? Number(match[1]) : null
}

/**
 * Listing detail pages at every shape the brand answers (spec §2; its URL module's listing routes): /property/{rest}
 * and /listing/{rest} on all brands, the rural-land site's /pid/{rest} and /{propertyGeo}/pid/{rest}. The id at the
 * end decides; a listing reached by any other path than its canonical one (SiteLinks.listing) moves there
 * permanently, keeping the query.
 */
export function createListingRoutes(root: BrandRoot, urls: BrandUrls) {
  return urls.listingRoutes.map((path) =>
    createRoute({
      getParentRoute: () => root,
      path,
      beforeLoad: ({ params, location }) => {
        const propertyId = listingIdOf((params as { _splat?: string })._splat)
        if (propertyId === null) throw notFound()
        // The page's canonical path is the path as asked: the loader moves any other address of the listing to it.
        return { propertyId, canonicalPath: location.pathname }
      },
      // The loader and what it builds load with the first listing page (routes/listing-route-loader.ts).
      loader: ({ context, location }) =>
        import('./listing-route-loader.ts').then((module) => module.loadListingRoute({ context, location })),
      head: ({ loaderData }) => loaderData?.head ?? {},
      component: lazyPage(() => import('../web/pages/listing-page.tsx'), 'ListingPage', { browsing: true }),
    }),
  )
}
