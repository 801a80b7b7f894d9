import { withRetry } from '../../web/api/api-client.ts'
import type { ApiUpstream } from '../config.ts'
import { downstreamResponseHeaders, upstreamRequestHeaders } from './proxy-headers.ts'

// Proxy mode (API_ORIGIN set): every /api/* call, the browser's and the server-rendered pages' alike, goes to the
// upstream API with its method, body, cookies and end-to-end headers (proxy-headers.ts).

/** Why an attempt gave no answer: none within the time, or a failure (refused, cut off, a 5xx). */
type Failure = 'timeout' | 'failed'

/** Reads are safe to repeat; a write (a log line, a login, a lead) is sent once, since a repeat could do it twice. */
const repeatable = ['GET', 'HEAD']

const nullBodyStatuses = [101, 204, 205, 304]

/**
 * Forwards the request to the upstream. A read that fails is retried by the spec's retry helper (3 times, 300 ms
 * apart); when every attempt failed the answer is 504 if the last one ran out of time, else 502: JSON naming the
 * gateway's failure, never the upstream's body, which may carry its internals.
 */
export async function proxyToApiOrigin(request: Request, upstream: ApiUpstream): Promise<Response> {
  const incoming = new URL(request.url)
  // The path set on the upstream's URL, not resolved against it: '/api/..//evil.example/x' (which Hono routes as an
  // /api/ path) resolves to '//evil.example/x', which as a relative URL names another host.
  const target = new URL(upstream.origin)
  target.pathname = incoming.pathname
  target.search = incoming.search
  const init: RequestInit = {
    method: request.method,
    headers: upstreamRequestHeaders(request, upstream.origin, upstream.secret),
    // A write's body streams through as sent; it is never replayed, so it need not be held.
    body: repeatable.includes(request.method) ? undefined : request.body,
    redirect: 'manual',
  }
  let failure = 'failed' as Failure
  const once = async () => {
    const answer = await attempt(target, init, upstream.timeoutMs)
    if (answer instanceof Response) return answer
    failure = answer
    return null
  }
  const answer = repeatable.includes(request.method) ? await withRetry(once) : await once()
  if (answer) return answer
  const timedOut = failure === 'timeout'
  console.error(
    `API upstream ${timedOut ? `gave no answer within ${upstream.timeoutMs} ms` : 'failed'}: ${request.method} ${target.pathname}`,
  )
  return Response.json({ error: timedOut ? 'Gateway Timeout' : 'Bad Gateway' }, { status: timedOut ? 504 : 502 })
}

/** One attempt: the upstream's whole answer within `timeoutMs`, with end-to-end headers only, or why not. */
async function attempt(target: URL, init: RequestInit, timeoutMs: number): Promise<Response | Failure> {
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    const answer = await fetch(target, { ...init, signal })
    if (answer.status >= 500) {
      await answer.body?.cancel()
      return 'failed'
    }
    // The body is read within the attempt's time: an answer cut off midway fails the attempt, and a read retries.
    const body = answer.body && !nullBodyStatuses.includes(answer.status) ? await answer.arrayBuffer() : null
    const headers = downstreamResponseHeaders(answer)
    return new Response(body, { status: answer.status, statusText: answer.statusText, headers })
  } catch {
    return signal.aborted ? 'timeout' : 'failed'
  }
}
