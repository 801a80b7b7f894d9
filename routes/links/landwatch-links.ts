import type { SiteLinks } from '../../web/site/site-links.tsx'
import { imagePath, loginPath, lowerUrlName, propertyTypeUrlName } from './url-name.ts'

/** Rural-land site shapes: /{state}-land-for-sale, /land/{segments}, /{propertyGeo}/pid/{id}. */
export const landwatchLinks: SiteLinks = {
  home: '/',
  state: (stateName) => `/${lowerUrlName(stateName)}-land-for-sale`,
  propertyType: (type) => `/land/${propertyTypeUrlName(type)}`,
  listing: (listing) => `/${lowerUrlName(`${listing.county} ${listing.stateAbbreviation}`)}/pid/${listing.id}`,
  login: loginPath,
  register: '/login?mode=register',
  image: imagePath,
}
