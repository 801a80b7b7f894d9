import type { SiteLinks } from '../../web/site/site-links.tsx'
import { directoryPathsOf } from './directory-paths.ts'
import { sellerPathsOf } from './seller-paths.ts'
import { searchUrlCodecs } from '../search-urls/search-url-codec.ts'
import { flyerPath, imagePath, listingLocationName, loginPath } from './url-name.ts'

const { build, parse } = searchUrlCodecs.land

export const landLinks: SiteLinks = {
  home: '/',
  // A state's page and a type's page are searches: /Texas/, and /search/farms-for-sale/ for a type with a type page,
  // /United-States/timberland/ for the others.
  state: (stateName) => build({ stateName }),
  propertyType: (type) => build({ propertyTypes: [type] }),
  search: build,
  searchCriteria: (pathname, search) => parse(pathname, search),
  listing: (listing) => `/property/${listingLocationName(listing)}/${listing.id}/`,
  seller: (seller, view = 'details') => sellerPathsOf.land.path(seller, view),
  directory: directoryPathsOf.land.path,
  login: loginPath,
  register: '/login?mode=register',
  image: imagePath,
  flyer: flyerPath,
}
