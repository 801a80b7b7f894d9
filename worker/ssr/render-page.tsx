import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server'
import type { Context } from 'hono'
import { createAppRouter } from '../../routes/create-app-router.tsx'
import { siteLinksByBrand } from '../../routes/links/site-links-by-brand.ts'
import type { AppEnv } from '../app-env.ts'
import { inProcessApi } from '../api/in-process-api.ts'
import { cspNonce } from '../middleware/security-headers.ts'
import { routerManifests } from './client-assets.ts'

/**
 * Streams a page of the request's brand: TanStack Router matches and loads it (data through the
 * in-process API), React streams the HTML, and the query cache rides along for hydration. Crawlers get
 * the whole document at once (the stream handler waits for allReady when the user agent is a bot).
 */
export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const handler = createRequestHandler({
    request: c.req.raw,
    createRouter: () =>
      createAppRouter({
        brand: c.var.brand,
        links: siteLinksByBrand[c.var.brand.id],
        api: inProcessApi(c),
        canonicalOrigin: c.var.canonicalOrigin,
        environment: c.var.config.environment,
        mapStyleUrl: c.var.config.mapStyleUrl,
        loginRecheckSeconds: c.var.config.loginRecheckSeconds,
        tracking: c.var.config.tracking[c.var.brand.id],
        nonce: cspNonce(c),
      }),
    getRouterManifest: () => routerManifests[c.var.brand.id],
  })
  const response = await handler(defaultStreamHandler)
  // Pages vary by brand (Host) and by the session cookie; nothing here may be shared between visitors.
  response.headers.set('cache-control', 'private, no-cache')
  response.headers.set('vary', 'host, cookie')
  return response
}
