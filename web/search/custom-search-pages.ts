import type { SearchCriteria } from './search-criteria.ts'

// The main land site's /search/ type pages that are not a property type (spec §2, main land site link shapes):
// each is a search by other criteria, written once here. The worker merges a page's criteria into a search that
// names it (customSearchUrl); pages and links take its label. Each finds listings of the seed's kind: the seed
// generator has no words for cabins, orchards or off-grid living, so they are told by type, house and amenities.

interface CustomSearchPage {
  label: string
  criteria: SearchCriteria
}

export const customSearchPages = {
  /** Farmland in present use as orchards and vineyards: irrigated farms. */
  'present-use-orchard-vineyards': {
    label: 'Orchards and Vineyards',
    criteria: { propertyTypes: ['farm'], amenityTypes: ['irrigation'] },
  },
  /** A cabin: a house on recreational, hunting or timber land. */
  'log-cabins-for-sale': {
    label: 'Log Cabins',
    criteria: { hasHouse: true, propertyTypes: ['recreational', 'hunting', 'timberland'] },
  },
  'cheap-land-for-sale': { label: 'Cheap Land', criteria: { priceMax: 10_000 } },
  /** Raw land to build a life on without the grid: recreational or undeveloped land with no house yet. */
  'off-grid-land-for-sale': {
    label: 'Off-Grid Land',
    criteria: { hasHouse: false, propertyTypes: ['recreational', 'undeveloped'] },
  },
  'land-with-mineral-rights-for-sale': { label: 'Land with Mineral Rights', criteria: { mineralRights: true } },
} as const satisfies Record<string, CustomSearchPage>

export type CustomSearchSlug = keyof typeof customSearchPages

/** The page of a customSearchUrl value, or undefined when there is none or no page has that slug. */
export function customSearchPage(slug: string | undefined): CustomSearchPage | undefined {
  return slug !== undefined && Object.hasOwn(customSearchPages, slug)
    ? customSearchPages[slug as CustomSearchSlug]
    : undefined
}
