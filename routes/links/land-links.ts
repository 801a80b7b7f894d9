import type { PropertyTypeName } from '../../web/rules/listing-rules.ts'
import type { SiteLinks } from '../../web/site/site-links.tsx'
import { imagePath, listingLocationName, loginPath, propertyTypeUrlName, urlName } from './url-name.ts'

/**
 * The main land site's type pages under /search/ (spec §2, main land site link shapes), in the spec's order. Most
 * stand for a property type; the others (orchards and vineyards, log cabins, cheap, off-grid, mineral rights) are
 * searches by other criteria, which the search codec gives them.
 */
export const landTypePages = [
  { slug: 'farms-for-sale', propertyType: 'farm' },
  { slug: 'ranches-for-sale', propertyType: 'ranch' },
  { slug: 'residential-land-for-sale', propertyType: 'residential' },
  { slug: 'recreational-land-for-sale', propertyType: 'recreational' },
  { slug: 'hunting-land-for-sale', propertyType: 'hunting' },
  { slug: 'undeveloped-land-for-sale', propertyType: 'undeveloped' },
  { slug: 'horse-property-for-sale', propertyType: 'horse' },
  { slug: 'commercial-land-for-sale', propertyType: 'commercial' },
  { slug: 'present-use-orchard-vineyards' },
  { slug: 'waterfront-for-sale', propertyType: 'waterfront' },
  { slug: 'log-cabins-for-sale' },
  { slug: 'cheap-land-for-sale' },
  { slug: 'off-grid-land-for-sale' },
  { slug: 'land-with-mineral-rights-for-sale' },
] as const satisfies readonly { slug: string; propertyType?: PropertyTypeName }[]

const typePageOf = new Map<PropertyTypeName, string>(
  landTypePages.flatMap((page) => ('propertyType' in page ? [[page.propertyType, page.slug] as const] : [])),
)

export const landLinks: SiteLinks = {
  home: '/',
  state: (stateName) => `/${urlName(stateName)}/`,
  // A type with a type page links there; the others search the whole country for that type.
  propertyType: (type) => {
    const page = typePageOf.get(type)
    return page ? `/search/${page}/` : `/United-States/${propertyTypeUrlName(type)}/`
  },
  listing: (listing) => `/property/${listingLocationName(listing)}/${listing.id}/`,
  login: loginPath,
  register: '/login?mode=register',
  image: imagePath,
}
