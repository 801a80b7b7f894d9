import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env.ts'
import { currentSession } from '../auth/current-session.ts'
import { sessionToken } from '../auth/session-cookie.ts'
import type { WorkerConfig } from '../config.ts'
import { cspNonce } from '../middleware/security-headers.ts'
import { clientBuildId } from '../ssr/client-assets.ts'
import { cachePolicyOf, type CachePolicy } from './cache-policy.ts'
import { currentDataVersion, forgetDataVersion } from './data-version.ts'
import { cacheResponseOf, responseOf, storedCopyOf, type StoredCopy } from './stored-copy.ts'

// The edge cache (the Workers Cache API, per data center): pages and files that read the same for every logged-out
// visitor are rendered once per key and freshness window, then served from the cache; a stale copy is served while
// one render in the background (waitUntil) replaces it. Every response says which: x-edge-cache HIT, STALE, MISS (this
// request rendered it, or waited for the one render of its key) or BYPASS (not cacheable, or a logged-in visitor).

/** Renders a request again through the whole app, for a background refresh of a stale copy. */
export type Renderer = (request: Request, c: Context<AppEnv>) => Promise<Response>

/** Workers' cache of this data center (the DOM types the project also loads, for web/, do not know `default`). */
const edgeStore = () => (caches as unknown as { default: Cache }).default

/** The renders under way per key in this isolate: a storm of identical requests waits for one. */
const rendersUnderWay = new Map<string, Promise<StoredCopy | null>>()
/** Background refreshes: their request skips the lookup, renders and stores. */
const refreshes = new WeakSet<Request>()
/** The keys being refreshed in this isolate: one refresh per stale key, however many read it meanwhile. */
const keysRefreshing = new Set<string>()

export const edgeCache = (renderer: Renderer) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const path = new URL(c.req.url).pathname
    const policy = c.req.method === 'GET' ? cachePolicyOf(path, c.var.brand) : null
    // The page is rendered for its shared address (the parameters it reads only), whatever else the visitor's had.
    const shared = policy && sharedUrlOf(c.req.url, policy)
    const key = shared && (await sharedKeyOf(c, shared))
    if (!policy || !shared || !key) {
      await next()
      c.header('x-edge-cache', 'BYPASS')
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.ok) forgetDataVersion()
      return
    }
    if (shared !== c.req.url) c.set('sharedUrl', shared)
    if (refreshes.has(c.req.raw)) {
      await renderOnce(c, next, policy, key)
      return
    }
    const cached = await edgeStore().match(key)
    if (cached) {
      const copy = await storedCopyOf(cached)
      const ageMs = Date.now() - copy.storedAt
      if (ageMs < policy.freshSeconds * 1000) return responseOf(copy, cspNonce(c), 'HIT')
      if (!keysRefreshing.has(key.url)) {
        keysRefreshing.add(key.url)
        c.executionCtx.waitUntil(refresh(c, renderer, shared).finally(() => keysRefreshing.delete(key.url)))
      }
      return responseOf(copy, cspNonce(c), 'STALE')
    }
    const other = rendersUnderWay.get(key.url)
    const copy = other ? await other : await renderOnce(c, next, policy, key)
    if (copy && other) return responseOf(copy, cspNonce(c), 'MISS')
    // Not cacheable after all (an error, a page of another kind, a visitor's own): this request renders for itself.
    if (!copy && other) await next()
    c.header('x-edge-cache', copy ? 'MISS' : 'BYPASS')
  })

/** The address with only the query parameters its page reads, in the order they came. */
function sharedUrlOf(href: string, policy: CachePolicy): string {
  const url = new URL(href)
  if (!url.search) return href
  const kept = [...url.searchParams].filter(([name]) => policy.readParameters.includes(name))
  url.search = new URLSearchParams(kept).toString()
  return url.href
}

/** The key is two one-row reads: a D1 that has not given them in this time will not give the page much sooner. */
const keyWaitMs = 1000

/**
 * The key a candidate's copy is shared under, or null when it must be the visitor's alone: only a read by someone not
 * logged in is shared (whatever a session sees is theirs alone, never stored nor served stored). When D1 cannot say,
 * soon, who is asking or which data is current, the page is rendered for this visitor alone and fails its own way (its
 * fallback, or the error page): the cache is a saving, never a reason for a page to fail or to wait on another's read.
 */
async function sharedKeyOf(c: Context<AppEnv>, sharedUrl: string): Promise<Request | null> {
  const key = (async () => ((await loggedIn(c)) ? null : await cacheKeyOf(c, sharedUrl)))()
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from D1 within ${keyWaitMs} ms`)), keyWaitMs)
  })
  try {
    return await Promise.race([key, late])
  } catch (error) {
    key.catch(() => {}) // a key that comes (or fails) later is no one's
    console.error(`${c.req.method} ${c.req.url}: the edge cache could not read D1, so the page is not cached`, error)
    return null
  } finally {
    clearTimeout(timer)
  }
}

/**
 * A session cookie that names a live session. One that names none (expired, logged out elsewhere, made up) is a
 * visitor like any other: it must not buy a render that skips the cache. In proxy mode the upstream owns sessions and
 * this worker's D1 has none to look up: any session cookie is taken as a live one.
 */
async function loggedIn(c: Context<AppEnv>): Promise<boolean> {
  if (sessionToken(c) === null) return false
  return c.var.config.apiOrigin !== null || (await currentSession(c)) !== null
}

/**
 * The request's key: its host and path and the query parameters the page reads; the brand that renders it (a request
 * naming another brand's host in X-Forwarded-Host is stored under that brand, never under this host's); the data
 * version; and what the page was made with, the client build and the worker's config (a deploy or a changed var
 * renders afresh, never an older page).
 */
async function cacheKeyOf(c: Context<AppEnv>, sharedUrl: string): Promise<Request> {
  const url = new URL(sharedUrl)
  // In proxy mode the upstream owns the data: no local version to follow, the freshness window alone applies.
  const version = c.var.config.apiOrigin ? 0 : await currentDataVersion(c.var.db)
  url.searchParams.set('edge-brand', c.var.brand.id)
  url.searchParams.set('edge-data-version', String(version))
  url.searchParams.set('edge-made-with', madeWith(c.var.config))
  return new Request(url)
}

const madeWithByConfig = new WeakMap<WorkerConfig, string>()

/** The client build and a hash (FNV-1a) of the config: short, and the same in every isolate of a deploy. */
function madeWith(config: WorkerConfig): string {
  let known = madeWithByConfig.get(config)
  if (!known) {
    let hash = 0x811c9dc5
    for (const char of `${clientBuildId}${JSON.stringify(config)}`)
      hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193)
    known = (hash >>> 0).toString(36)
    madeWithByConfig.set(config, known)
  }
  return known
}

/**
 * Renders the request (next) and, when what came back may be shared, stores it; registered as the key's render under
 * way until it is done, so identical requests meanwhile wait for it instead of rendering again.
 */
async function renderOnce(
  c: Context<AppEnv>,
  next: () => Promise<void>,
  policy: CachePolicy,
  key: Request,
): Promise<StoredCopy | null> {
  const render = (async () => {
    await next()
    if (!storable(c)) return null
    const copy: StoredCopy = {
      headers: new Headers(c.res.headers),
      body: await c.res.text(),
      nonce: c.var.cacheablePage ? cspNonce(c) : null,
      storedAt: Date.now(),
    }
    c.res = responseOf(copy, undefined, 'MISS')
    const keepSeconds = policy.freshSeconds + policy.staleSeconds
    c.executionCtx.waitUntil(edgeStore().put(key, cacheResponseOf(copy, keepSeconds)))
    return copy
  })()
  rendersUnderWay.set(key.url, render)
  try {
    return await render
  } finally {
    rendersUnderWay.delete(key.url)
  }
}

/**
 * A 200 with no cookie set, made while every API call answered and for nobody in particular (no call carried a
 * session, and login info said logged out); a page only when its route is one of the cacheable pages (renderPage
 * says so).
 */
function storable(c: Context<AppEnv>): boolean {
  if (c.res.status !== 200 || c.res.headers.has('set-cookie') || c.var.degradedPage || c.var.personalPage) return false
  const html = (c.res.headers.get('content-type') ?? '').startsWith('text/html')
  return !html || c.var.cacheablePage === true
}

/** Renders the page again as a logged-out visitor with nothing but its shared address, and stores it. */
async function refresh(c: Context<AppEnv>, renderer: Renderer, sharedUrl: string): Promise<void> {
  const request = new Request(sharedUrl)
  refreshes.add(request)
  const response = await renderer(request, c)
  await response.body?.cancel()
}
