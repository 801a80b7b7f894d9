import type { MiddlewareHandler } from 'hono'

/**
 * Refuses request bodies over `maxBytes` with the response `tooLarge` gives. A content-length over the limit is
 * refused unread; any other body is counted as it is read, a content-length within the limit included: a request
 * whose body is longer than it declares (a lying header; a front or a binding that passes it on unchecked) would
 * otherwise be read whole by the validators. Unlike Hono's bodyLimit, it reads the rest of an over-long body (up to
 * `drainBytes`) before answering. A server that answers while the client is still sending breaks the connection: the
 * client may never see the answer, and wrangler's dev proxy turns it into a 500 with a stack trace.
 */
export function limitBody(options: {
  maxBytes: number
  drainBytes: number
  tooLarge: (c: Parameters<MiddlewareHandler>[0]) => Response | Promise<Response>
}): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body
    // A GET's or HEAD's body is read by nothing (and a Request of either cannot be made again with one).
    if (!body || c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const declared = c.req.header('content-length')
    if (declared !== undefined && !c.req.header('transfer-encoding') && Number(declared) > options.maxBytes) {
      return options.tooLarge(c)
    }
    const reader = body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      // A body cut off on the way (the client went away) ends where it broke: the validators then refuse what came.
      const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }))
      if (done) break
      size += value.length
      if (size <= options.maxBytes) chunks.push(value)
      else if (size > options.drainBytes) {
        await reader.cancel()
        break
      }
    }
    if (size > options.maxBytes) return options.tooLarge(c)
    const whole = new Uint8Array(size)
    let offset = 0
    for (const chunk of chunks) {
      whole.set(chunk, offset)
      offset += chunk.length
    }
    c.req.raw = new Request(c.req.raw, { body: whole })
    return next()
  }
}
