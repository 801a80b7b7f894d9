import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { BrandId } from '../../brands/brand-config.ts'
import { resolveBrand } from '../../brands/brand-registry.ts'
import { brandOfSiteId } from '../../brands/site-ids.ts'
import type { AppEnv } from '../app-env.ts'
import { proxySecretHeader } from '../api/proxy-headers.ts'
import { sameSecret } from '../auth/secret-token.ts'
import { workerConfig } from '../config.ts'

/**
 * Reads the worker's config and resolves the brand once per request from the Host header; an unknown host gets
 * the default brand.
 */
export const brandMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  // The API sub-app runs this too (for in-process calls); through the main app it is already done.
  if (c.get('brand')) return next()
  const config = workerConfig(c.env)
  const url = new URL(c.req.url)
  // Behind a front in proxy mode (worker/api/api-proxy.ts) the Host is the API's own; the visitor's host comes as
  // x-forwarded-host. It is taken only from the front (the request carries the secret they share) and only when it
  // is one of ours: anyone else's would let a client pick the brand of a page stored under another host's address.
  const forwarded = fromProxyFront(c, config.proxySecret)
    ? resolveBrand(c.req.header('x-forwarded-host'), config.hosts)
    : null
  const resolved = forwarded?.knownHost ? forwarded : resolveBrand(c.req.header('host') ?? url.host, config.hosts)
  const port = url.port ? `:${url.port}` : ''
  c.set('config', config)
  c.set('brand', resolved.brand)
  c.set('unknownHost', !resolved.knownHost)
  c.set('canonicalOrigin', `${url.protocol}//${resolved.canonicalHost}${port}`)
  await next()
})

/** The request came from this worker's proxy front: it carries the secret they share (API_PROXY_SECRET). */
function fromProxyFront(c: Context<AppEnv>, secret: string | null): boolean {
  const sent = c.req.header(proxySecretHeader)
  return secret !== null && sent !== undefined && sameSecret(sent, secret)
}

/** The brand of a site id an API path names; for 0 (every site), the request's own brand. */
export const brandOfSite = (c: Context<AppEnv>, siteId: number): BrandId => brandOfSiteId(siteId) ?? c.var.brand.id
