import type { ListingSummary } from '../api/listing-summary.ts'
import type { SearchResults } from '../api/search.ts'
import { listingTitle } from '../format/listing-format.ts'
import type { SearchCriteria } from '../search/search-criteria.ts'
import { placeLabel } from '../search/search-heading.ts'
import type { SiteLinks } from '../site/site-links.tsx'
import { breadcrumbList, type BreadcrumbStep } from './breadcrumbs.ts'
import { absoluteUrl, type CanonicalSite, type JsonLdNode } from './open-graph.ts'

// A search or landing page as schema.org sees it: a CollectionPage whose main entity is the ItemList of the listings
// on this page, in the order shown, with the trail of places above it (country, state, then county, region or city).

/** The places the search is in, each a search of that place alone, then the page itself when it is narrower. */
export function searchBreadcrumbTrail(
  criteria: SearchCriteria,
  heading: string,
  pagePath: string,
  links: Pick<SiteLinks, 'search'>,
): BreadcrumbStep[] {
  const trail: BreadcrumbStep[] = [{ label: 'United States', href: links.search({}) }]
  const state = criteria.stateAbbreviation
  if (state && criteria.stateName) {
    trail.push({ label: criteria.stateName, href: links.search({ stateAbbreviation: state }) })
    const { countyName, regionName, cityName } = criteria
    const place = countyName ? { countyName } : regionName ? { regionName } : cityName ? { cityName } : null
    if (place)
      trail.push({
        label: placeLabel({ stateAbbreviation: state, ...place }),
        href: links.search({ stateAbbreviation: state, ...place }),
      })
  }
  if (trail.at(-1)!.href !== pagePath) trail.push({ label: heading, href: pagePath })
  return trail
}

export function searchStructuredData(
  results: SearchResults,
  page: { heading: string; url: string; trail: readonly BreadcrumbStep[] },
  site: CanonicalSite,
): JsonLdNode {
  return {
    '@type': 'CollectionPage',
    name: page.heading,
    url: page.url,
    breadcrumb: breadcrumbList(page.trail, site),
    mainEntity: listingItemList(results.listings, site, results.pageIndex * results.pageSize, results.totalCount),
  }
}

/** The listings a page shows, in order, numbered on from `before` (the listings of the pages before this one). */
export function listingItemList(
  listings: readonly ListingSummary[],
  site: CanonicalSite,
  before: number,
  total: number,
): JsonLdNode {
  return {
    '@type': 'ItemList',
    numberOfItems: total,
    itemListElement: listings.map((listing, index) => ({
      '@type': 'ListItem',
      position: before + index + 1,
      url: absoluteUrl(site, site.links.listing(listing)),
      name: listingTitle(listing.title, listing.acres, listing.county, listing.stateName),
    })),
  }
}
