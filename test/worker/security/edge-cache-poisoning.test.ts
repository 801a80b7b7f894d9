import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { loginInfoCall } from '../../../web/api/login-info.ts'
import type { LoginInfo } from '../../../web/api/login-info.ts'
import { proxySecretHeader } from '../../../worker/api/proxy-headers.ts'
import app from '../../../worker/index.ts'
import { seedTestDb } from '../seeded-db.ts'

// The edge cache as an attacker uses it (security review, issue 28): a page made for one visitor served to the next,
// a brand chosen by a header stored under another brand's address, and junk query strings that buy a render each.
// Each case fails on the cache as it was: a logged-in render in proxy mode was stored (the front looked the cookie up
// in its own D1, which has no sessions), X-Forwarded-Host was believed from anyone with the key the real Host, and
// every query string was a key of its own.

beforeAll(async () => {
  await seedTestDb(60)
})

afterEach(() => {
  vi.restoreAllMocks()
})

const edgeCacheOf = (response: Response) => response.headers.get('x-edge-cache')
const get = (url: string, headers: Record<string, string> = {}) => exports.default.fetch(url, { headers })

/** A request to the worker with vars of its own (the worker reads its config once per env object). */
async function sendWith(vars: Record<string, string>, url: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(url, { headers }), { ...env, ...vars }, ctx)
  const text = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, edgeCache: edgeCacheOf(response), text }
}

describe('a logged-in visitor’s page is never stored (finding 1)', () => {
  const upstream = 'https://api.upstream.example'
  // A session only the upstream knows: the front's D1 has no such row, as a real front's has none at all.
  const upstreamSession = `session=${'U'.repeat(43)}`
  const buyer: LoginInfo = {
    isLoggedIn: true,
    userInfo: {
      id: 9001,
      contactName: 'Upstream Buyer',
      email: 'upstream.buyer@example.com',
      isAdmin: false,
      isSeller: false,
      type: 1,
      listOfLiked: [424242],
      firstLogin: false,
    },
    hashedEmail: 'f'.repeat(64),
    csrfToken: 'csrf-token-of-the-upstream-buyer-0123456789',
  }

  /** The upstream: the embedded API of this same worker, but for the login info of the upstream's own session. */
  function upstreamApi() {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const target = new URL(String(input))
      const request = new Request(`http://land.localhost${target.pathname}${target.search}`, init)
      const loginInfo = target.pathname.startsWith(`/api${loginInfoCall.path.replace(':siteId', '')}`)
      if (loginInfo && (request.headers.get('cookie') ?? '').includes(upstreamSession)) return Response.json(buyer)
      const ctx = createExecutionContext()
      const answer = await app.fetch(request, env, ctx)
      await waitOnExecutionContext(ctx)
      return answer
    })
  }

  test.for(['/', '/Texas/', '/sitemap/'])('in proxy mode, %s rendered for a buyer is theirs alone', async (path) => {
    upstreamApi()
    const front = { API_ORIGIN: upstream, API_TIMEOUT_MS: '2000' }
    const mine = await sendWith(front, `http://land.localhost${path}`, { cookie: upstreamSession })
    expect(mine.status).toBe(200)
    expect(mine.edgeCache).toBe('BYPASS')
    expect(mine.text).toContain(buyer.userInfo!.email)
    const next = await sendWith(front, `http://land.localhost${path}`)
    expect(next.status).toBe(200)
    expect(next.edgeCache).not.toBe('HIT')
    for (const secret of [buyer.userInfo!.email, buyer.csrfToken!, 'Upstream Buyer']) {
      expect(next.text).not.toContain(secret)
    }
  })

  test('a render whose calls carried a session cookie is not stored, even one the worker does not know', async () => {
    const url = 'http://laf.localhost/sitemap/ohio/'
    const carried = await get(url, { cookie: `session=${'m'.repeat(43)}` })
    expect(carried.status).toBe(200)
    expect(edgeCacheOf(carried)).toBe('BYPASS')
    expect(edgeCacheOf(await get(url))).toBe('MISS')
    expect(edgeCacheOf(await get(url))).toBe('HIT')
  })
})

describe('a client cannot choose another brand for a cached address (finding 2)', () => {
  const sitemapLine = (text: string) => /^Sitemap: (.*)$/m.exec(text)?.[1]

  test('X-Forwarded-Host from a client is not believed, and stores nothing under another brand', async () => {
    const poisoned = await get('http://land.localhost/robots.txt', { 'x-forwarded-host': 'laf.localhost' })
    expect(sitemapLine(await poisoned.text())).toBe('http://land.localhost/sitemap.xml')
    const next = await get('http://land.localhost/robots.txt')
    expect(sitemapLine(await next.text())).toBe('http://land.localhost/sitemap.xml')
    const home = await get('http://land.localhost/', { 'x-forwarded-host': 'laf.localhost' })
    expect(await home.text()).not.toMatch(/<title>[^<]*Farm/)
  })

  test('the proxy front’s secret makes it believed, and the brand that rendered is part of the key', async () => {
    const secret = 's'.repeat(40)
    const upstreamVars = { API_PROXY_SECRET: secret }
    const fromFront = { 'x-forwarded-host': 'laf.localhost', [proxySecretHeader]: secret }
    const laf = await sendWith(upstreamVars, 'http://land.localhost/sitemap.xml', fromFront)
    expect(laf.text).toContain('http://laf.localhost/sitemaps/')
    const land = await sendWith(upstreamVars, 'http://land.localhost/sitemap.xml')
    expect(land.text).toContain('http://land.localhost/sitemaps/')
    expect(land.text).not.toContain('laf.localhost')
    // A wrong secret is nobody's.
    const guessed = await sendWith(upstreamVars, 'http://land.localhost/sitemap.xml', {
      ...fromFront,
      [proxySecretHeader]: 'x'.repeat(40),
    })
    expect(guessed.text).not.toContain('laf.localhost')
  })
})

describe('junk query strings do not bypass the edge cache (finding 8)', () => {
  test.for([
    ['robots.txt', 'http://landwatch.localhost/robots.txt'],
    ['a sitemap child', 'http://landwatch.localhost/sitemaps/pages-1.xml'],
    ['a home page', 'http://landwatch.localhost/'],
    ['a state landing page', 'http://land.localhost/Iowa/'],
  ] as const)('%s is one copy whatever junk its query holds', async ([, url]) => {
    const first = await get(`${url}?utm_source=mail&x=${Math.random()}`)
    expect(first.status).toBe(200)
    expect(edgeCacheOf(first)).toBe('MISS')
    for (const junk of ['?x=2', '?gclid=abc', '?fbclid=def&utm_campaign=spring', '']) {
      const again = await get(`${url}${junk}`)
      expect([junk, again.status, edgeCacheOf(again)]).toEqual([junk, 200, 'HIT'])
    }
  })

  test('the parameters a page reads keep a copy of their own', async () => {
    const url = 'http://land.localhost/Kansas/'
    expect(edgeCacheOf(await get(url))).toBe('MISS')
    expect(edgeCacheOf(await get(`${url}?view=map`))).toBe('MISS')
    expect(edgeCacheOf(await get(`${url}?view=map&utm_source=x`))).toBe('HIT')
  })

  test('a page of the same shape that is not shared reads its whole query', async () => {
    // On the land site /login and /error/ are one segment long, as a state's landing page is.
    const login = await get(
      'http://land.localhost/login?returnUrl=%2Faccount%2Fsavedsearches%2F&title=Saved%20Searches',
    )
    expect(edgeCacheOf(login)).toBe('BYPASS')
    expect(await login.text()).toMatch(/Log in to see (<!-- -->)?Saved Searches/)
    const error = await get('http://land.localhost/error/?eurl=%2Fsome%2Fbroken%2Fpage')
    expect(await error.text()).toContain('/some/broken/page')
  })

  test('a login token in the address is never in a stored copy', async () => {
    const token = 'T'.repeat(43)
    const withToken = await get(`http://laf.localhost/sitemap/iowa/?logintoken=${token}`)
    expect(withToken.status).toBe(200)
    expect(await withToken.text()).not.toContain(token)
    const next = await get('http://laf.localhost/sitemap/iowa/')
    expect(edgeCacheOf(next)).toBe('HIT')
    expect(await next.text()).not.toContain(token)
  })
})
