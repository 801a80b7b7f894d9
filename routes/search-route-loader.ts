import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router'
import { landingPageQuery } from '../web/api/landing-page.ts'
import { searchQuery, type SearchResults } from '../web/api/search.ts'
import type { SearchCriteria } from '../web/search/search-criteria.ts'
import { landingPlaceOf } from '../web/search/landing-place.ts'
import { searchHeading } from '../web/search/search-heading.ts'
import { hasSearchMobileNav } from '../web/rules/page-types.ts'
import { absoluteUrl } from '../web/seo/open-graph.ts'
import { searchBreadcrumbTrail, searchStructuredData } from '../web/seo/search-structured-data.ts'
import type { PageChrome } from './page-chrome.ts'
import { pageHead, type PageHead } from './page-head.ts'
import { withOtherParameters } from './plain-search.ts'
import type { RouterContext } from './router-context.ts'

// The search route's loader (routes/search-route.tsx), loaded with the first search page: the search and landing
// calls are the search page's business, not every page's first script.

/** The results (and a landing page's summary), or the 404 page, or a move to the last page there is. */
export async function loadSearchRoute({
  context,
  location,
}: {
  context: RouterContext & { searchCriteria: SearchCriteria }
  location: ParsedLocation
}): Promise<PageChrome & { head: PageHead }> {
  const result = await context.queryClient.ensureQueryData(
    searchQuery(context.api, context.brand.siteId, context.searchCriteria),
  )
  if (result.status === 404) throw notFound()
  // A page past the end of the results (they shrank since the link was made) is the last page that exists. The page
  // asked for decides, not the one the answer names: each move goes to an earlier page, so no answer (an upstream's
  // page 5 of 0 included) can send the visitor round in a loop.
  const found = result.data
  const asked = context.searchCriteria.pageIndex ?? 0
  if (found && asked > 0 && asked >= found.pageCount) {
    const lastPage = Math.max(0, found.pageCount - 1)
    const lastPageHref = context.links.search({ ...context.searchCriteria, pageIndex: lastPage || undefined })
    throw redirect({ href: withOtherParameters(lastPageHref, location.searchStr) })
  }
  // A state, region or county alone is a landing page on the brands that have them: its summary loads too.
  const place = result.data && landingPlaceOf(context.searchCriteria, result.data.criteria)
  const landing = !!place && context.brand.features.stateLandingPages
  if (landing) await context.queryClient.ensureQueryData(landingPageQuery(context.api, context.brand.siteId, place))
  return {
    head: searchHead(context, found),
    analyticsPageName: landing ? 'Landing Page' : 'Search Results',
    ...(hasSearchMobileNav(context.brand) ? { bottomBar: 'narrow' as const } : {}),
  }
}

/** The page's title, description, preview and JSON-LD: the places above it and the listings it shows. */
function searchHead(
  context: RouterContext & { searchCriteria: SearchCriteria },
  found: SearchResults | null,
): PageHead {
  const { brand, links, canonicalOrigin } = context
  const criteria = found?.criteria ?? context.searchCriteria
  const heading = searchHeading(criteria)
  const site = { origin: canonicalOrigin, links }
  const path = context.canonicalPath ?? links.search(criteria)
  const url = absoluteUrl(site, path)
  const count = found ? `${found.totalCount.toLocaleString('en-US')} listings` : 'Listings'
  return pageHead(brand, {
    title: heading,
    description: `${heading}: ${count} with prices, acreage, maps and photos, from the brokers and owners selling them.`,
    url,
    type: 'website',
    structuredData: found
      ? searchStructuredData(
          found,
          { heading, url, trail: searchBreadcrumbTrail(criteria, heading, path, links) },
          site,
        )
      : undefined,
  })
}
