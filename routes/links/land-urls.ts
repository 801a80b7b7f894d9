import { landSearchUrl } from '../search-urls/land-search-url.ts'
import { brandUrls } from './brand-urls.ts'

// The main land site's URLs (spec §2, main land site link shapes): places keep their capitals ('Texas',
// 'Austin-TX') and every path ends with a slash.
// Each of its URL shapes, once (brand-urls.ts adds the routes common to all sites); only this brand's browser entry
// loads it (routes/client/).
export const landUrls = brandUrls({
  names: 'title',
  // /{location}/{types | all-land}/{custom…}/ and the pages under /search/: /search/farms-for-sale/, /search/all-land/.
  search: landSearchUrl,
  listing: '/property/:place/:id/',
  listingRoutes: [],
  // The member page; its broker profile paths /broker/{id} and /profile/{id} too.
  seller: {
    details: ['/member/:name/:id/', '/broker/:id', '/profile/:id'],
    listings: ['/member/:name/:id/listings/'],
  },
  directory: '/broker/:state?/:brokerType?/:sort?/:page?/',
  memberSearch: true,
  content: {},
  // A county under its state: /sitemap/texas/travis-county/page-2/.
  sitemap: '/sitemap/:state/:county/:page?/',
  savedPropertiesOfAnySite: true,
})
