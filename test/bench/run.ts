import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { brandIds } from '../../brands/brand-registry.ts'
import type { BrandId } from '../../brands/brand-config.ts'
import { positiveInt, startProductionServer, step } from '../support/production-server.ts'
import { artifactsDir, brandUrl, type LocalServer } from '../support/local-server.ts'
import { gzipSize, measurePageWeight, type PageWeight } from './page-weight.ts'
import { measureThroughput, type Throughput } from './throughput.ts'
import { printReport, type BenchReport, type BrandResult, type BudgetResult } from './report.ts'

// `npm run bench`: builds the client, serves it with wrangler dev on a seeded local D1, and per brand
// measures the home page's JS and CSS before hydration (budgets), its HTML, and its requests per second
// against /healthz on the same worker. Prints a table, writes test/.artifacts/bench.json, exits 1 on a FAIL.
//
// Options: --listings N (default 50000)  --connections N (10)  --duration S (10)  --warmup S (2)  --no-build

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '50000' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    'no-build': { type: 'boolean', default: false },
  },
})

const listings = positiveInt('listings', args.listings)
const connections = positiveInt('connections', args.connections)
const durationSeconds = positiveInt('duration', args.duration)
const warmupSeconds = positiveInt('warmup', args.warmup)

/** Budgets per brand, gzip bytes of what loads before the page is interactive. */
export const budgets = { jsGzipBytes: 130 * 1024, cssGzipBytes: 25 * 1024 }

async function main(): Promise<number> {
  const { server, chromiumVersion } = await startProductionServer({ listings, build: !args['no-build'] })

  const results: BrandResult[] = []
  try {
    for (const brandId of brandIds) results.push(await measureBrand(server, brandId))
  } finally {
    await server.stop()
  }

  const report: BenchReport = {
    date: new Date().toISOString(),
    listings,
    chromium: chromiumVersion,
    node: process.version,
    load: { tool: 'autocannon', connections, durationSeconds, warmupSeconds },
    budgets,
    brands: results,
  }
  printReport(report)
  mkdirSync(artifactsDir, { recursive: true })
  const jsonPath = join(artifactsDir, 'bench.json')
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`\nwrote ${jsonPath}`)

  const failed = results.flatMap((r) => r.budgets.filter((b) => !b.pass).map((b) => `${r.brand} ${b.name}`))
  if (failed.length) {
    console.log(`\nFAIL: ${failed.join(', ')}`)
    return 1
  }
  console.log('\nAll budgets PASS')
  return 0
}

async function measureBrand(server: LocalServer, brandId: BrandId): Promise<BrandResult> {
  step(`${brandId}: page weight (chromium, cold cache)`)
  const weight: PageWeight = await measurePageWeight(brandUrl(server.port, brandId, '/'))

  step(`${brandId}: HTML`)
  const response = await server.fetch(brandId, '/')
  if (response.status !== 200) throw new Error(`${brandId} home page answered ${response.status}`)
  const html = new Uint8Array(await response.arrayBuffer())

  step(
    `${brandId}: throughput, ${connections} connections × ${durationSeconds} s (after ${warmupSeconds} s warm-up each)`,
  )
  const load = { port: server.port, host: server.host(brandId), connections }
  await measureThroughput({ ...load, path: '/', durationSeconds: warmupSeconds })
  await measureThroughput({ ...load, path: '/healthz', durationSeconds: warmupSeconds })
  const home: Throughput = await measureThroughput({ ...load, path: '/', durationSeconds })
  const healthz: Throughput = await measureThroughput({ ...load, path: '/healthz', durationSeconds })
  for (const run of [home, healthz]) {
    if (run.non2xx || run.errors || run.timeouts) {
      console.log(`  WARN ${run.path}: ${run.non2xx} non-2xx, ${run.errors} errors, ${run.timeouts} timeouts`)
    }
  }

  const budgetResults: BudgetResult[] = [
    {
      name: 'JS gzip',
      limitBytes: budgets.jsGzipBytes,
      actualBytes: weight.js.gzipBytes,
      pass: weight.js.gzipBytes <= budgets.jsGzipBytes,
    },
    {
      name: 'CSS gzip',
      limitBytes: budgets.cssGzipBytes,
      actualBytes: weight.css.gzipBytes,
      pass: weight.css.gzipBytes <= budgets.cssGzipBytes,
    },
  ]
  // A load run that got errors instead of pages measured nothing: count it as a failure too.
  const clean = (run: Throughput) => run.non2xx === 0 && run.errors === 0 && run.timeouts === 0
  budgetResults.push({ name: 'load runs without errors', pass: clean(home) && clean(healthz) })

  return {
    brand: brandId,
    js: weight.js,
    css: weight.css,
    hydratedAtMs: weight.hydratedAtMs,
    loadedAfterHydration: weight.afterHydration.map((url) => new URL(url).pathname),
    html: { rawBytes: html.length, gzipBytes: gzipSize(html) },
    throughput: {
      home,
      healthz,
      ratio: healthz.requestsPerSecond ? home.requestsPerSecond / healthz.requestsPerSecond : 0,
    },
    budgets: budgetResults,
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  },
)
