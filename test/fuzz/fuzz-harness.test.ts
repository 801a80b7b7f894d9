import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { csrfHeader } from '../../web/api/account-call.ts'
import { declaredApiCalls } from '../harness/api-calls.ts'
import { harnessPages } from '../harness/page-list.ts'
import { checkResponse, findLeaks, leakPatterns, requestEchoesLeak, scriptMarker } from './checks.ts'
import { defaultCount, defaultSeed, formatFailures, fuzzServer, fuzzSettings } from './fuzzer.ts'
import { jsonText, schemaFields } from './body-mutations.ts'
import type { FuzzRequest } from './raw-http.ts'
import { fieldByFieldRequests, fieldTypeTurns, requestKinds, sampleRequests } from './requests.ts'

// The fuzzer's own checks, without the app: each leak check fires on a fabricated body, the whole pipeline reports a
// 5xx, a leak, a timeout and a dropped connection from a fake server, and the generators are reproducible and cover
// every kind of request. A check that could not fail would pass the app without looking at it.

describe('the leak checks', () => {
  const samples: Record<string, string> = {
    'at Object.': 'TypeError: x is undefined at Object.render',
    'an indented "at " frame': 'Error: boom\n    at renderPage (index.js:1:1)',
    'a .ts/.tsx file with a line number': 'failed in render-page.tsx:42',
    node_modules: 'in /app/node_modules/hono/dist/hono.js',
    SQLITE_: 'Error: SQLITE_ERROR',
    SELECT: 'SELECT * FROM listings WHERE id = ?1',
    'INSERT INTO': 'INSERT INTO client_logs VALUES (1)',
    'no such table': 'D1 says: no such table: listings',
    D1_ERROR: 'D1_ERROR: constraint failed',
    '/work/': 'open /work/main/dist/index.js',
    '/home/': 'open /home/runner/app.js',
    'file://': 'import file:///srv/app.js',
    'worker/': 'at worker/api/api-app.ts',
    '.tsx': 'src/render-page.tsx',
  }

  test.each(leakPatterns.map((pattern) => [pattern.label, pattern] as const))('%s fires', (label, pattern) => {
    const sample = samples[label]
    expect(sample, `no sample body for the pattern "${label}"`).toBeDefined()
    const leaks = findLeaks(`{"error":"Internal Server Error","detail":${JSON.stringify(sample)}}`)
    expect(leaks.map((leak) => leak.kind)).toContain(pattern.kind)
    expect(leaks.some((leak) => leak.detail.startsWith(label))).toBe(true)
  })

  test('a real stack trace, a D1 error and a source path are each reported', () => {
    const body = [
      'Error: D1_ERROR: no such table: listings: SQLITE_ERROR',
      '    at Object.all (file:///work/main/node_modules/miniflare/dist/d1.js:1:1)',
      '    at async renderPage (/work/main/worker/ssr/render-page.tsx:21:3)',
    ].join('\n')
    const kinds = checkResponse({ status: 500, contentType: 'text/plain', body }).map((problem) => problem.kind)
    expect(new Set(kinds)).toEqual(new Set(['5xx', 'stack trace', 'SQL', 'file path']))
  })

  test('a clean answer passes, and only a 5xx status fails by itself', () => {
    const html = '<!DOCTYPE html><html><body><h1>Page not found</h1><p>Select a state at the top.</p></body></html>'
    expect(checkResponse({ status: 404, contentType: 'text/html', body: html })).toEqual([])
    const json = '{"error":"Bad Request","field":"siteId","message":"siteId must be one of 0, 1, 2, 3"}'
    expect(checkResponse({ status: 400, contentType: 'application/json', body: json })).toEqual([])
    expect(checkResponse({ status: 502, contentType: 'text/plain', body: '' }).map((p) => p.kind)).toEqual(['5xx'])
  })

  test('markup reflected unescaped into HTML is reported; escaped, or in JSON, it is not', () => {
    const reflected = `<p>The page <code>${scriptMarker}</code> could not be shown.</p>`
    expect(checkResponse({ status: 200, contentType: 'text/html', body: reflected }).map((p) => p.kind)).toEqual([
      'reflected markup',
    ])
    const escaped = '<p>The page <code>&lt;script&gt;alert(1)&lt;/script&gt;</code></p>'
    expect(checkResponse({ status: 200, contentType: 'text/html', body: escaped })).toEqual([])
    const json = JSON.stringify({ path: scriptMarker })
    expect(checkResponse({ status: 404, contentType: 'application/json', body: json })).toEqual([])
  })

  test('a redirect to another host is reported; one on the same host is not', () => {
    const host = 'laf.localhost:8787'
    const redirect = (location: string) =>
      checkResponse({ status: 307, contentType: '', body: '', location, host }).map((p) => p.kind)
    expect(redirect('//evil.example/error/')).toEqual(['open redirect'])
    expect(redirect('https://evil.example/')).toEqual(['open redirect'])
    expect(redirect('/\\evil.example/')).toEqual(['open redirect'])
    expect(redirect('javascript:alert(1)')).toEqual(['open redirect'])
    expect(redirect('/error/?eurl=%2F')).toEqual([])
    expect(redirect(`http://${host}/x`)).toEqual([])
  })

  test('a request that would echo a leak pattern is recognized however it is encoded', () => {
    expect(requestEchoesLeak('/api/%77orker/x')).toBe(true)
    expect(requestEchoesLeak('/a/worker%5Cb')).toBe(true)
    expect(requestEchoesLeak('/a/WORKER\\b')).toBe(true)
    expect(requestEchoesLeak('/?q=SELECT+*')).toBe(true)
    expect(requestEchoesLeak('/%252Fhome%252Fx%252F')).toBe(true)
    expect(requestEchoesLeak("/api/popular/statenames/' OR 1=1--")).toBe(false)
    expect(requestEchoesLeak('/error/?eurl=%2Fbroken%2Fpage')).toBe(false)
  })
})

/** A node:http server on a free port of 127.0.0.1 for the describe block it is called in: its port, once listening. */
function fakeServer(handler: RequestListener): () => number {
  let server: Server
  let port = 0
  beforeAll(async () => {
    server = createServer(handler)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  return () => port
}

describe('the fuzzer pipeline against a fake server', () => {
  const portOf = fakeServer((req, res) => {
    const url = req.url ?? '/'
    if (url === '/ok') return res.end('fine')
    if (url === '/boom') {
      res.writeHead(500, { 'content-type': 'text/plain' })
      return res.end('TypeError: boom\n    at Object.handler (/work/main/worker/index.ts:10:5)')
    }
    if (url === '/sql') return res.end('{"error":"D1_ERROR: no such table: listings: SQLITE_ERROR"}')
    if (url.startsWith('/echo')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return res.end(`<p>${decodeURIComponent(url)}</p>`)
    }
    if (url === '/reset') return req.socket.destroy()
    if (url === '/long-redirect') {
      res.writeHead(307, { location: `/${'%C3%A9'.repeat(3_000)}` })
      return res.end()
    }
    if (url === '/redirect') {
      res.writeHead(302, { location: '//evil.example/' })
      return res.end()
    }
    // '/hang': never answers
  })

  test('reports every failure with its request, status and body, and passes a good answer', async () => {
    const request = (path: string): FuzzRequest => ({ kind: 'test', target: path, method: 'GET', path, headers: {} })
    const paths = [
      '/ok',
      '/boom',
      '/sql',
      `/echo/${encodeURIComponent(scriptMarker)}`,
      '/redirect',
      '/long-redirect',
      '/reset',
      '/hang',
    ]
    const port = portOf()
    const destination = { address: '127.0.0.1', port, host: `land.localhost:${port}` }
    const report = await fuzzServer(destination, paths.map(request), { concurrency: 4, timeoutMs: 500 })
    const byPath = Object.fromEntries(report.outcomes.map((o) => [o.request.path, o.problems.map((p) => p.kind)]))
    expect(byPath).toEqual({
      '/ok': [],
      '/boom': ['5xx', 'stack trace', 'stack trace', 'stack trace', 'file path', 'file path'],
      '/sql': ['SQL', 'SQL', 'SQL'],
      [`/echo/${encodeURIComponent(scriptMarker)}`]: ['reflected markup'],
      '/redirect': ['open redirect'],
      '/long-redirect': ['oversized headers'],
      '/reset': ['no response'],
      '/hang': ['no response'],
    })
    const message = formatFailures(report, 'fake server')
    expect(message).toContain('7 of 8 requests failed')
    expect(message).toContain(`GET http://land.localhost:${port}/boom → 500`)
    expect(message).toContain('TypeError: boom')
    expect(message).toContain('no answer within 500 ms')
  })
})

describe('requests sent as a person', () => {
  // Answers what a request carried of a person: its cookie and CSRF token.
  const portOf = fakeServer((req, res) =>
    res.end(JSON.stringify({ cookie: req.headers.cookie ?? null, csrf: req.headers[csrfHeader] ?? null })),
  )

  test('carry that person’s session cookie, and their CSRF token on a write', async () => {
    const sessions = new Map([
      ['buyer', { cookie: 'session=buyer-token', csrfToken: 'buyer-csrf' }],
      ['admin', { cookie: 'session=admin-token', csrfToken: 'admin-csrf' }],
    ] as const)
    const request = (method: string, as?: 'buyer' | 'admin'): FuzzRequest => ({
      kind: 'test',
      target: 'who',
      method,
      path: '/who',
      headers: {},
      ...(as ? { as } : {}),
    })
    const port = portOf()
    const destination = { address: '127.0.0.1', port, host: `land.localhost:${port}` }
    const report = await fuzzServer(destination, [request('GET', 'buyer'), request('POST', 'admin'), request('GET')], {
      concurrency: 1,
      timeoutMs: 2_000,
      sessions,
    })
    expect(report.outcomes.map((outcome) => JSON.parse(outcome.response.body))).toEqual([
      { cookie: 'session=buyer-token', csrf: null },
      { cookie: 'session=admin-token', csrf: 'admin-csrf' },
      { cookie: null, csrf: null },
    ])
  })

  test('a sample sends the calls and pages behind a login as the buyer, the seller and the admin', () => {
    const requests = sampleRequests({ pages: harnessPages.land, calls: declaredApiCalls }, 5_000, 3)
    const senders = (target: (request: FuzzRequest) => boolean) =>
      new Set(requests.filter(target).map((request) => request.as ?? 'nobody'))
    const userCalls = new Set(
      declaredApiCalls.filter(({ call }) => call.access === 'user').map(({ name }) => `api ${name}`),
    )
    const adminCalls = new Set(
      declaredApiCalls.filter(({ call }) => call.access === 'admin').map(({ name }) => `api ${name}`),
    )
    expect(senders((request) => userCalls.has(request.target))).toEqual(new Set(['seller', 'buyer', 'nobody']))
    expect(senders((request) => adminCalls.has(request.target))).toEqual(
      new Set(['admin', 'seller', 'buyer', 'nobody']),
    )
    const loginPages = new Map(
      harnessPages.land.filter((page) => page.login).map((page) => [`page ${page.name}`, page.login]),
    )
    for (const request of requests.filter((r) => loginPages.has(r.target))) {
      expect(request.as, request.target).toBe(loginPages.get(request.target))
    }
    // Calls open to all go without a session: a login or a logout would end the one the run sends.
    const openCalls = new Set(
      declaredApiCalls.filter(({ call }) => call.access === 'anyone').map(({ name }) => `api ${name}`),
    )
    expect(senders((request) => openCalls.has(request.target))).toEqual(new Set(['nobody']))
  })
})

describe('the request generators', () => {
  const targets = { pages: harnessPages.land, calls: declaredApiCalls }

  test('FUZZ_COUNT and FUZZ_SEED reach the test (or their defaults apply)', () => {
    const settings = fuzzSettings()
    expect(settings.count).toBe(process.env.FUZZ_COUNT ? Number(process.env.FUZZ_COUNT) : defaultCount)
    expect(settings.seed).toBe(process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) | 0 : defaultSeed)
    expect(fuzzSettings({ FUZZ_COUNT: '17', FUZZ_SEED: '-5' })).toMatchObject({ count: 17, seed: -5 })
    expect(() => fuzzSettings({ FUZZ_COUNT: 'many' })).toThrow(/FUZZ_COUNT/)
  })

  test('the same seed gives the same requests, another seed others', () => {
    // The register call's example makes a new address each time it is read (Date.now, Math.random: it registers
    // whenever it is sent); held still here, what is left to differ is the fuzzer's own choice.
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 0, 1))
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const key = (requests: FuzzRequest[]) =>
      requests.map((r) => `${r.method} ${r.path} ${r.body?.toString('base64') ?? ''}`).join('\n')
    expect(key(sampleRequests(targets, 50, 7))).toBe(key(sampleRequests(targets, 50, 7)))
    expect(key(sampleRequests(targets, 50, 7))).not.toBe(key(sampleRequests(targets, 50, 8)))
    vi.restoreAllMocks()
  })

  test('a sample has every kind of request, targets every page and API call, and can all be sent', () => {
    for (const brandId of brandIds) {
      const requests = sampleRequests({ pages: harnessPages[brandId], calls: declaredApiCalls }, 5_000, 1)
      expect(new Set(requests.map((r) => r.kind))).toEqual(new Set(requestKinds))
      const targeted = new Set(requests.map((r) => r.target))
      for (const page of harnessPages[brandId]) expect(targeted).toContain(`page ${page.name}`)
      for (const { name } of declaredApiCalls) expect(targeted).toContain(`api ${name}`)
      for (const request of requests) {
        expect(request.path).toMatch(/^[\x21-\xff]+$/)
        expect(requestEchoesLeak(request.path), request.path).toBe(false)
      }
    }
  })

  test('hostile values of the brief are among the generated requests', () => {
    const requests = sampleRequests(targets, 5_000, 2)
    const paths = requests.map((r) => r.path)
    const bodies = requests.map((r) => r.body?.toString('utf8') ?? '')
    expect(paths.some((p) => p.includes('%E0%A4%A'))).toBe(true)
    expect(paths.some((p) => /%C0%AE|%C0%AF|\xc0\xae/.test(p))).toBe(true)
    expect(paths.some((p) => p.length > 5_000)).toBe(true)
    expect(paths.some((p) => p.includes('eurl=javascript:'))).toBe(true)
    expect(paths.some((p) => /OR%201(%3D|=)1|' OR 1=1/.test(p))).toBe(true)
    expect(requests.some((r) => r.method === 'HEAD')).toBe(true)
    const postOnly = new Set(
      declaredApiCalls.filter(({ call }) => call.method === 'POST').map(({ name }) => `api ${name}`),
    )
    expect(requests.some((r) => r.method === 'GET' && postOnly.has(r.target))).toBe(true)
    expect(requests.some((r) => (r.body?.length ?? 0) > 200_000)).toBe(true)
    expect(bodies.some((b) => b.includes(',}'))).toBe(true)
    expect(bodies.some((b) => b.includes('"__proto__"'))).toBe(true)
  })

  test('the field-by-field pass: a turn sends a third of the wrong bodies, and the turns together every one', () => {
    const keys = (requests: FuzzRequest[]) => requests.map((r) => `${r.target} ${r.kind}`)
    const all = keys(fieldByFieldRequests(declaredApiCalls, 'all'))
    const wrong = all.filter((key) => !key.includes('api body: without '))
    const turns = [0, 1, 2].map((turn) => keys(fieldByFieldRequests(declaredApiCalls, { turn })))
    expect(turns).toHaveLength(fieldTypeTurns)
    for (const turn of turns) {
      // Every field left out in every turn; about a third of the wrong-typed bodies.
      expect(turn.filter((key) => key.includes('api body: without ')).length).toBe(all.length - wrong.length)
      const share = turn.length - (all.length - wrong.length)
      expect(share).toBeGreaterThan(wrong.length * 0.3)
      expect(share).toBeLessThan(wrong.length * 0.37)
    }
    expect(new Set(turns.flat())).toEqual(new Set(all))
    expect(fuzzSettings({ FUZZ_FIELD_TYPES: 'all' }).fieldTypes).toBe('all')
    expect(fuzzSettings({}).fieldTypes).toMatchObject({ turn: expect.any(Number) })
  })

  test('schemaFields reads an object schema and one wrapped in v.pipe', () => {
    const fieldsOf = (name: string) => schemaFields(declaredApiCalls.find((c) => c.name === name)?.call.body)
    expect(fieldsOf('clientLogCall')).toEqual(['message', 'referringUrl', 'logSeverity'])
    expect(fieldsOf('listingLogCall')).toContain('listingLogInfos')
  })

  test('deep nesting is written out as text', () => {
    expect(jsonText({ a: '__fuzz_nested_array_3__' })).toBe('{"a":[[[1]]]}')
    expect(jsonText(['__fuzz_nested_object_2__'])).toBe('[{"a":{"a":1}}]')
  })
})
