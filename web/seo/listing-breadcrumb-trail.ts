import type { ListingDetail } from '../api/listing-detail.ts'
import type { SiteLinks } from '../site/site-links.tsx'
import type { BreadcrumbStep } from './breadcrumbs.ts'

// The listing page's breadcrumb trail, apart from the rest of its structured data (listing-structured-data.ts): the
// page draws the trail, and importing it from there carried every line of the JSON-LD (the land facts' wording
// among them) into the page's first script, where only the route's loader needs them.

/** Where the listing is, from the whole country down to its county, each a search of that place (spec §2). */
export function listingBreadcrumbTrail(
  listing: Pick<ListingDetail, 'stateName' | 'stateAbbreviation' | 'county'>,
  links: Pick<SiteLinks, 'search'>,
): BreadcrumbStep[] {
  return [
    { label: 'United States', href: links.search({}) },
    { label: listing.stateName, href: links.search({ stateAbbreviation: listing.stateAbbreviation }) },
    {
      label: listing.county,
      href: links.search({ stateAbbreviation: listing.stateAbbreviation, countyName: listing.county }),
    },
  ]
}
