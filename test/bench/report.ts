import type { BrandId } from '../../brands/brand-config.ts'
import { describeBundle, type DeployBundle } from '../support/deploy-bundle.ts'
import type { AssetTotals } from './page-weight.ts'
import type { Throughput } from './throughput.ts'

// The bench's result (written as test/.artifacts/bench.json) and its printed tables.

export interface BudgetResult {
  name: string
  limitBytes?: number
  actualBytes?: number
  pass: boolean
}

export interface BrandResult {
  brand: BrandId
  js: AssetTotals
  css: AssetTotals
  hydratedAtMs: number
  /** The other pages weighed (search, listing detail, seller, directory), each against its JS budget. */
  pages: { name: string; path: string; js: AssetTotals; css: AssetTotals; hydratedAtMs: number; budgetBytes: number }[]
  loadedAfterHydration: string[]
  html: { rawBytes: number; gzipBytes: number }
  throughput: { home: Throughput; healthz: Throughput; ratio: number }
  edgeCache: EdgeCacheSpeedup[]
  budgets: BudgetResult[]
}

/** One path's requests per second from the edge cache against the same page rendered for every request. */
export interface EdgeCacheSpeedup {
  path: string
  cached: Throughput
  uncached: Throughput
  ratio: number
}

export interface BenchReport {
  date: string
  listings: number
  chromium: string
  node: string
  load: { tool: string; connections: number; durationSeconds: number; warmupSeconds: number }
  budgets: { jsGzipBytes: number; cssGzipBytes: number; edgeCacheSpeedup: number }
  brands: BrandResult[]
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const rps = (value: number) => value.toFixed(0)

/** A plain-text table; `leftColumns` are padded on the right (text), the others on the left (numbers). */
function table(header: string[], rows: string[][], leftColumns = 1): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i < leftColumns ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

export function printReport(report: BenchReport): void {
  console.log(`\n=== Home page bench: ${report.listings} listings, ${report.chromium}, node ${report.node} ===`)

  console.log('\nFiles loaded before html[data-hydrated="true"] (gzip level 9):')
  for (const result of report.brands) {
    console.log(`  ${result.brand}:`)
    for (const file of [...result.js.files, ...result.css.files]) {
      console.log(
        `    ${file.kind.padEnd(3)} ${kb(file.gzipBytes).padStart(9)} gz  ${kb(file.rawBytes).padStart(9)} raw  ${file.url}`,
      )
    }
    if (result.loadedAfterHydration.length) {
      console.log(`    (after hydration, not counted: ${result.loadedAfterHydration.join(', ')})`)
    }
  }

  console.log('\nWeight (JS/CSS before interactive, gzip 9; HTML of the home page):')
  console.log(
    table(
      ['brand', 'JS gz', 'files', 'CSS gz', 'files', 'HTML raw', 'HTML gz', 'hydrated at'],
      report.brands.map((r) => [
        r.brand,
        kb(r.js.gzipBytes),
        String(r.js.files.length),
        kb(r.css.gzipBytes),
        String(r.css.files.length),
        kb(r.html.rawBytes),
        kb(r.html.gzipBytes),
        `${r.hydratedAtMs} ms`,
      ]),
    ),
  )

  console.log('\nOther pages (JS/CSS before interactive, gzip 9; maps, carousels and dialogs load only when opened):')
  console.log(
    table(
      ['brand', 'page', 'path', 'JS gz', 'budget', 'files', 'CSS gz', 'hydrated at'],
      report.brands.flatMap((r) =>
        r.pages.map((page) => [
          r.brand,
          page.name,
          page.path,
          kb(page.js.gzipBytes),
          kb(page.budgetBytes),
          String(page.js.files.length),
          kb(page.css.gzipBytes),
          `${page.hydratedAtMs} ms`,
        ]),
      ),
      3,
    ),
  )

  const { connections, durationSeconds } = report.load
  console.log(`\nThroughput (${report.load.tool}, ${connections} connections, ${durationSeconds} s each, same worker):`)
  console.log(
    table(
      ['brand', 'home req/s', 'home p50', 'home p99', 'healthz req/s', 'healthz p50', 'home/healthz'],
      report.brands.map((r) => [
        r.brand,
        rps(r.throughput.home.requestsPerSecond),
        `${r.throughput.home.latencyMs.p50} ms`,
        `${r.throughput.home.latencyMs.p99} ms`,
        rps(r.throughput.healthz.requestsPerSecond),
        `${r.throughput.healthz.latencyMs.p50} ms`,
        `${(r.throughput.ratio * 100).toFixed(1)} %`,
      ]),
    ),
  )

  console.log('\nEdge cache (x-edge-cache HIT against the page rendered for a logged-in buyer each request, same run):')
  console.log(
    table(
      ['brand', 'path', 'cached req/s', 'cached p50', 'uncached req/s', 'uncached p50', 'cached/uncached'],
      report.brands.flatMap((r) =>
        r.edgeCache.map((e) => [
          r.brand,
          e.path,
          rps(e.cached.requestsPerSecond),
          `${e.cached.latencyMs.p50} ms`,
          rps(e.uncached.requestsPerSecond),
          `${e.uncached.latencyMs.p50} ms`,
          `${e.ratio.toFixed(1)}×`,
        ]),
      ),
      2,
    ),
  )

  console.log('\nBudgets:')
  console.log(
    table(
      ['brand', 'budget', 'actual', 'limit', 'result'],
      report.brands.flatMap((r) =>
        r.budgets.map((b) => [
          r.brand,
          b.name,
          b.actualBytes === undefined ? '' : kb(b.actualBytes),
          b.limitBytes === undefined ? '' : kb(b.limitBytes),
          b.pass ? 'PASS' : 'FAIL',
        ]),
      ),
      2,
    ),
  )
}

/** The worker as `wrangler deploy` uploads it, weighed against its budget (Workers' free plan takes 3 MB gzip). */
export interface DeployBundleResult extends DeployBundle {
  budget: BudgetResult
}

export function printDeployBundle(bundle: DeployBundleResult): void {
  console.log('\nDeployed worker bundle:')
  console.log(`  ${describeBundle(bundle)}`)
  for (const warning of bundle.warnings) console.log(`  WARN ${warning}`)
  console.log(`  ${bundle.budget.pass ? 'PASS' : 'FAIL'}  ${bundle.budget.name} ≤ ${kb(bundle.budget.limitBytes!)}`)
}
