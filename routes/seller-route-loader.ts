import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router'
import { directoryQuery, sellerDetailsQuery, sellerListingsQuery } from '../web/api/sellers.ts'
import { sellerName } from '../web/sellers/seller-text.ts'
import { directoryStructuredData } from '../web/seo/directory-structured-data.ts'
import { sellerSchemaType, sellerShareImage, sellerStructuredData } from '../web/seo/seller-structured-data.ts'
import { hasSellerBar } from '../web/rules/seller-look.ts'
import { directoryHeading } from '../web/sellers/directory-heading.ts'
import { sellerListingsOf, sellerListingsSearch } from '../web/sellers/seller-listings-search.ts'
import type { PageChrome } from './page-chrome.ts'
import { pageHead, type PageHead } from './page-head.ts'
import type { RouterContext } from './router-context.ts'
import type { SellerRouteTarget } from './seller-route-target.ts'

// The seller route's loader (routes/seller-route.tsx), loaded when a seller or directory page is first wanted: the
// seller calls and the pages' structured data stay out of every page's first script.

/** The route's head, built here with the data. */
export interface SellerRouteData extends PageChrome {
  head?: PageHead
}

interface SellerRouteLoad {
  context: RouterContext & SellerRouteTarget
  location: ParsedLocation
  deps: Record<string, unknown>
}

/** The directory page, or the seller's (a 301 to its canonical URL, the 404 page, the broker-inactive page). */
export async function loadSellerRoute({ context, location, deps }: SellerRouteLoad): Promise<SellerRouteData> {
  const { queryClient, api, brand, canonicalOrigin, links } = context
  const site = { origin: canonicalOrigin, links }
  const url = `${canonicalOrigin}${location.pathname}`
  if ('directory' in context) {
    const found = await queryClient.ensureQueryData(directoryQuery(api, brand.siteId, context.directory))
    const title = directoryHeading(context.directory)
    return {
      analyticsPageName: context.memberSearch ? 'Search Results Members' : 'Member Directory',
      head: pageHead(brand, {
        title,
        description: `${title} with land for sale on ${brand.displayName}: compare listings, acreage and prices, and contact them.`,
        url,
        type: 'website',
        ...(found.data ? { structuredData: directoryStructuredData(found.data, site, title) } : {}),
      }),
    }
  }
  const { accountId, view } = context.seller
  const found = await queryClient.ensureQueryData(sellerDetailsQuery(api, brand.siteId, accountId))
  if (found.status === 404) throw notFound()
  const seller = found.data
  if (!seller) return {}
  // A seller who no longer advertises has one page, the broker-inactive page, and no listings to show.
  const canonical = view === 'details' || !seller.isActive ? seller.canonicalUrl : seller.listingsUrl
  if (canonical !== location.pathname) throw redirect({ href: `${canonical}${location.searchStr}`, statusCode: 301 })
  const name = sellerName(seller)
  if (!seller.isActive) {
    // Not for search engines, and nothing of the seller's contact for crawlers to keep (the page shows none).
    const title = `${name} no longer advertises here | ${brand.displayName}`
    return {
      analyticsPageName: 'Member Page',
      head: { meta: [{ title }, { name: 'robots', content: 'noindex' }], scripts: [] },
    }
  }
  await queryClient.ensureQueryData(
    sellerListingsQuery(api, brand.siteId, accountId, sellerListingsOf(sellerListingsSearch(deps))),
  )
  return {
    // The main land site's seller bar: the root keeps room for it under the footer.
    bottomBar: hasSellerBar(brand, seller),
    analyticsPageName: 'Member Page',
    head: pageHead(brand, {
      title: `${name}: land for sale`,
      description: `${name}: listings, contact details and experience.`,
      url,
      image: sellerShareImage(seller, site),
      type: sellerSchemaType(seller) === 'Person' ? 'profile' : 'website',
      structuredData: sellerStructuredData(seller, site),
    }),
  }
}
