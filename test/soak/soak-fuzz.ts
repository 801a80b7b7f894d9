import { brandIds } from '../../brands/brand-registry.ts'
import type { ApiCall } from '../../web/api/api-call.ts'
import { fuzzServer, statusSummary, type FuzzReport } from '../fuzz/fuzzer.ts'
import type { Destination } from '../fuzz/raw-http.ts'
import { sampleRequests } from '../fuzz/requests.ts'
import { harnessPages } from '../harness/page-list.ts'
import { localHostName } from '../support/local-server.ts'

// The HTTP fuzzer of `npm test` (test/fuzz/), at the soak's scale and on the production build: per brand `count`
// malformed variants of every page and API call, brand i sampled with seed + i as the vitest run does, each answer
// judged by the fuzzer's own checks (no 5xx, no stack trace, SQL or source path, no reflected markup).

export interface FuzzRow {
  brand: string
  seed: number
  report: FuzzReport
}

export async function fuzzBrands(options: {
  port: number
  calls: readonly { name: string; call: ApiCall }[]
  count: number
  seed: number
  clientAddress: string
  concurrency: number
  timeoutMs: number
}): Promise<FuzzRow[]> {
  const rows: FuzzRow[] = []
  for (const [index, brand] of brandIds.entries()) {
    const seed = (options.seed + index) | 0
    const requests = sampleRequests({ pages: harnessPages[brand], calls: options.calls }, options.count, seed)
    const destination: Destination = {
      address: '127.0.0.1',
      port: options.port,
      host: `${localHostName(brand)}:${options.port}`,
      clientAddress: options.clientAddress,
    }
    const report = await fuzzServer(destination, requests, options)
    console.log(
      `${brand}: ${requests.length} requests in ${(report.ms / 1000).toFixed(1)} s, statuses ${statusSummary(report.outcomes)}, ` +
        `${report.failures.length} failed`,
    )
    rows.push({ brand, seed, report })
  }
  return rows
}
