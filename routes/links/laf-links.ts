import type { SiteLinks } from '../../web/site/site-links.tsx'
import { directoryPathsOf } from './directory-paths.ts'
import { sellerPathsOf } from './seller-paths.ts'
import { searchUrlCodecs } from '../search-urls/search-url-codec.ts'
import { flyerPath, imagePath, listingLocationName, loginPath } from './url-name.ts'

const { build, parse } = searchUrlCodecs.laf

/** Farm-and-ranch site shapes: /search/{state}-land-for-sale/…/, /search/all-land/, /property/{location}-{id}/. */
export const lafLinks: SiteLinks = {
  home: '/',
  state: (stateName) => build({ stateName }),
  propertyType: (type) => build({ propertyTypes: [type] }),
  search: build,
  searchCriteria: (pathname, search) => parse(pathname, search),
  listing: (listing) => `/property/${listingLocationName(listing).toLowerCase()}-${listing.id}/`,
  seller: (seller, view = 'details') => sellerPathsOf.laf.path(seller, view),
  directory: directoryPathsOf.laf.path,
  login: loginPath,
  register: '/login?mode=register',
  image: imagePath,
  flyer: flyerPath,
}
