import { createMiddleware } from 'hono/factory'
import { brandIds, resolveBrand, type BrandHosts } from '../../brands/brand-registry.ts'
import type { BrandId } from '../../brands/brand-config.ts'
import type { AppEnv } from '../app-env.ts'

const hostVars: Record<BrandId, keyof Env> = { land: 'LAND_HOSTS', landwatch: 'LANDWATCH_HOSTS', laf: 'LAF_HOSTS' }

/** Brand hosts from the deploy's vars ('a.example,b.example'), parsed once per isolate and env. */
const hostsCache = new WeakMap<object, BrandHosts>()
function brandHosts(env: Env): BrandHosts {
  let hosts = hostsCache.get(env)
  if (!hosts) {
    hosts = Object.fromEntries(
      brandIds.map((id) => [
        id,
        String(env[hostVars[id]] ?? '')
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ]),
    )
    hostsCache.set(env, hosts)
  }
  return hosts
}

/** Resolves the brand once per request from the Host header; an unknown host gets the default brand. */
export const brandMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  // The API sub-app runs this too (for in-process calls); through the main app it is already done.
  if (c.get('brand')) return next()
  const url = new URL(c.req.url)
  const resolved = resolveBrand(c.req.header('host') ?? url.host, brandHosts(c.env))
  const port = url.port ? `:${url.port}` : ''
  c.set('brand', resolved.brand)
  c.set('unknownHost', !resolved.knownHost)
  c.set('canonicalOrigin', `${url.protocol}//${resolved.canonicalHost}${port}`)
  await next()
})
