import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import type { BrandConfig } from '../brands/brand-config.ts'
import type { TrackingIds } from '../web/analytics/tracking-ids.ts'
import type { ApiFetch } from '../web/api/api-client.ts'
import { RenderCrash } from '../web/pages/render-crash.tsx'
import { StatusPage } from '../web/pages/status-page.tsx'
import { createBrandTree } from './brand-route-trees.ts'
import { parsePlainSearch, stringifyPlainSearch } from './plain-search.ts'
import type { BrandUrls } from './links/brand-urls.ts'

export interface AppRouterOptions {
  brand: BrandConfig
  /** The brand's URL shapes: passed in, so a browser bundle holds its own brand's only (routes/client/). */
  urls: BrandUrls
  api: ApiFetch
  canonicalOrigin: string
  environment: 'development' | 'production'
  mapStyleUrl: string | null
  loginRecheckSeconds: number
  tracking: TrackingIds
  /** The server's start scripts (RouterContext.startScripts); the browser's router has none. */
  startScripts?: readonly string[]
  /** CSP nonce for the router's inline scripts (server) or read back from the page (browser). */
  nonce?: string
}

/** One factory for both entries: a fresh router and QueryClient per request on the server. */
export function createAppRouter(options: AppRouterOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } },
  })
  const router = createRouter({
    routeTree: createBrandTree(options.urls),
    context: {
      brand: options.brand,
      links: options.urls.links,
      urls: options.urls,
      queryClient,
      api: options.api,
      canonicalOrigin: options.canonicalOrigin,
      environment: options.environment,
      mapStyleUrl: options.mapStyleUrl,
      loginRecheckSeconds: options.loginRecheckSeconds,
      tracking: options.tracking,
      ...(options.startScripts ? { startScripts: options.startScripts } : {}),
    },
    ssr: options.nonce ? { nonce: options.nonce } : undefined,
    // The spec's paths keep their trailing slashes (/error/, /account/); each brand's shape decides.
    trailingSlash: 'preserve',
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    defaultPreload: 'intent',
    defaultNotFoundComponent: () => <StatusPage status={404} />,
    defaultErrorComponent: ({ error }) => <RenderCrash error={error} />,
    scrollRestoration: true,
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}
