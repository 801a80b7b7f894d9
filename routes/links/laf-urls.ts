import { lowerCaseSearchUrl } from '../search-urls/lower-case-search-url.ts'
import { brandUrls } from './brand-urls.ts'

// The farm-and-ranch site's URLs (spec §2, route shapes per brand): all lower case, every path ends with a slash.
// Each of its URL shapes, once (brand-urls.ts adds the routes common to all sites); only this brand's browser entry
// loads it (routes/client/).
export const lafUrls = brandUrls({
  names: 'lower',
  // /search/texas-land-for-sale/travis-county/ranches-for-sale/, /search/all-land/.
  search: lowerCaseSearchUrl({
    prefix: ['search'],
    noState: 'all-land',
    typesSuffix: '-for-sale',
    trailingSlash: true,
  }),
  listing: '/property/:place-:id/',
  listingRoutes: [],
  seller: {
    details: ['/broker/:name-:id/'],
    listings: ['/broker/:name-:id/land/'],
  },
  directory: '/real-estate-agents/:state?/:brokerType?/:sort?/:page?/',
  memberSearch: false,
  content: {
    advertisingTerms: '/advertising-terms/',
    termsOfUse: '/about/termsandconditions/',
  },
  // A county under its state: /sitemap/texas/travis-county/page-2/.
  sitemap: '/sitemap/:state/:county/:page?/',
  savedPropertiesOfAnySite: false,
})
