import autocannon from 'autocannon'

// Requests per second of one path on the local worker, by autocannon, connecting to 127.0.0.1 with the
// brand's Host header (the worker picks the brand from it).

export interface ThroughputOptions {
  port: number
  host: string
  path: string
  connections: number
  durationSeconds: number
  /**
   * Sent as a logged-in visitor (their session cookie): the edge cache neither serves nor stores a page made for
   * someone, so every request renders it: the page uncached. (A query of its own each request no longer did: the
   * cache keys a page on the parameters it reads, and serves the one copy to any other query.)
   */
  uncachedAs?: { cookie: string }
}

export interface Throughput {
  path: string
  /** Mean requests per second over the run. */
  requestsPerSecond: number
  latencyMs: { p50: number; p99: number; max: number }
  requests: number
  non2xx: number
  errors: number
  timeouts: number
}

export async function measureThroughput(options: ThroughputOptions): Promise<Throughput> {
  const result = await autocannon({
    url: `http://127.0.0.1:${options.port}${options.path}`,
    headers: { host: options.host, ...(options.uncachedAs ? { cookie: options.uncachedAs.cookie } : {}) },
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 30,
  })
  return {
    path: options.path,
    requestsPerSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}
