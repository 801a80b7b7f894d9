import type { SiteLinks } from '../../web/site/site-links.tsx'
import { directoryPath, directoryShapes } from './directory-path.ts'
import { sellerPathOf } from './seller-path.ts'
import { lafSearchUrl } from '../search-urls/lower-case-search-url.ts'
import { flyerPath, imagePath, listingLocationName, loginPath } from './url-name.ts'

const { build, read } = lafSearchUrl

/** Farm-and-ranch site shapes: /search/{state}-land-for-sale/…/, /search/all-land/, /property/{location}-{id}/. */
export const lafLinks: SiteLinks = {
  home: '/',
  state: (stateName) => build({ stateName }),
  propertyType: (type) => build({ propertyTypes: [type] }),
  search: build,
  searchCriteria: (pathname, search) => read(pathname, search),
  listing: (listing) => `/property/${listingLocationName(listing).toLowerCase()}-${listing.id}/`,
  seller: (seller, view = 'details') => sellerPathOf.laf(seller, view),
  directory: (filters) => directoryPath(directoryShapes.laf, filters),
  login: loginPath,
  register: '/login?mode=register',
  image: imagePath,
  flyer: flyerPath,
}
