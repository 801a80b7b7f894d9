import type { QueryClient } from '@tanstack/react-query'
import type { BrandConfig } from '../brands/brand-config.ts'
import type { TrackingIds } from '../web/analytics/tracking-ids.ts'
import type { ApiFetch } from '../web/api/api-client.ts'
import type { SiteLinks } from '../web/site/site-links.tsx'
import type { BrandUrls } from './links/brand-urls.ts'

/** What every route of every brand can read: made fresh per request on the server, once in the browser. */
export interface RouterContext {
  brand: BrandConfig
  links: SiteLinks
  /** The brand's URL shapes, of which `links` are the ones every page links to. */
  urls: BrandUrls
  queryClient: QueryClient
  api: ApiFetch
  /** Scheme and host pages name as canonical ('https://land.example'). */
  canonicalOrigin: string
  /** Where this runs (the ENVIRONMENT var): search pages are noindex outside production. */
  environment: 'development' | 'production'
  /** MAP_STYLE_URL: a hosted map style for the search map, or null to draw our own outlines offline. */
  mapStyleUrl: string | null
  /** LOGIN_RECHECK_SECONDS: how often, at most, the page asks whether its visitor is still logged in. */
  loginRecheckSeconds: number
  /** The brand's analytics and ad ids ({BRAND}_ANALYTICS_ID, {BRAND}_ADS_ID): nothing loads where they are null. */
  tracking: TrackingIds
  /**
   * The inline scripts that end the server's page (worker/ssr/client-assets.ts: the hydration fallback's timer, the
   * entry's start). The browser's router has none: React 19 leaves the server's in place at the body's end, so each
   * runs once. Given as a route's scripts, TanStack's <Scripts> would add a copy of each to the head after hydration
   * and run it again: it looks for the server's by nonce, which the browser hides once the script has run.
   */
  startScripts?: readonly string[]
  /** A route's canonical path when it is not the matched path as written (a search's, from its codec). */
  canonicalPath?: string
}
