import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { listingTitle } from '../web/format/listing-format.ts'
import { hasContactBar, hasTransparentHeader } from '../web/rules/listing-look.ts'
import { listingBreadcrumbTrail } from '../web/seo/listing-breadcrumb-trail.ts'
import { listingShareImage, listingStructuredData } from '../web/seo/listing-structured-data.ts'
import { summaryText } from '../web/seo/open-graph.ts'
import { loadListing } from './load-listing.ts'
import type { PageChrome } from './page-chrome.ts'
import { pageHead, type PageHead } from './page-head.ts'
import type { RouterContext } from './router-context.ts'

// The listing route's loader (routes/listing-route.tsx), loaded when a listing page is first wanted: the detail call,
// the look's rules and the page's structured data are the listing page's business, not every page's first script.

export interface ListingRouteData extends PageChrome {
  head?: PageHead
}

/** The listing, or a 301 to its canonical URL, or the 404 page; its head and the chrome its look asks for. */
export async function loadListingRoute({
  context,
  location,
}: {
  context: RouterContext & { propertyId: number }
  location: ParsedLocation
}): Promise<ListingRouteData> {
  const { brand, links, canonicalOrigin } = context
  const listing = await loadListing(context)
  if (!listing) return { analyticsPageName: 'Listing Detail' }
  const canonical = links.listing(listing)
  if (canonical !== location.pathname) throw redirect({ href: `${canonical}${location.searchStr}`, statusCode: 301 })
  const title = listingTitle(listing.title, listing.acres, listing.county, listing.stateName)
  const site = { origin: canonicalOrigin, links }
  return {
    // The header and the room under the footer follow the listing (the root renders them, not the page).
    transparentHeader: hasTransparentHeader(listing),
    bottomBar: hasContactBar(listing),
    analyticsPageName: 'Listing Detail',
    head: pageHead(brand, {
      title,
      description: listing.description
        ? summaryText(listing.description, 160)
        : `${title}: photos, price, acreage, features and the seller.`,
      url: `${canonicalOrigin}${canonical}`,
      image: listingShareImage(listing, site),
      type: 'website',
      structuredData: listingStructuredData(listing, site, listingBreadcrumbTrail(listing, links)),
    }),
  }
}
