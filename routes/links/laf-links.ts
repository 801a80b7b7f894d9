import type { SiteLinks } from '../../web/site/site-links.tsx'
import { imagePath, listingLocationName, loginPath, lowerUrlName, propertyTypeUrlName } from './url-name.ts'

/** Farm-and-ranch site shapes: /search/{state}-land-for-sale/…/, /search/all-land/, /property/{location}-{id}/. */
export const lafLinks: SiteLinks = {
  home: '/',
  state: (stateName) => `/search/${lowerUrlName(stateName)}-land-for-sale/`,
  propertyType: (type) => `/search/all-land/${propertyTypeUrlName(type)}-for-sale/`,
  listing: (listing) => `/property/${listingLocationName(listing).toLowerCase()}-${listing.id}/`,
  login: loginPath,
  register: '/login?mode=register',
  image: imagePath,
}
