import { request, type IncomingHttpHeaders } from 'node:http'
import type { HarnessLogin } from '../harness/harness-logins.ts'

// Sends a fuzzed request over a fresh connection with node:http, so the request target reaches the server exactly as
// written (fetch() would normalize '..', percent-encoding and backslashes before sending).

/** A fuzzed request as data, made by the generators (requests.ts, body-mutations.ts, path-mutations.ts). */
export interface FuzzRequest {
  /** The generator that made it ('page path', 'api body: wrong type'…): groups failures in a report. */
  kind: string
  /** What it mutates: 'page home', 'api clientLogCall'. */
  target: string
  method: string
  /**
   * The request target exactly as it goes on the request line. Only characters U+0021–U+00FF (what node:http
   * accepts), each sent as one byte: non-ASCII text appears as its raw UTF-8 bytes, or as deliberately broken bytes.
   */
  path: string
  headers: Record<string, string>
  body?: Buffer
  /** Send the body in pieces without a content-length (transfer-encoding: chunked). */
  chunked?: boolean
  /** Who sends it: their session cookie, and on anything but a GET their CSRF token, go with it (fuzzer.ts). */
  as?: HarnessLogin
}

export interface RawResponse {
  /** 0 when no answer came: see `error`. */
  status: number
  headers: IncomingHttpHeaders
  /** Bytes of the header block (names, values, ': ' and CRLF of each line). */
  headerBytes: number
  /** The body as UTF-8, at most `maxBodyBytes` of it. */
  body: string
  /** Why no answer came: a timeout, a reset connection. */
  error?: string
  ms: number
}

/** Bodies are read up to this size; a page is about 50 kB. */
const maxBodyBytes = 2 * 1024 * 1024
/**
 * Answers with headers up to this size are read (Node's default limit is 16 KiB), so a too large header block is
 * reported with its status and headers rather than as a parse error.
 */
const maxReadHeaderBytes = 1024 * 1024

export interface Destination {
  /** Where to connect: 127.0.0.1 and the server's port. */
  address: string
  port: number
  /** The Host header: the brand's host with the port ('laf.localhost:8787'). */
  host: string
  /**
   * The client address the worker sees (cf-connecting-ip, set by Cloudflare in production): a run of its own, so
   * per-address limits (leads) count this run's requests, not an earlier run's or another test's.
   */
  clientAddress?: string
}

export function sendRaw(destination: Destination, fuzzed: FuzzRequest, timeoutMs: number): Promise<RawResponse> {
  const started = performance.now()
  return new Promise((resolve) => {
    let settled = false
    const finish = (response: Omit<RawResponse, 'ms'>) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve({ ...response, ms: Math.round(performance.now() - started) })
    }
    // Once the status line is in, an error (the server closing while a large body is still being written) keeps it.
    let answered: { status: number; headers: IncomingHttpHeaders; headerBytes: number; chunks: Buffer[] } | undefined
    const fail = (error: string) =>
      answered
        ? finish({
            status: answered.status,
            headers: answered.headers,
            headerBytes: answered.headerBytes,
            body: Buffer.concat(answered.chunks).toString('utf8'),
          })
        : finish({ status: 0, headers: {}, headerBytes: 0, body: '', error })

    const headers: Record<string, string> = {
      ...(destination.clientAddress ? { 'cf-connecting-ip': destination.clientAddress } : {}),
      ...fuzzed.headers,
      host: destination.host,
      connection: 'close',
    }
    if (fuzzed.body && !fuzzed.chunked) headers['content-length'] = String(fuzzed.body.length)
    if (fuzzed.body && fuzzed.chunked) headers['transfer-encoding'] = 'chunked'

    let req: ReturnType<typeof request>
    try {
      req = request(
        {
          host: destination.address,
          port: destination.port,
          method: fuzzed.method,
          path: fuzzed.path,
          headers,
          agent: false,
          maxHeaderSize: maxReadHeaderBytes,
        },
        (res) => {
          const chunks: Buffer[] = []
          const headerBytes = res.rawHeaders.reduce((sum, part, i) => sum + part.length + (i % 2 ? 4 : 0), 0)
          answered = { status: res.statusCode ?? 0, headers: res.headers, headerBytes, chunks }
          let size = 0
          res.on('data', (chunk: Buffer) => {
            if (size < maxBodyBytes) chunks.push(chunk)
            size += chunk.length
          })
          res.on('error', (error) => fail(`response: ${error.message}`))
          res.on('end', () =>
            finish({
              status: res.statusCode ?? 0,
              headers: res.headers,
              headerBytes,
              body: Buffer.concat(chunks).subarray(0, maxBodyBytes).toString('utf8'),
            }),
          )
        },
      )
    } catch (error) {
      // node:http refuses the request before sending it (a target it cannot write): not the server's fault.
      fail(`not sent: ${(error as Error).message}`)
      return
    }
    const timer = setTimeout(() => {
      fail(`no answer within ${timeoutMs} ms`)
      req.destroy()
    }, timeoutMs)
    req.on('error', (error) => fail(`${(error as NodeJS.ErrnoException).code ?? 'error'}: ${error.message}`))
    if (fuzzed.body && fuzzed.chunked) {
      const piece = 16 * 1024
      for (let at = 0; at < fuzzed.body.length; at += piece) req.write(fuzzed.body.subarray(at, at + piece))
      req.end()
    } else req.end(fuzzed.body)
  })
}

/** Runs `work` on every item, `concurrency` at a time; answers in the order of `items`. */
export async function inPool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!, index)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker))
  return results
}
