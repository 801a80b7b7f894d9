import type { BrandConfig } from '../../brands/brand-config.ts'
import type { AnalyticsPageName } from '../../web/analytics/page-names.ts'
import { searchPageParameters } from '../../routes/search-urls/search-query.ts'

// What the edge cache keeps, and for how long. Only what reads the same for every visitor who is not logged in:
// the sitemaps and robots.txt, the HTML sitemap pages and the landing pages (the home page of each brand, and on the
// main land site the state, region and county pages). Search results, listings and everything behind a login are
// rendered for each request.

export interface CachePolicy {
  /** How long a stored copy is served as it is (HIT). */
  freshSeconds: number
  /** After that, how much longer it is served (STALE) while one background render replaces it. */
  staleSeconds: number
  /**
   * The query parameters the page reads. Any other (utm_*, gclid, a login token, junk) is left out of the key and of
   * the render, so a random `?x=` is served the stored copy instead of buying a render of its own.
   */
  readParameters: readonly string[]
}

/** Crawlers' files change with the listings, which the data version in the key already follows. */
const crawlerFiles: CachePolicy = { freshSeconds: 3600, staleSeconds: 86_400, readParameters: [] }
/** Pages show counts and featured listings, which rotate: a few minutes fresh, then refreshed behind a stale copy. */
const landingPages: CachePolicy = { freshSeconds: 300, staleSeconds: 3600, readParameters: [] }
/** A state's landing page is a search page: its query may hold search criteria and the map view. */
const stateLandingPages: CachePolicy = { ...landingPages, readParameters: searchPageParameters }

/** The pages that render the same for every logged-out visitor, by the name their route gives them. */
const cacheablePageNames: ReadonlySet<AnalyticsPageName | undefined> = new Set(['Homepage', 'Landing Page', 'Sitemap'])

export const isCacheablePage = (name: AnalyticsPageName | undefined) => cacheablePageNames.has(name)

/**
 * The policy of a path that may be cached, or null. A page path here is only a candidate: its render is stored only
 * when the route that answered it is one of the cacheable pages (a land path of one segment may be a state's landing
 * page or a content page).
 */
export function cachePolicyOf(path: string, brand: BrandConfig): CachePolicy | null {
  if (path === '/robots.txt' || path === '/sitemap.xml' || path.startsWith('/sitemaps/')) return crawlerFiles
  if (path === '/' || path === '/sitemap' || path.startsWith('/sitemap/')) return landingPages
  if (brand.features.stateLandingPages && /^\/[^/]+\/?$/.test(path)) return stateLandingPages
  return null
}
