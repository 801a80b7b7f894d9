import { createRoute, notFound, redirect } from '@tanstack/react-router'
import type { BrandId } from '../brands/brand-config.ts'
import { listingDetailQuery } from '../web/api/listing-detail.ts'
import { listingTitle } from '../web/format/listing-format.ts'
import { listingBreadcrumbTrail, listingShareImage, listingStructuredData } from '../web/seo/listing-structured-data.ts'
import { summaryText } from '../web/seo/open-graph.ts'
import { lazyPage } from './lazy-page.ts'
import { pageHead } from './page-head.ts'
import type { createBrandRootRoute } from './root-route.tsx'

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
 * Listing detail pages at every shape of the brand (spec §2): /property/{rest} and /listing/{rest} on all brands,
 * and the rural-land site's /pid/{rest} and /{propertyGeo}/pid/{rest}. The id at the end decides; a listing reached
 * by any other path than its canonical one (SiteLinks.listing) moves there permanently, keeping the query.
 */
export function createListingRoutes(root: BrandRoot, brandId: BrandId) {
  const paths = ['/property/$', '/listing/$', ...(brandId === 'landwatch' ? ['/pid/$', '/$propertyGeo/pid/$'] : [])]
  return paths.map((path) =>
    createRoute({
      getParentRoute: () => root,
      path,
      beforeLoad: ({ params, location }) => {
        const propertyId = listingIdOf((params as { _splat?: string })._splat)
        if (propertyId === null) throw notFound()
        // The page's canonical path is the path as asked: the loader moves any other address of the listing to it.
        return { propertyId, canonicalPath: location.pathname }
      },
      loader: async ({ context, location }) => {
        const result = await context.queryClient.ensureQueryData(
          listingDetailQuery(context.api, context.brand.siteId, context.propertyId),
        )
        if (result.status === 404) throw notFound()
        const listing = result.data
        if (!listing) return { title: null }
        const canonical = context.links.listing(listing)
        if (canonical !== location.pathname)
          throw redirect({ href: `${canonical}${location.searchStr}`, statusCode: 301 })
        return { title: listingTitle(listing.title, listing.acres, listing.county, listing.stateName) }
      },
      head: ({ match, loaderData }) => {
        const { brand, queryClient, api, canonicalOrigin, links, propertyId } = match.context
        const listing = queryClient.getQueryData(listingDetailQuery(api, brand.siteId, propertyId).queryKey)?.data
        if (!loaderData?.title || !listing) return {}
        const site = { origin: canonicalOrigin, links }
        return pageHead(brand, {
          title: loaderData.title,
          description: listing.description
            ? summaryText(listing.description, 160)
            : `${loaderData.title}: photos, price, acreage, features and the seller.`,
          url: `${canonicalOrigin}${links.listing(listing)}`,
          image: listingShareImage(listing, site),
          type: 'website',
          structuredData: listingStructuredData(listing, site, listingBreadcrumbTrail(listing, links)),
        })
      },
      component: lazyPage(() => import('../web/pages/listing-page.tsx'), 'ListingPage'),
    }),
  )
}
