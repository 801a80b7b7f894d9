import type { SiteLinks } from '../../web/site/site-links.tsx'
import type { PropertyTypeName } from '../../web/rules/listing-rules.ts'
import { imagePath, loginPath, lowerUrlName, urlName } from './url-name.ts'

/** Type pages under /search/ on the main land site (spec §2, main land site link shapes). */
export const landTypePages: Record<PropertyTypeName, string> = {
  farm: 'farms-for-sale',
  ranch: 'ranches-for-sale',
  recreational: 'recreational-land-for-sale',
  residential: 'residential-land-for-sale',
  timberland: 'timberland-for-sale',
  undeveloped: 'undeveloped-land-for-sale',
  commercial: 'commercial-land-for-sale',
  hunting: 'hunting-land-for-sale',
  horse: 'horse-property-for-sale',
  lakefront: 'lakefront-property-for-sale',
  beachfront: 'beachfront-property-for-sale',
  riverfront: 'riverfront-property-for-sale',
  waterfront: 'waterfront-for-sale',
  homesites: 'homesites-for-sale',
  house: 'homes-for-sale',
}

export const landLinks: SiteLinks = {
  home: '/',
  state: (stateName) => `/${urlName(stateName)}/`,
  propertyType: (type) => `/search/${landTypePages[type]}/`,
  listing: (listing) =>
    `/property/${lowerUrlName(`${listing.title} ${listing.county} ${listing.stateAbbreviation}`)}/${listing.id}/`,
  login: loginPath,
  register: '/login?mode=register',
  image: imagePath,
}
