// The worker's V8 heap, read through the inspector wrangler dev puts in front of it (Runtime.getHeapUsage). The
// workerd processes' RSS says how much memory the runtime holds; this says how much of it is the worker's own live
// JavaScript. They part ways: hammered with /healthz alone (a one-line handler) the worker's workerd grows from 150 MB
// to 1.3 GB and wrangler's dev proxy, which runs none of our code, to 640 MB, and both then stay flat. Local workerd
// keeps memory per request whatever the worker is: under plain Miniflare, with no dev proxy or inspector, a worker that
// answers 'ok' grows about 12 KB a request and one that runs a D1 query about 50 KB (issue 28's note has the probe).
// A leak of ours shows here, as a live heap that ends higher than it started.
// wrangler's inspector proxy refuses a WebSocket without an Origin header; Node's WebSocket (undici) takes headers as
// its second argument, an extension the DOM's types do not declare.

type NodeWebSocket = new (url: string, options: { headers: Record<string, string> }) => WebSocket

/**
 * The worker's live V8 heap, in bytes: a full collection first (HeapProfiler.collectGarbage), so what is left is what
 * the worker still holds, not garbage V8 has not yet needed to sweep; undefined when the inspector does not answer
 * within 10 s.
 */
export async function workerHeapUsed(inspectorPort: number): Promise<number | undefined> {
  const socket = new (WebSocket as unknown as NodeWebSocket)(`ws://127.0.0.1:${inspectorPort}/ws`, {
    headers: { origin: 'https://devtools.devprod.cloudflare.dev' },
  })
  try {
    return await new Promise<number | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), 10_000)
      const send = (id: number, method: string) => socket.send(JSON.stringify({ id, method }))
      socket.addEventListener('error', () => resolve(undefined))
      // Both at once: the inspector runs them in order, and answers the heap's size after the collection.
      socket.addEventListener('open', () => {
        send(1, 'HeapProfiler.collectGarbage')
        send(2, 'Runtime.getHeapUsage')
      })
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: { usedSize?: number } }
        if (message.id !== 2) return
        clearTimeout(timer)
        resolve(message.result?.usedSize)
      })
    })
  } finally {
    socket.close()
  }
}
