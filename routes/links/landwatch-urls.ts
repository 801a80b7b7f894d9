import { lowerCaseSearchUrl } from '../search-urls/lower-case-search-url.ts'
import { brandUrls } from './brand-urls.ts'

// The rural-land site's URLs (spec §2, route shapes per brand): all lower case, and no path ends with a slash.
// Each of its URL shapes, once (brand-urls.ts adds the routes common to all sites); only this brand's browser entry
// loads it (routes/client/).
export const landwatchUrls = brandUrls({
  names: 'lower',
  // /texas-land-for-sale/travis-county/ranches/price-under-500000, /land/farms.
  search: lowerCaseSearchUrl({ prefix: [], noState: 'land', typesSuffix: '', trailingSlash: false }),
  listing: '/:county/pid/:id',
  listingRoutes: ['/pid/$', '/$propertyGeo/pid/$'],
  seller: {
    details: ['/profile/:name/:id'],
    listings: ['/profile/:name/:id/properties'],
  },
  directory: '/find-agent/:state?/:brokerType?/:sort?/:page?',
  memberSearch: false,
  content: {
    addListing: '/add-listing',
    advertisingTerms: '/advertising-terms',
    termsOfUse: '/terms-conditions',
    photoTerms: '/terms-and-conditions-for-submitting-photos',
    privacy: '/privacy',
    californiaPrivacy: '/california-privacy',
    contact: '/contact',
  },
  // A county alone, by the location its listing URLs carry (/travis-county-tx/pid/…): /sitemap/travis-county-tx.
  sitemap: '/sitemap/:countySlug/:page?',
  savedPropertiesOfAnySite: false,
})
