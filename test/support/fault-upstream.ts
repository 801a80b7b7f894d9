import { Miniflare, convertV4MiniflareOptions } from 'miniflare'

// A second worker for proxy mode's tests (test/browser/proxy-mode.test.ts): an upstream API that fails on demand.
// Calls whose path the fault names fail its way; every other call passes to a healthy upstream (the tests' wrangler
// dev of the embedded API), so a page can have its flags answered and its finance calls broken. It records every call
// it receives, as received, and `stop()` closes its port (connection refused) until `start()`.

/** How the named calls fail. */
export type Fault =
  | { kind: 'none' }
  /** 503 at once. */
  | { kind: 'down' }
  /** A healthy answer, too late: after `ms`. */
  | { kind: 'slow'; ms: number }
  /** 200, application/json, with this body: HTML, JSON of another shape, JSON cut short. */
  | { kind: 'garbage'; body: string }
  /** 200 whose body breaks off midway: the connection drops. */
  | { kind: 'cut' }

/** A call as the upstream received it. */
interface ReceivedCall {
  /** Milliseconds since the epoch, when it arrived. */
  at: number
  method: string
  path: string
  headers: Record<string, string>
  body: string
}

export interface FaultUpstream {
  /** http://127.0.0.1:PORT, the same across stop() and start(). */
  origin: string
  /** Calls whose path matches `paths` fail as `fault` says from now on; the record of calls starts afresh. */
  fail(fault: Fault, paths?: RegExp): Promise<void>
  /** The calls received since the last fail(). */
  received(): Promise<ReceivedCall[]>
  /** Closes the port: calls are refused. */
  stop(): Promise<void>
  /** Listens again on the same port, failing nothing. */
  start(): Promise<void>
}

const droppedConnection = 'the fault upstream dropped the connection'

// The worker, as Miniflare runs it. The fault and the record live in the isolate; /__fault sets or reads them.
const script = `
let fault = { kind: 'none' }
let paths = /$^/
let received = []
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export default {
  async fetch(request, env) {
    const url = new URL(request.url)
    if (url.pathname === '/__fault') {
      if (request.method === 'GET') return Response.json(received)
      const set = await request.json()
      fault = set.fault
      paths = new RegExp(set.paths)
      received = []
      return new Response(null, { status: 204 })
    }
    const body = await request.clone().text()
    received.push({ at: Date.now(), method: request.method, path: url.pathname, headers: Object.fromEntries(request.headers), body })
    if (fault.kind === 'none' || !paths.test(url.pathname)) {
      return fetch(new Request(new URL(url.pathname + url.search, env.HEALTHY_ORIGIN), request))
    }
    if (fault.kind === 'down') return new Response('upstream down for maintenance', { status: 503 })
    if (fault.kind === 'slow') {
      await sleep(fault.ms)
      return fetch(new Request(new URL(url.pathname + url.search, env.HEALTHY_ORIGIN), request))
    }
    if (fault.kind === 'garbage') return new Response(fault.body, { headers: { 'content-type': 'application/json' } })
    const { readable, writable } = new TransformStream()
    const writer = writable.getWriter()
    writer.write(new TextEncoder().encode('{"pageData":{"listingCount":12'))
    setTimeout(() => writer.abort(new Error('${droppedConnection}')), 20)
    return new Response(readable, { headers: { 'content-type': 'application/json', 'content-length': '4096' } })
  },
}
`

/** Starts the fault upstream in front of `healthyOrigin`, on a free port. */
export async function startFaultUpstream(healthyOrigin: string): Promise<FaultUpstream & { dispose(): Promise<void> }> {
  const launch = (port: number) =>
    new Miniflare(
      convertV4MiniflareOptions({
        port,
        host: '127.0.0.1',
        workers: [{ name: 'fault-upstream', modules: true, script, bindings: { HEALTHY_ORIGIN: healthyOrigin } }],
        // The dropped connection is the fault asked for, not news; anything else the worker says is shown.
        handleStructuredLogs: ({ level, message }) => {
          if (!message.includes(droppedConnection)) console.log(`fault upstream ${level}: ${message}`)
        },
      }),
    )
  let worker: Miniflare | null = launch(0)
  const origin = (await worker.ready).origin
  const port = Number(new URL(origin).port)
  const running = () => {
    if (!worker) throw new Error('the fault upstream is stopped: start() it first')
    return worker
  }
  return {
    origin,
    async fail(fault, paths = /./) {
      await running().dispatchFetch(`${origin}/__fault`, {
        method: 'PUT',
        body: JSON.stringify({ fault, paths: paths.source }),
      })
    },
    async received() {
      return (await (await running().dispatchFetch(`${origin}/__fault`)).json()) as ReceivedCall[]
    },
    async stop() {
      await worker?.dispose()
      worker = null
    },
    async start() {
      if (worker) return
      worker = launch(port)
      await worker.ready
    },
    async dispose() {
      await worker?.dispose()
      worker = null
    },
  }
}
