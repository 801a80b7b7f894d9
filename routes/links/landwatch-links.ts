import type { SiteLinks } from '../../web/site/site-links.tsx'
import { directoryPathsOf } from './directory-paths.ts'
import { sellerPathsOf } from './seller-paths.ts'
import { searchUrlCodecs } from '../search-urls/search-url-codec.ts'
import { flyerPath, imagePath, loginPath, lowerUrlName } from './url-name.ts'

const { build, parse } = searchUrlCodecs.landwatch

/** Rural-land site shapes: /{state}-land-for-sale, /land/{segments}, /{propertyGeo}/pid/{id}. */
export const landwatchLinks: SiteLinks = {
  home: '/',
  state: (stateName) => build({ stateName }),
  propertyType: (type) => build({ propertyTypes: [type] }),
  search: build,
  searchCriteria: (pathname, search) => parse(pathname, search),
  listing: (listing) => `/${lowerUrlName(`${listing.county} ${listing.stateAbbreviation}`)}/pid/${listing.id}`,
  seller: (seller, view = 'details') => sellerPathsOf.landwatch.path(seller, view),
  directory: directoryPathsOf.landwatch.path,
  login: loginPath,
  register: '/login?mode=register',
  image: imagePath,
  flyer: flyerPath,
}
