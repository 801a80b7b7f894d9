import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import app from '../../worker/index.ts'

// With API_ORIGIN set, /api/* goes to the upstream API, and pages load their data from it too.
const upstream = 'https://api.upstream.example'
const proxiedEnv = { ...env, API_ORIGIN: upstream }

async function send(url: string, init?: RequestInit) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(url, init), proxiedEnv, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('API proxy', () => {
  it('forwards a read with its path and query, and answers what the upstream answered', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ value: true }))
    const response = await send('http://land.localhost/api/featureflag/newMap?x=1')
    expect(await response.json()).toEqual({ value: true })
    const [target] = fetchSpy.mock.calls[0]!
    expect(String(target)).toBe(`${upstream}/api/featureflag/newMap?x=1`)
  })

  it('retries a failing read 3 times, then answers 502', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('down', { status: 503 }))
    const response = await send('http://land.localhost/api/popular/statenames/0')
    expect(response.status).toBe(502)
    expect(fetchSpy).toHaveBeenCalledTimes(4)
  })

  it('sends a write once, even when it fails', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('down', { status: 503 }))
    const response = await send('http://land.localhost/api/Logging/Log/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'hello' }),
    })
    expect(response.status).toBe(503)
    expect(fetchSpy).toHaveBeenCalledTimes(1)
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
})
