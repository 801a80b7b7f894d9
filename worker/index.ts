import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import { timing } from 'hono/timing'
import type { AppEnv } from './app-env.ts'
import { apiApp } from './api/api-app.ts'
import { proxyToApiOrigin } from './api/api-proxy.ts'
import { imageRoutes } from './images/image-routes.ts'
import { workerConfig } from './config.ts'
import { brandMiddleware } from './middleware/brand.ts'
import { d1Session } from './middleware/d1-session.ts'
import { edgeCache } from './edge-cache/edge-cache.ts'
import { securityHeaders } from './middleware/security-headers.ts'
import { urlLengthLimit } from './middleware/url-length.ts'
import { renderPage } from './ssr/render-page.tsx'
import { serverErrorPage } from './ssr/server-error-page.ts'
import { sitemapXmlRoutes } from './sitemaps/sitemap-xml-routes.ts'
import { runScheduledWork } from './scheduled-work.ts'

// A bad var stops the worker here, as it starts, with a message naming the var (config.ts).
workerConfig(env)

// Static files (the hashed client build and public/) are answered by Workers Static Assets before this
// worker runs; everything else comes here.
const app = new Hono<AppEnv>()

app.use(requestId())
// Server-Timing outside production only: the time a call took would tell a visitor what work it did (whether an address
// has an account, say), and nothing of ours reads it there.
app.use(timing({ enabled: (c) => c.var.config?.environment === 'development' }))
app.use(brandMiddleware)
app.use(securityHeaders)
app.use(urlLengthLimit)
app.use(d1Session)
// A stale copy is refreshed by rendering its address again through the whole app, in the background.
app.use(edgeCache(async (request, c) => app.fetch(request, c.env, c.executionCtx)))

app.all('/api/*', async (c, next) => {
  const { apiOrigin } = c.var.config
  if (apiOrigin) return proxyToApiOrigin(c.req.raw, apiOrigin)
  await next()
})
app.route('/api', apiApp)
// An /api path the API does not know is a JSON 404, never a page.
app.all('/api/*', (c) => c.json({ error: 'Not Found', path: new URL(c.req.url).pathname }, 404))
app.route('/images', imageRoutes)

/** A route that touches nothing: the bench's baseline for what the worker costs per request. */
app.get('/healthz', (c) => c.text('ok'))

app.route('/', sitemapXmlRoutes)

app.get('*', renderPage)

app.onError((error, c) => {
  console.error(`${c.req.method} ${c.req.url} failed`, error)
  if (new URL(c.req.url).pathname.startsWith('/api/')) return c.json({ error: 'Internal Server Error' }, 500)
  return serverErrorPage(c)
})

// fetch is the app's own: every request is answered exactly as the Hono app answers it. scheduled is the cron's
// (wrangler.toml [triggers]): the outbox is drained again, so mail that failed is retried.
export default {
  fetch: app.fetch,
  scheduled: (_controller, env, ctx) => ctx.waitUntil(runScheduledWork(env)),
} satisfies ExportedHandler<Env>
