// The worker's V8 heap, read through the inspector wrangler dev puts in front of it (Runtime.getHeapUsage). The
// workerd processes' RSS says how much memory the runtime holds; this says how much of it is the worker's own live
// JavaScript. They part ways: hammered with /healthz alone (a one-line handler) the worker's workerd grows from 150 MB
// to 1.3 GB and wrangler's dev proxy, which runs none of our code, to 640 MB, and both then stay flat. The runtime
// keeps what it once used. A leak of ours shows here, as a heap that keeps growing from soak to soak.
// wrangler's inspector proxy refuses a WebSocket without an Origin header; Node's WebSocket (undici) takes headers as
// its second argument, an extension the DOM's types do not declare.

type NodeWebSocket = new (url: string, options: { headers: Record<string, string> }) => WebSocket

/** The worker's V8 heap in use, in bytes; undefined when the inspector does not answer within 5 s. */
export async function workerHeapUsed(inspectorPort: number): Promise<number | undefined> {
  const socket = new (WebSocket as unknown as NodeWebSocket)(`ws://127.0.0.1:${inspectorPort}/ws`, {
    headers: { origin: 'https://devtools.devprod.cloudflare.dev' },
  })
  try {
    return await new Promise<number | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), 5_000)
      socket.addEventListener('error', () => resolve(undefined))
      socket.addEventListener('open', () => socket.send(JSON.stringify({ id: 1, method: 'Runtime.getHeapUsage' })))
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: { usedSize?: number } }
        if (message.id !== 1) return
        clearTimeout(timer)
        resolve(message.result?.usedSize)
      })
    })
  } finally {
    socket.close()
  }
}
