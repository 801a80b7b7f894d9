import type { BrandConfig } from '../../brands/brand-config.ts'
import type { HomePageResponse } from '../api/home-page.ts'
import { absoluteUrl, type CanonicalSite, type JsonLdNode } from './open-graph.ts'
import { listingItemList } from './search-structured-data.ts'

type HomePageData = HomePageResponse['pageData']

/** What the home page says of the site in a search result: how much land it lists, from whom. */
export function homeDescription(brand: BrandConfig, home: HomePageData): string {
  const listings = home.listingCount.toLocaleString('en-US')
  const acres = Math.round(home.totalAcres).toLocaleString('en-US')
  return `${brand.tagline}: ${listings} listings covering ${acres} acres, from the brokers, agents and owners selling them.`
}

/** The home page: a page of the site (the WebSite and who publishes it) whose main entity is its featured listings. */
export function homeStructuredData(brand: BrandConfig, home: HomePageData, site: CanonicalSite): JsonLdNode {
  const url = absoluteUrl(site, '/')
  return {
    '@type': 'WebPage',
    name: brand.displayName,
    url,
    description: homeDescription(brand, home),
    isPartOf: {
      '@type': 'WebSite',
      name: brand.displayName,
      url,
      publisher: { '@type': 'Organization', name: brand.legalName, url, logo: absoluteUrl(site, brand.icons.logo) },
    },
    mainEntity: listingItemList(home.featuredListings, site, 0, home.featuredListings.length),
  }
}
