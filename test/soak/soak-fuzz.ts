import { brandIds } from '../../brands/brand-registry.ts'
import type { ApiCall } from '../../web/api/api-call.ts'
import { fuzzServer, statusSummary, type FuzzReport } from '../fuzz/fuzzer.ts'
import type { Destination } from '../fuzz/raw-http.ts'
import { sampleRequests } from '../fuzz/requests.ts'
import { logInForHarness, type HarnessLogin, type HarnessSession } from '../harness/harness-logins.ts'
import { harnessPages } from '../harness/page-list.ts'
import { fetchAsBrand, localHostName } from '../support/local-server.ts'

// The HTTP fuzzer of `npm test` (test/fuzz/), at the soak's scale and on the production build: per brand `count`
// malformed variants of every page and API call, brand i sampled with seed + i as the vitest run does, each answer
// judged by the fuzzer's own checks (no 5xx, no stack trace, SQL or source path, no reflected markup); a page or call
// of a logged-in person sent as the harness's buyer, seller or admin.

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
  // As the vitest run does: the pages and calls of a logged-in person are sent as them.
  const sessions = new Map<HarnessLogin, HarnessSession>()
  for (const who of ['buyer', 'seller', 'admin'] as const) {
    const fetch: Parameters<typeof logInForHarness>[0] = (brand, path, init) =>
      fetchAsBrand(options.port, brand, path, init)
    sessions.set(who, await logInForHarness(fetch, who, options.clientAddress))
  }
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
    const report = await fuzzServer(destination, requests, { ...options, sessions })
    console.log(
      `${brand}: ${requests.length} requests in ${(report.ms / 1000).toFixed(1)} s, statuses ${statusSummary(report.outcomes)}, ` +
        `${report.failures.length} failed`,
    )
    rows.push({ brand, seed, report })
  }
  return rows
}
