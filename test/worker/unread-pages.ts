import { exports } from 'cloudflare:workers'
import { afterEach } from 'vitest'

// A page's response a test leaves unread keeps the page's stream open in the worker, and TanStack Router's SSR
// transform ends it after 120 s with a console.warn ("SSR stream transform exceeded maximum lifetime"), in whatever
// test of a later file runs then (the files of a vitest worker share one isolate: vitest.config.ts). After each test,
// what it left unread of the worker's own answers (exports.default.fetch) is read to its end, so every page's stream
// closes in the test that asked for it.

const key = Symbol.for('land-marketplace.unread-answers')
const worker = exports.default as unknown as { fetch: typeof fetch } & Record<symbol, Set<Response> | undefined>

// This setup file runs before each file of the isolate: the worker's fetch is wrapped once, and the answers kept where
// each run of this file finds them.
const answers = (worker[key] ??= wrapFetch())

function wrapFetch(): Set<Response> {
  const kept = new Set<Response>()
  const fetchOf = worker.fetch.bind(worker)
  worker.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await fetchOf(...args)
    kept.add(response)
    return response
  }
  return kept
}

afterEach(async () => {
  const unread = [...answers].filter((response) => !response.bodyUsed && response.body)
  answers.clear()
  await Promise.all(unread.map((response) => response.arrayBuffer().catch(() => undefined)))
})
