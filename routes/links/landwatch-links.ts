import type { SiteLinks } from '../../web/site/site-links.tsx'
import { directoryPath, directoryShapes } from './directory-path.ts'
import { sellerPathOf } from './seller-path.ts'
import { landwatchSearchUrl } from '../search-urls/lower-case-search-url.ts'
import { flyerPath, imagePath, loginPath, lowerUrlName } from './url-name.ts'

const { build, read } = landwatchSearchUrl

/** Rural-land site shapes: /{state}-land-for-sale, /land/{segments}, /{propertyGeo}/pid/{id}. */
export const landwatchLinks: SiteLinks = {
  home: '/',
  state: (stateName) => build({ stateName }),
  propertyType: (type) => build({ propertyTypes: [type] }),
  search: build,
  searchCriteria: (pathname, search) => read(pathname, search),
  listing: (listing) => `/${lowerUrlName(`${listing.county} ${listing.stateAbbreviation}`)}/pid/${listing.id}`,
  seller: (seller, view = 'details') => sellerPathOf.landwatch(seller, view),
  directory: (filters) => directoryPath(directoryShapes.landwatch, filters),
  login: loginPath,
  register: '/login?mode=register',
  image: imagePath,
  flyer: flyerPath,
}
