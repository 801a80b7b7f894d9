import { homePageQuery } from '../web/api/site-queries.ts'
import { absoluteUrl } from '../web/seo/open-graph.ts'
import { homeDescription, homeStructuredData } from '../web/seo/home-structured-data.ts'
import type { PageChrome } from './page-chrome.ts'
import { pageHead, type PageHead } from './page-head.ts'
import type { RouterContext } from './router-context.ts'

// The home route's loader (routes/common-routes.tsx), loaded with the home page: its head and structured data are
// the home page's business, not every page's first script.

export async function loadHomeRoute(context: RouterContext): Promise<PageChrome & { head: PageHead }> {
  const { brand, links, canonicalOrigin } = context
  // Null when the page data could not be had (the page shows what it can, spec §8): the head then says less.
  const pageData = (await context.queryClient.ensureQueryData(homePageQuery(context.api, brand.siteId)))?.pageData
  const site = { origin: canonicalOrigin, links }
  return {
    // The header lies over the hero, which has the large search bar.
    transparentHeader: true,
    analyticsPageName: 'Homepage',
    head: pageHead(brand, {
      title: brand.tagline,
      description: pageData ? homeDescription(brand, pageData) : `${brand.tagline}.`,
      url: absoluteUrl(site, '/'),
      type: 'website',
      structuredData: pageData && homeStructuredData(brand, pageData, site),
    }),
  }
}
