import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { parseWorkerConfig } from '../../worker/config.ts'
import app from '../../worker/index.ts'
import { expectConsoleError } from './console-guard.ts'

// With API_ORIGIN set, /api/* goes to the upstream API, and pages load their data from it too. Here the upstream is
// a stand-in for fetch; test/browser/proxy-mode.test.ts runs the same against real upstream workers.
const upstream = 'https://api.upstream.example'
const timeoutMs = 150

async function send(url: string, init?: RequestInit) {
  const ctx = createExecutionContext()
  // A new env object each time: the worker parses the vars once per env.
  const response = await app.fetch(
    new Request(url, init),
    { ...env, API_ORIGIN: upstream, API_TIMEOUT_MS: String(timeoutMs) },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

/** What the stand-in upstream received: the target and the request as sent. */
const sent = (spy: MockInstance<typeof fetch>, index = 0) => {
  const [target, init] = spy.mock.calls[index]!
  return { target: String(target), init: init!, headers: new Headers(init!.headers) }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('API proxy', () => {
  it('forwards a read with its path and query, and answers what the upstream answered', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ value: true }))
    const response = await send('http://land.localhost/api/featureflag/newMap?x=1')
    expect(await response.json()).toEqual({ value: true })
    expect(sent(fetchSpy).target).toBe(`${upstream}/api/featureflag/newMap?x=1`)
  })

  it('passes cookies and end-to-end headers both ways, drops hop-by-hop ones, and says who asked', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('true', {
        headers: {
          'content-type': 'application/json',
          'set-cookie': 'session=upstream-token; Path=/; HttpOnly',
          'keep-alive': 'timeout=5',
          connection: 'x-upstream-hop',
          'x-upstream-hop': 'one connection only',
          'proxy-authenticate': 'Basic',
          // Said of the body fetch has already decoded, and of the upstream's own work.
          'content-encoding': 'gzip',
          'server-timing': 'db;dur=12',
        },
      }),
    )
    const response = await send('http://landwatch.localhost/api/authenticate/isloggedin', {
      headers: {
        cookie: 'session=browser-token',
        'cf-connecting-ip': '203.0.113.9',
        'x-forwarded-for': '198.51.100.4',
        connection: 'keep-alive, x-client-hop',
        'keep-alive': 'timeout=5',
        'x-client-hop': 'one connection only',
        'proxy-authorization': 'Basic c2VjcmV0',
        te: 'trailers',
        'accept-language': 'en-US',
      },
    })
    const { headers } = sent(fetchSpy)
    expect(headers.get('cookie')).toBe('session=browser-token')
    expect(headers.get('accept-language')).toBe('en-US')
    expect(headers.get('cf-connecting-ip')).toBe('203.0.113.9')
    expect(headers.get('x-forwarded-for')).toBe('198.51.100.4, 203.0.113.9')
    expect(headers.get('x-forwarded-host')).toBe('landwatch.localhost')
    expect(headers.get('x-forwarded-proto')).toBe('http')
    for (const name of ['connection', 'keep-alive', 'x-client-hop', 'proxy-authorization', 'te']) {
      expect(headers.has(name), name).toBe(false)
    }
    expect(await response.json()).toBe(true)
    expect(response.headers.getSetCookie()).toEqual(['session=upstream-token; Path=/; HttpOnly'])
    for (const name of ['connection', 'keep-alive', 'x-upstream-hop', 'proxy-authenticate', 'content-encoding']) {
      expect(response.headers.has(name), name).toBe(false)
    }
    expect(response.headers.get('server-timing')).not.toContain('db;dur=12')
  })

  it('retries a failing read 3 times 300 ms apart, then answers 502 without the upstream’s body', async () => {
    expectConsoleError(/API upstream failed: GET \/api\/popular\/statenames\/0/)
    const times: number[] = []
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      times.push(Date.now())
      return new Response('Error: at /srv/api/db.js:12', { status: 503 })
    })
    const response = await send('http://land.localhost/api/popular/statenames/0')
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: 'Bad Gateway' })
    expect(fetchSpy).toHaveBeenCalledTimes(4)
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(290)
  })

  it('gives each attempt its time, and answers 504 when none came in time', async () => {
    expectConsoleError(/API upstream gave no answer within 150 ms: GET \/api\/featureflag\/financeCenter/)
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        (_target, init) =>
          new Promise((_resolve, reject) =>
            init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)),
          ),
      )
    const started = Date.now()
    const response = await send('http://land.localhost/api/featureflag/financeCenter')
    expect(response.status).toBe(504)
    expect(await response.json()).toEqual({ error: 'Gateway Timeout' })
    expect(fetchSpy).toHaveBeenCalledTimes(4)
    expect(Date.now() - started).toBeGreaterThanOrEqual(4 * timeoutMs + 3 * 300 - 20)
  })

  it('answers a read that a retry saved', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('connection refused'))
      .mockResolvedValueOnce(Response.json(['Texas']))
    const response = await send('http://land.localhost/api/popular/statenames/0')
    expect(await response.json()).toEqual(['Texas'])
    expect(fetchSpy).toHaveBeenCalledTimes(2)
  })

  it('sends a write once, with its body and cookies, even when it fails', async () => {
    expectConsoleError(/API upstream failed: POST \/api\/Logging\/Log\//)
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('down', { status: 503 }))
    const body = JSON.stringify({ message: 'Loading chunk 12 failed', referringUrl: '/', logSeverity: 'Error' })
    const response = await send('http://land.localhost/api/Logging/Log/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'session=browser-token' },
      body,
    })
    expect(response.status).toBe(502)
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    const { init, headers } = sent(fetchSpy)
    expect(init.method).toBe('POST')
    expect(await new Response(init.body).text()).toBe(body)
    expect(headers.get('cookie')).toBe('session=browser-token')
    expect(headers.get('content-type')).toBe('application/json')
  })

  it('vouches for a write from this site to the upstream’s CSRF check, and for no other site', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ accepted: true }))
    const post = (origin: string) =>
      send('http://laf.localhost/api/Logging/Log/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ message: 'hello' }),
      })
    await post('http://laf.localhost')
    await post('https://evil.example')
    expect(sent(fetchSpy, 0).headers.get('origin')).toBe(upstream)
    expect(sent(fetchSpy, 1).headers.get('origin')).toBe('https://evil.example')
  })

  it('pages load their data from the upstream, not from D1', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(String(input instanceof Request ? input.url : input)).pathname
      if (path === '/api/popular/statenames/0') return Response.json(['Upstreamia'])
      return new Response('not here', { status: 404 })
    })
    const response = await send('http://laf.localhost/no/such/page')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Upstreamia Land for Sale')
    const paths = fetchSpy.mock.calls.map(([input]) => new URL(String(input)).pathname)
    expect(paths).toContain('/api/popular/statenames/0')
  })

  it('a page whose calls answer garbage renders its empty state, not an error', async () => {
    expectConsoleError(/Request to \/api\/|Unexpected response shape/)
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(String(input)).pathname
      if (path === '/api/popular/statenames/0') return Response.json({ states: 'not a list' })
      return new Response('<html>upstream maintenance</html>', { headers: { 'content-type': 'application/json' } })
    })
    const response = await send('http://laf.localhost/')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Listings could not be loaded just now.')
    expect(/<section data-testid="footer-states"[\s\S]*?<\/section>/.exec(html)?.[0]).not.toContain('<li')
  })

  it('a page one of whose calls answered a 200 that is not JSON is the visitor’s alone, never the edge cache’s', async () => {
    const upstreamAnswering = (statesBody: string) =>
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
        const path = new URL(String(input)).pathname
        if (path === '/api/popular/statenames/0') return new Response(statesBody, { status: 200 })
        return new Response('not here', { status: 404 })
      })
    // The degraded render first: the edge cache keeps the home page by its address alone (no query parameter the
    // page does not read), so the whole one, stored, would be served in its place.
    const home = 'http://laf.localhost/'
    expectConsoleError(/Request to \/api\/|Unexpected response shape/)
    const degradedUpstream = upstreamAnswering('<html>upstream maintenance</html>')
    const degraded = await send(home)
    expect(degraded.status).toBe(200)
    expect(degraded.headers.get('x-edge-cache')).toBe('BYPASS')
    degradedUpstream.mockRestore()

    upstreamAnswering('["Upstreamia"]')
    const whole = await send(home)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('x-edge-cache')).toBe('MISS')
  })
})

describe('API_TIMEOUT_MS', () => {
  const configWith = (vars: Record<string, string>) =>
    parseWorkerConfig({ ...(env as unknown as Record<string, unknown>), API_ORIGIN: upstream, ...vars }).apiOrigin

  it('gives each attempt 8 s when empty, or the milliseconds it names', () => {
    expect(configWith({ API_TIMEOUT_MS: '' })).toEqual({ origin: upstream, timeoutMs: 8_000, secret: null })
    expect(configWith({ API_TIMEOUT_MS: '2500' })).toEqual({ origin: upstream, timeoutMs: 2_500, secret: null })
  })

  it.each(['soon', '1.5', '50', '60000'])('refuses %j with a message naming the var', (value) => {
    expect(() => configWith({ API_TIMEOUT_MS: value })).toThrow(/\bAPI_TIMEOUT_MS must be/)
  })
})
