// A response as the edge cache keeps it. The Cache API stores a Response; the headers the visitor gets (private,
// no-cache for a page, so a browser never keeps a page past a login) are not the ones the cache needs (public, or it
// stores nothing), so they travel under names of their own, with the time of the render and the render's CSP nonce.

const storedAtHeader = 'x-edge-stored-at'
const nonceHeader = 'x-edge-nonce'
const clientPrefix = 'x-edge-client-'
const keptFromClient = ['cache-control', 'vary']

export interface StoredCopy {
  /** The visitor's headers of the render (never a Set-Cookie: a response with one is not stored). */
  headers: Headers
  body: string
  /** The CSP nonce the render's inline scripts carry, which each visitor's copy replaces by their own. */
  nonce: string | null
  storedAt: number
}

/** The Response the Cache API keeps: kept at the edge for the whole fresh and stale time. */
export function cacheResponseOf(copy: StoredCopy, keepSeconds: number): Response {
  const headers = new Headers(copy.headers)
  for (const name of keptFromClient) {
    const value = headers.get(name)
    if (value !== null) headers.set(clientPrefix + name, value)
    headers.delete(name)
  }
  headers.set('cache-control', `public, max-age=${keepSeconds}`)
  headers.set(storedAtHeader, String(copy.storedAt))
  if (copy.nonce) headers.set(nonceHeader, copy.nonce)
  return new Response(copy.body, { status: 200, headers })
}

export async function storedCopyOf(cached: Response): Promise<StoredCopy> {
  const headers = new Headers(cached.headers)
  const storedAt = Number(headers.get(storedAtHeader)) || 0
  const nonce = headers.get(nonceHeader)
  for (const name of [storedAtHeader, nonceHeader, 'cache-control', 'cf-cache-status', 'age', 'expires'])
    headers.delete(name)
  for (const name of keptFromClient) {
    const value = headers.get(clientPrefix + name)
    headers.delete(clientPrefix + name)
    if (value !== null) headers.set(name, value)
  }
  return { headers, body: await cached.text(), nonce, storedAt }
}

/**
 * The visitor's response of a copy: with their own nonce in place of the render's, so the page's inline scripts run
 * under this response's CSP and a nonce is never the same for two visitors.
 */
export function responseOf(copy: StoredCopy, nonce: string | undefined, edgeCache: 'HIT' | 'STALE' | 'MISS'): Response {
  const body = copy.nonce && nonce ? copy.body.replaceAll(copy.nonce, nonce) : copy.body
  const headers = new Headers(copy.headers)
  headers.delete('content-length')
  headers.set('x-edge-cache', edgeCache)
  return new Response(body, { status: 200, headers })
}
