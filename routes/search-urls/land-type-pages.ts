import type { PropertyTypeName } from '../../web/rules/listing-rules.ts'
import type { CustomSearchSlug } from '../../web/search/custom-search-pages.ts'

/**
 * The main land site's type pages under /search/ (spec §2, main land site link shapes), in the spec's order. Most
 * stand for a property type; the others (orchards and vineyards, log cabins, cheap, off-grid, mineral rights) are
 * searches by other criteria: their slug is the criteria's customSearchUrl and the worker gives them their filters.
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
] as const satisfies readonly ({ slug: string; propertyType: PropertyTypeName } | { slug: CustomSearchSlug })[]

export const typePageOfType = new Map<PropertyTypeName, string>(
  landTypePages.flatMap((page) => ('propertyType' in page ? [[page.propertyType, page.slug] as const] : [])),
)
export const typeOfTypePage = new Map<string, PropertyTypeName>([...typePageOfType].map(([type, slug]) => [slug, type]))

/** The slugs that are a customSearchUrl: every brand writes them as a segment of their own. */
export const customSearchSlugs: ReadonlySet<string> = new Set(
  landTypePages.flatMap((page) => ('propertyType' in page ? [] : [page.slug])),
)
