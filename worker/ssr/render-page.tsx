import { createRequestHandler } from '@tanstack/react-router/ssr/server'
import type { Context } from 'hono'
import { createAppRouter } from '../../routes/create-app-router.tsx'
import type { PageChrome } from '../../routes/page-chrome.ts'
import { brandUrlsById } from '../../routes/links/brand-urls-by-id.ts'
import type { AppEnv } from '../app-env.ts'
import { isCacheablePage } from '../edge-cache/cache-policy.ts'
import { inProcessApi } from '../api/in-process-api.ts'
import type { LoginInfo } from '../../web/api/login-info.ts'
import { loginInfoKey } from '../../web/api/login-state.ts'
import { cspNonce } from '../middleware/security-headers.ts'
import { routerManifests, startScripts } from './client-assets.ts'
import { pageStreamHandler } from './page-stream.tsx'
import { serverErrorPage } from './server-error-page.ts'

/**
 * A page of the request's brand: TanStack Router matches and loads it (data through the in-process API), React renders
 * the HTML whole (page-stream.tsx), and the query cache rides along for hydration; a page that crashed while rendering
 * is the error page, status 500.
 */
export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const { sharedUrl } = c.var
  if (sharedUrl) {
    // A page the edge cache may share renders its shared address: no query parameter it does not read (a login token,
    // a tracking tag) can end up in a copy served to others. A path of that shape may turn out to be another kind of
    // page (on the land site /login and /error/ are one segment long, like /Texas/): that page is the visitor's own,
    // rendered again for the address they asked for, whose query it reads (?returnUrl=, ?eurl=).
    const shared = await renderAddress(c, new Request(sharedUrl, c.req.raw))
    if (c.var.cacheablePage) return shared
    await shared.body?.cancel()
    c.set('personalPage', undefined)
    c.set('degradedPage', undefined)
  }
  return renderAddress(c, c.req.raw)
}

async function renderAddress(c: Context<AppEnv>, request: Request): Promise<Response> {
  let router: ReturnType<typeof createAppRouter> | undefined
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      (router = createAppRouter({
        brand: c.var.brand,
        urls: brandUrlsById[c.var.brand.id],
        api: inProcessApi(c),
        canonicalOrigin: c.var.canonicalOrigin,
        environment: c.var.config.environment,
        mapStyleUrl: c.var.config.mapStyleUrl,
        loginRecheckSeconds: c.var.config.loginRecheckSeconds,
        tracking: c.var.config.tracking[c.var.brand.id],
        nonce: cspNonce(c),
        startScripts: startScripts[c.var.brand.id],
      })),
    getRouterManifest: () => routerManifests[c.var.brand.id],
  })
  let crash: { error: unknown } | undefined
  const response = await handler(pageStreamHandler((error) => (crash = { error })))
  if (crash) {
    // A component threw while rendering (spec §8 render crash): logged once here, and the error page, never a page
    // that fails again in the browser.
    console.error(`${c.req.method} ${c.req.url}: the page could not be rendered`, crash.error)
    c.set('cacheablePage', false)
    return serverErrorPage(c)
  }
  // The page's loaders have run: its route says what kind of page it is, and so whether the edge cache may share it.
  const page = router?.state.matches.at(-1)?.loaderData as PageChrome | undefined
  c.set('cacheablePage', isCacheablePage(page?.analyticsPageName))
  // Who the page was made for, as the render itself read it (the root loads login info for every page).
  const loginInfo = router?.options.context.queryClient.getQueryData<LoginInfo>(loginInfoKey(c.var.brand.siteId))
  if (loginInfo?.isLoggedIn) c.set('personalPage', true)
  // Pages vary by brand (Host) and by the session cookie; nothing here may be shared between visitors.
  response.headers.set('cache-control', 'private, no-cache')
  response.headers.set('vary', 'host, cookie')
  return response
}
