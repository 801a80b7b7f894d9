import { Agent, request } from 'node:http'
import { gzipSync } from 'node:zlib'
import { callPath } from '../../web/api/api-call.ts'
import { didYouMeanCall } from '../../web/api/did-you-mean.ts'
import { placeSuggestionsCall } from '../../web/api/place-suggestions.ts'
import { searchCall } from '../../web/api/search.ts'
import type { BudgetResult } from './report.ts'
import type { SearchCase } from './search-cases.ts'

// Search latency through HTTP: each search of the fixed list posted once to the worker (the deploy bundle in
// Miniflare on the seeded D1: test/support/bundled-server.ts), one at a time, timed from the request to the last byte of the
// answer; percentiles overall and per kind, and /healthz beside them as the cost of a request that does nothing. The
// search bar's suggestions and "did you mean" are among them, each made as the page makes it.
// Plus the whole country's map data, gzipped, which must stay small whatever the result count.

/** The search budgets: the bench FAILs when one is missed. */
export const searchBudgets = { p95Ms: 25, p99Ms: 60, countryMapGzipBytes: 150 * 1024, viewMapGzipBytes: 50 * 1024 }
/** Issue 31: a listing's detail call at 1,000,000 listings, and the most a boundary may add to its page. */
export const listingBudgets = { detailP95Ms: 15, boundaryGzipBytes: 5 * 1024 }
/** Listings whose detail and price context the bench times, spread evenly over the seeded ids. */
const timedListings = 300

/** The searches whose map data is weighed for the one-view budget (issue 30): the map's own, a view or a drawn area. */
const mapViewKinds = new Set(['bounds', 'polygon'])

interface LatencySummary {
  count: number
  p50: number
  p95: number
  p99: number
  max: number
}

export interface SearchLatencyResult {
  searches: number
  overall: LatencySummary
  byKind: Record<string, LatencySummary>
  /** The slowest searches, for finding out why. */
  slowest: { kind: string; ms: number; criteria: string }[]
  failures: string[]
  /** /healthz through the same connection: what the worker costs per request before any search. */
  baseline: LatencySummary
  countryMap: { totalCount: number; clusters: number; points: number; rawBytes: number; gzipBytes: number }
  /** The largest map data of one view among the bench's map-view searches, gzipped. */
  viewMap: { views: number; largestGzipBytes: number; criteria: string }
  /** A listing page's calls (issue 31): its detail, with its facts, boundary and nearest town, and its price context. */
  listingCalls: { detail: LatencySummary; priceContext: LatencySummary; largestBoundaryGzipBytes: number }
}

interface Target {
  port: number
  /** The Host header of a brand. */
  host: string
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 })

function send(target: Target, path: string, body?: unknown): Promise<{ status: number; text: string; ms: number }> {
  const payload = body === undefined ? '' : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path,
        method: body === undefined ? 'GET' : 'POST',
        agent,
        headers: {
          host: target.host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        )
      },
    )
    req.on('timeout', () => req.destroy(new Error(`${path} timed out`)))
    req.on('error', reject)
    req.end(payload)
  })
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: readonly number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0

function summary(values: readonly number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms * 10) / 10
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
  }
}

/** The call a case times, as the page makes it. */
function sendCase(target: Target, search: SearchCase) {
  const siteId = search.siteId
  if (search.suggestions !== undefined)
    return send(target, callPath(placeSuggestionsCall, { siteId, text: search.suggestions }))
  const call = search.didYouMean ? didYouMeanCall : searchCall
  return send(target, callPath(call, { siteId }), search.criteria)
}

/** The detail and price-context calls of listings spread over [low, high], and the largest boundary among them. */
async function measureListingCalls(target: Target, [low, high]: [number, number], failures: string[]) {
  const detail: number[] = []
  const priceContext: number[] = []
  let largestBoundaryGzipBytes = 0
  const step = Math.max(1, Math.floor((high - low) / timedListings))
  for (let id = low; id <= high && detail.length < timedListings; id += step) {
    const answer = await send(target, `/api/property/detail/0/${id}`)
    if (answer.status === 404) continue // a listing withdrawn by the seed (status -1) is on no site
    if (answer.status !== 200) failures.push(`${answer.status} detail of ${id}: ${answer.text.slice(0, 200)}`)
    detail.push(answer.ms)
    const boundary = (JSON.parse(answer.text) as { boundary?: unknown }).boundary
    if (boundary)
      largestBoundaryGzipBytes = Math.max(largestBoundaryGzipBytes, gzipSync(JSON.stringify(boundary)).length)
    const context = await send(target, `/api/property/priceContext/0/${id}`)
    if (context.status !== 200) failures.push(`${context.status} price context of ${id}: ${context.text.slice(0, 200)}`)
    priceContext.push(context.ms)
  }
  return { detail: summary(detail), priceContext: summary(priceContext), largestBoundaryGzipBytes }
}

export async function measureSearchLatency(
  target: Target,
  cases: readonly SearchCase[],
  warmup: readonly SearchCase[],
  listingIds: [number, number],
): Promise<SearchLatencyResult> {
  for (const search of warmup) await sendCase(target, search)
  const timings: { kind: string; ms: number; criteria: string }[] = []
  const failures: string[] = []
  for (const search of cases) {
    const answer = await sendCase(target, search)
    const criteria = search.suggestions ?? JSON.stringify(search.criteria)
    if (answer.status !== 200)
      failures.push(`${answer.status} ${search.kind} ${criteria}: ${answer.text.slice(0, 200)}`)
    timings.push({ kind: search.kind, ms: answer.ms, criteria })
  }
  const baseline: number[] = []
  for (let i = 0; i < 100; i++) baseline.push((await send(target, '/healthz')).ms)
  const kinds = [...new Set(timings.map((timing) => timing.kind))]
  const map = await send(target, '/api/property/mapData/1', {})
  if (map.status !== 200) failures.push(`${map.status} map data of the whole country: ${map.text.slice(0, 200)}`)
  const mapBody = (map.status === 200 ? JSON.parse(map.text) : { totalCount: 0, clusters: [], points: [] }) as {
    totalCount: number
    clusters: unknown[]
    points: unknown[]
  }
  let viewMap = { views: 0, largestGzipBytes: 0, criteria: '' }
  for (const search of cases.filter((search) => mapViewKinds.has(search.kind))) {
    const answer = await send(target, `/api/property/mapData/${search.siteId}`, search.criteria)
    if (answer.status !== 200) failures.push(`${answer.status} map data of ${JSON.stringify(search.criteria)}`)
    const gzipBytes = gzipSync(answer.text, { level: 9 }).length
    viewMap = {
      views: viewMap.views + 1,
      ...(gzipBytes > viewMap.largestGzipBytes
        ? { largestGzipBytes: gzipBytes, criteria: JSON.stringify(search.criteria) }
        : { largestGzipBytes: viewMap.largestGzipBytes, criteria: viewMap.criteria }),
    }
  }
  const listingCalls = await measureListingCalls(target, listingIds, failures)
  agent.destroy()
  return {
    listingCalls,
    viewMap,
    searches: timings.length,
    overall: summary(timings.map((timing) => timing.ms)),
    baseline: summary(baseline),
    byKind: Object.fromEntries(
      kinds.map((kind) => [kind, summary(timings.filter((t) => t.kind === kind).map((t) => t.ms))]),
    ),
    slowest: [...timings]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 8)
      .map((timing) => ({ ...timing, ms: Math.round(timing.ms) })),
    failures,
    countryMap: {
      totalCount: mapBody.totalCount,
      clusters: mapBody.clusters.length,
      points: mapBody.points.length,
      rawBytes: Buffer.byteLength(map.text),
      gzipBytes: gzipSync(map.text, { level: 9 }).length,
    },
  }
}

export interface SearchBench extends SearchLatencyResult {
  listings: number
  budgets: BudgetResult[]
}

export function printSearchReport(bench: SearchBench): void {
  console.log(`\n=== Search bench: ${bench.listings} listings, ${bench.searches} searches through HTTP ===`)
  const row = (name: string, s: LatencySummary) =>
    `  ${name.padEnd(12)} ${String(s.count).padStart(5)} ${[s.p50, s.p95, s.p99, s.max].map((ms) => `${ms.toFixed(1)} ms`.padStart(10)).join('')}`
  console.log(
    `  ${'kind'.padEnd(12)} ${'n'.padStart(5)}${['p50', 'p95', 'p99', 'max'].map((h) => h.padStart(10)).join('')}`,
  )
  console.log(row('all', bench.overall))
  console.log(row('(/healthz)', bench.baseline))
  for (const [kind, s] of Object.entries(bench.byKind)) console.log(row(kind, s))
  console.log('\nSlowest:')
  for (const slow of bench.slowest) console.log(`  ${String(slow.ms).padStart(5)} ms  ${slow.kind}  ${slow.criteria}`)
  const map = bench.countryMap
  console.log(
    `\nWhole-country map data: ${map.totalCount} listings as ${map.clusters} clusters and ${map.points} points, ` +
      `${(map.rawBytes / 1024).toFixed(1)} KB, ${(map.gzipBytes / 1024).toFixed(1)} KB gzip`,
  )
  const calls = bench.listingCalls
  console.log(`\nA listing page's calls (${calls.detail.count} listings):`)
  console.log(row('detail', calls.detail))
  console.log(row('price ctx', calls.priceContext))
  console.log(`  largest boundary: ${calls.largestBoundaryGzipBytes} bytes gzip`)
  for (const failure of bench.failures) console.log(`  FAILED ${failure}`)
  console.log('\nSearch budgets:')
  for (const budget of bench.budgets) console.log(`  ${budget.pass ? 'PASS' : 'FAIL'}  ${budget.name}`)
}
