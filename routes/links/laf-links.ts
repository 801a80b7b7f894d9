import type { SiteLinks } from '../../web/site/site-links.tsx'
import { landTypePages } from './land-links.ts'
import { imagePath, loginPath, lowerUrlName } from './url-name.ts'

/** Farm-and-ranch site shapes: /search/{state}-land-for-sale/…/, /property/{location}-{id}/. */
export const lafLinks: SiteLinks = {
  home: '/',
  state: (stateName) => `/search/${lowerUrlName(stateName)}-land-for-sale/`,
  propertyType: (type) => `/search/all-land/${landTypePages[type]}/`,
  listing: (listing) =>
    `/property/${lowerUrlName(`${listing.city || listing.county} ${listing.stateAbbreviation}`)}-${listing.id}/`,
  login: loginPath,
  register: '/login?mode=register',
  image: imagePath,
}
