import { notFound } from '@tanstack/react-router'
import type { BrandConfig } from '../brands/brand-config.ts'
import { listingSets, sitemapQuery, type SitemapRequest } from '../web/api/sitemap-pages.ts'
import { sitemapAbout } from '../web/pages/sitemap/sitemap-about.ts'
import { listingSetSegments, sitemapPath, sitemapShapes } from '../web/pages/sitemap/sitemap-paths.ts'
import { addressOf, sitemapTrail } from '../web/pages/sitemap/sitemap-trail.ts'
import { breadcrumbList } from '../web/seo/breadcrumbs.ts'
import type { PageChrome } from './page-chrome.ts'
import { pageHead, type PageHead } from './page-head.ts'
import type { RouterContext } from './router-context.ts'
import { stateOfAbbreviation, stateOfUrlName } from './search-urls/place-names.ts'

// The sitemap route's work (routes/sitemap-routes.tsx), loaded with the first sitemap page: what the address asks
// for, the page's data, and its head. An address is the page only when it is the one the brand builds for what it
// names (web/pages/sitemap/sitemap-paths.ts): another brand's shape, a county of another kind or state, the other
// form of a trailing slash, page-1, or a letter in the other case is the 404 page.

export interface SitemapRouteData extends PageChrome {
  request: SitemapRequest
  head?: PageHead & { links: { rel: string; href: string }[] }
}

/** What the segments after /sitemap ask for on the brand, places named as the brand's shape names them. */
function readSitemapPath(brand: BrandConfig, pathname: string): SitemapRequest | null {
  const segments = pathname.split('/').slice(2).filter(Boolean)
  const page = /^page-(\d{1,6})$/.exec(segments.at(-1) ?? '')
  if (page) segments.pop()
  const pageIndex = Math.max(0, Number(page?.[1] ?? 1) - 1)
  const [first, second, ...rest] = segments
  if (rest.length) return null
  if (first === undefined) return page ? null : { page: 'index' }
  const listingSet = listingSets.find((set) => listingSetSegments[set] === first)
  if (listingSet) {
    const state = brand.features.featuredAndNewSitemaps && second ? stateOfAbbreviation(second) : undefined
    return state ? { page: listingSet, stateId: state.id, pageIndex } : null
  }
  const state = stateOfUrlName(first)
  if (sitemapShapes[brand.id].countyUnderState) {
    if (!state) return null
    if (second === undefined) return page ? null : { page: 'state', stateId: state.id }
    return { page: 'county', countySlug: `${second}-${state.abbreviation}`.toLowerCase(), pageIndex }
  }
  if (second !== undefined) return null
  return state && !page ? { page: 'state', stateId: state.id } : { page: 'county', countySlug: first, pageIndex }
}

/** The page's data and head, or the 404 page; without a head when the data could not be loaded (the page says so). */
export async function loadSitemapRoute(context: RouterContext, pathname: string): Promise<SitemapRouteData> {
  const { brand, canonicalOrigin, queryClient } = context
  const request = readSitemapPath(brand, pathname)
  if (!request) throw notFound()
  const { status, view } = await queryClient.ensureQueryData(sitemapQuery(context.api, brand.siteId, request))
  if (status === 404) throw notFound()
  const data = { request, analyticsPageName: 'Sitemap' as const }
  if (!view) return data
  if (sitemapPath(brand.id, addressOf(view)) !== pathname) throw notFound()
  const about = sitemapAbout(view, brand.displayName)
  const paged = 'listings' in view ? view.listings : null
  const pageLink = (rel: string, pageIndex: number) => ({
    rel,
    href: `${canonicalOrigin}${sitemapPath(brand.id, addressOf(view, pageIndex))}`,
  })
  return {
    ...data,
    head: {
      ...pageHead(brand, {
        title: about.headTitle,
        description: about.description,
        url: `${canonicalOrigin}${pathname}`,
        type: 'website',
        structuredData: breadcrumbList(sitemapTrail(brand.id, view), { origin: canonicalOrigin, links: context.links }),
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
