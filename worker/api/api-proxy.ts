import { withRetry } from '../../web/api/api-client.ts'

const hopByHop = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'content-length']

/**
 * Forwards an /api/* request to the upstream API. Reads (GET) are retried up to 3 times, 300 ms apart,
 * when the upstream fails or answers 5xx; writes are sent once, since a repeat could log twice.
 */
export async function proxyToApiOrigin(request: Request, apiOrigin: string): Promise<Response> {
  const incoming = new URL(request.url)
  const target = new URL(incoming.pathname + incoming.search, apiOrigin)
  const headers = new Headers(request.headers)
  for (const name of hopByHop) headers.delete(name)
  headers.set('x-forwarded-host', incoming.host)
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
  const send = () => fetch(target, { method: request.method, headers, body, redirect: 'manual' })
  if (request.method !== 'GET') return send()
  const response = await withRetry(async () => {
    try {
      const answer = await send()
      return answer.status >= 500 ? null : answer
    } catch {
      return null
    }
  })
  return (
    response ??
    new Response(JSON.stringify({ error: 'Bad Gateway' }), {
      status: 502,
      headers: { 'content-type': 'application/json' },
    })
  )
}
