import type { SiteLinks } from '../../web/site/site-links.tsx'
import { directoryPath, directoryShapes } from './directory-path.ts'
import { sellerPathOf } from './seller-path.ts'
import { landSearchUrl } from '../search-urls/land-search-url.ts'
import { flyerPath, imagePath, listingLocationName, loginPath } from './url-name.ts'

const { build, read } = landSearchUrl

export const landLinks: SiteLinks = {
  home: '/',
  // A state's page and a type's page are searches: /Texas/, and /search/farms-for-sale/ for a type with a type page,
  // /United-States/timberland/ for the others.
  state: (stateName) => build({ stateName }),
  propertyType: (type) => build({ propertyTypes: [type] }),
  search: build,
  searchCriteria: (pathname, search) => read(pathname, search),
  listing: (listing) => `/property/${listingLocationName(listing)}/${listing.id}/`,
  seller: (seller, view = 'details') => sellerPathOf.land(seller, view),
  directory: (filters) => directoryPath(directoryShapes.land, filters),
  login: loginPath,
  register: '/login?mode=register',
  image: imagePath,
  flyer: flyerPath,
}
