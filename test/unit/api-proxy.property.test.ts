import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { proxyToApiOrigin } from '../../worker/api/api-proxy.ts'
import { anyText } from './url-properties.ts'

// Proxy mode's upstream address (worker/api/api-proxy.ts): every /api/* request goes to the configured API origin
// with its path and query exactly as they came, whatever they hold ('//', '..', '@', encoded slashes, another
// scheme's text): no request can send the call to another host.

afterEach(() => {
  vi.unstubAllGlobals()
})

const upstream = { origin: 'https://api.openacres.example', timeoutMs: 1000, secret: null }
const segment = fc.oneof(
  anyText.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))),
  fc.constantFrom('', '..', '.', '%2F', '%2F%2Fevil.example', '@evil.example', 'evil.example:443', 'https:', '\\evil'),
)
/** A path that resolves to '//evil.example/…': '/api/..//evil.example/x' (Hono routes the raw path under /api/). */
const escaping = fc.constantFrom(
  ['..', '', 'evil.example', 'x'],
  ['%2e%2e', '', 'evil.example'],
  ['..', '.', '', 'evil.example'],
)

describe('the proxied address', () => {
  it('is the API origin with the request’s path and query, for every /api/ request', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.array(segment, { maxLength: 5 }), escaping),
        fc.option(anyText, { nil: undefined }),
        async (segments, query) => {
          const targets: URL[] = []
          vi.stubGlobal('fetch', async (target: URL) => {
            targets.push(target)
            return new Response('{}', { status: 200 })
          })
          const search =
            query === undefined ? '' : `?${new URLSearchParams({ q: query.replace(/[\uD800-\uDFFF]/g, '') })}`
          const incoming = new URL(`https://www.openacres.example/api/${segments.join('/')}${search}`)
          const answer = await proxyToApiOrigin(new Request(incoming), upstream)
          expect(answer.status).toBe(200)
          expect(targets).toHaveLength(1)
          const [target] = targets
          expect(target!.origin).toBe(upstream.origin)
          expect(target!.pathname).toBe(incoming.pathname)
          expect(target!.search).toBe(incoming.search)
        },
      ),
    )
  })
})
