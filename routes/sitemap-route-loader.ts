import { notFound } from '@tanstack/react-router'
import { sitemapQuery, type SitemapRequest } from '../web/api/sitemap-pages.ts'
import { sitemapAbout } from '../web/pages/sitemap/sitemap-about.ts'
import { addressOf } from '../web/api/sitemap-address.ts'
import { sitemapTrail } from '../web/pages/sitemap/sitemap-trail.ts'
import { breadcrumbList } from '../web/seo/breadcrumbs.ts'
import type { PageChrome } from './page-chrome.ts'
import { pageHead, type PageHead } from './page-head.ts'
import type { RouterContext } from './router-context.ts'
import { sitemapPaths } from './links/sitemap-urls.ts'
import { readSitemap } from './links/url-readers.ts'

// The sitemap route's work (routes/sitemap-routes.tsx), loaded with the first sitemap page: what the address asks
// for, the page's data, and its head. An address is the page only when it is the one the brand builds for what it
// names (routes/links/sitemap-urls.ts): another brand's shape, a county of another kind or state, the
// other form of a trailing slash, page-1, or a letter in the other case is the 404 page.

export interface SitemapRouteData extends PageChrome {
  request: SitemapRequest
  head?: PageHead & { links: { rel: string; href: string }[] }
}

/** The page's data and head, or the 404 page; without a head when the data could not be loaded (the page says so). */
export async function loadSitemapRoute(context: RouterContext, pathname: string): Promise<SitemapRouteData> {
  const { brand, canonicalOrigin, queryClient, links } = context
  const request = readSitemap(context.urls, pathname)
  // A state's featured and new listings have pages on the brands whose features say so.
  const listingSet = request?.page === 'featured' || request?.page === 'new'
  if (!request || (listingSet && !brand.features.featuredAndNewSitemaps)) throw notFound()
  const { status, view } = await queryClient.ensureQueryData(sitemapQuery(context.api, brand.siteId, request))
  if (status === 404) throw notFound()
  const data = { request, analyticsPageName: 'Sitemap' as const }
  if (!view) return data
  const sitemapPath = sitemapPaths(context.urls.shapes.sitemap)
  if (sitemapPath(addressOf(view)) !== pathname) throw notFound()
  const about = sitemapAbout(view, brand.displayName)
  const paged = 'listings' in view ? view.listings : null
  const pageLink = (rel: string, pageIndex: number) => ({
    rel,
    href: `${canonicalOrigin}${sitemapPath(addressOf(view, pageIndex))}`,
  })
  return {
    ...data,
    head: {
      ...pageHead(brand, {
        title: about.headTitle,
        description: about.description,
        url: `${canonicalOrigin}${pathname}`,
        type: 'website',
        structuredData: breadcrumbList(sitemapTrail(sitemapPath, view), { origin: canonicalOrigin, links }),
      }),
      // A long list's pages in order, for crawlers that follow them (the page links them too).
      links: paged
        ? [
            ...(paged.pageIndex > 0 ? [pageLink('prev', paged.pageIndex - 1)] : []),
            ...(paged.pageIndex < paged.pageCount - 1 ? [pageLink('next', paged.pageIndex + 1)] : []),
          ]
        : [],
    },
  }
}
