import type { MiddlewareHandler } from 'hono'

/**
 * Refuses request bodies over `maxBytes` with the response `tooLarge` gives. Like Hono's bodyLimit, it trusts a
 * content-length and counts a chunked body as it reads it; unlike it, it reads the rest of an over-long chunked body
 * (up to `drainBytes`) before answering. A server that answers while the client is still sending breaks the
 * connection: the client may never see the answer, and wrangler's dev proxy turns it into a 500 with a stack trace.
 */
export function limitBody(options: {
  maxBytes: number
  drainBytes: number
  tooLarge: (c: Parameters<MiddlewareHandler>[0]) => Response | Promise<Response>
}): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body
    if (!body) return next()
    const declared = c.req.header('content-length')
    if (declared !== undefined && !c.req.header('transfer-encoding')) {
      return Number(declared) > options.maxBytes ? options.tooLarge(c) : next()
    }
    const reader = body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
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
