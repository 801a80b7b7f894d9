import type { SiteLinks } from '../../web/site/site-links.tsx'
import { landTypePages } from './land-links.ts'
import { imagePath, loginPath, lowerUrlName } from './url-name.ts'

/** Rural-land site shapes: /{state}-land-for-sale, /land/{segments}, /{propertyGeo}/pid/{id}. */
export const landwatchLinks: SiteLinks = {
  home: '/',
  state: (stateName) => `/${lowerUrlName(stateName)}-land-for-sale`,
  propertyType: (type) => `/land/${landTypePages[type].replace(/-for-sale$/, '')}`,
  listing: (listing) => `/${lowerUrlName(`${listing.county} ${listing.stateAbbreviation}`)}/pid/${listing.id}`,
  login: loginPath,
  register: '/login?mode=register',
  image: imagePath,
}
