// The headers proxy mode passes on (worker/api/api-proxy.ts). Hop-by-hop headers describe one connection, not the
// message (RFC 9110 §7.6.1), so they stop here both ways; everything else, cookies included, goes through: the
// upstream owns sessions in proxy mode, and its Set-Cookie reaches the browser.

const hopByHop = ['connection', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade']

/** A copy without hop-by-hop headers: the fixed ones, every Proxy-*, and any the Connection header names. */
function endToEndHeaders(source: Headers): Headers {
  const headers = new Headers(source)
  const named = (source.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase())
  for (const name of [...headers.keys()]) {
    if (hopByHop.includes(name) || named.includes(name) || name.startsWith('proxy-')) headers.delete(name)
  }
  // The length is the new message's own (fetch writes it); Host is the upstream's.
  headers.delete('content-length')
  headers.delete('host')
  return headers
}

/** The header a proxy front sends its upstream the shared secret in (worker/middleware/brand.ts checks it). */
export const proxySecretHeader = 'x-api-proxy-secret'

/**
 * The headers of a request as sent upstream: end-to-end ones, plus who asked and where. The client's address is
 * appended to X-Forwarded-For (unless the edge already put it last) and CF-Connecting-IP kept, so the upstream's
 * rate limits count visitors, not this worker.
 */
export function upstreamRequestHeaders(request: Request, upstreamOrigin: string, secret: string | null): Headers {
  const incoming = new URL(request.url)
  const headers = endToEndHeaders(request.headers)
  const clientIp = request.headers.get('cf-connecting-ip')
  const chain = request.headers.get('x-forwarded-for')
  if (clientIp && chain?.split(',').at(-1)?.trim() !== clientIp) {
    headers.set('x-forwarded-for', chain ? `${chain}, ${clientIp}` : clientIp)
  }
  headers.set('x-forwarded-proto', incoming.protocol.slice(0, -1))
  headers.set('x-forwarded-host', incoming.host)
  // The upstream believes X-Forwarded-Host only from a request carrying the secret: a client's own goes nowhere.
  headers.delete(proxySecretHeader)
  if (secret) headers.set(proxySecretHeader, secret)
  // A write the browser made from this site is from the upstream's site too: its CSRF check compares Origin with its
  // own host. Any other Origin goes as sent, for the upstream to refuse.
  if (request.headers.get('origin') === incoming.origin) headers.set('origin', new URL(upstreamOrigin).origin)
  return headers
}

/**
 * The headers of the upstream's answer as passed on: end-to-end ones, less what no longer holds. fetch decoded the
 * body, so the encoding the upstream named is gone (the edge compresses for each visitor again); the upstream's
 * Server-Timing is its own business, and this worker's covers the whole call.
 */
export function downstreamResponseHeaders(answer: Response): Headers {
  const headers = endToEndHeaders(answer.headers)
  headers.delete('content-encoding')
  headers.delete('server-timing')
  return headers
}
