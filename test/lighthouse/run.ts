import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import lighthouse, { generateReport, type Result } from 'lighthouse'
import * as constants from 'lighthouse/core/config/constants.js'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import { brandIds } from '../../brands/brand-registry.ts'
import { harnessPages } from '../harness/page-list.ts'
import { positiveInt, startProductionServer, step } from '../support/production-server.ts'
import { artifactsDir, brandUrl, projectRoot } from '../support/local-server.ts'
import { budgets } from './budgets.ts'
import { launchDebuggableChromium } from './chromium.ts'
import { calibratedCpuMultiplier, hostSpeedDrift, measureBenchmarkIndex, steadyHostDrift } from './cpu-calibration.ts'
import { describeRun, printReport, type LighthouseReport } from './report.ts'
import { headline, summarize, type PageResult, type RunFacts } from './summary.ts'
import { longTaskBreakdown } from './task-breakdown.ts'

// `npm run lighthouse`: builds the client, serves the worker as deployed (production build, minified) on a seeded
// local D1, and runs Lighthouse (default config: mobile, Moto G Power emulation, slow 4G and a 4× slower CPU) in Debian's
// chromium on every page of test/harness/page-list.ts marked `lighthouse: true`, per brand. Prints a table, writes
// test/.artifacts/lighthouse.json and one HTML report per page under test/.artifacts/lighthouse/, exits 1 when a
// page misses a budget (budgets.ts).
//
// Throttling is applied (Lighthouse's 'devtools' method): the page loads over the throttled network and CPU, and the
// metrics are what that load shows. Lighthouse's default, 'simulate', replays an unthrottled load through a model
// that counts every ES-module script downloaded before the unthrottled first paint as render-blocking, since it cannot
// see when a module runs; on localhost the app's module arrives in ~40 ms, before that paint, so the simulated LCP
// jumps between ~0.8 s and ~1.9 s from run to run with nothing changed. `--throttling simulate` runs that model.
//
// Options: --listings N (default 50000)  --runs N (5; the median run per page, as Lighthouse advises) --no-build
//          --throttling devtools|simulate (default devtools)  --page TEXT[,TEXT…] (only pages whose name contains
//          one of them)  --cpu calibrated|N (default calibrated: the CPU slowdown that emulates Lighthouse's phone
//          on this host, cpu-calibration.ts, measured before each run; N: that slowdown, e.g. 4, Lighthouse's default)

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '50000' },
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    throttling: { type: 'string', default: 'devtools' },
    page: { type: 'string' },
    cpu: { type: 'string', default: 'calibrated' },
  },
})
if (args.throttling !== 'devtools' && args.throttling !== 'simulate') {
  throw new Error(`--throttling must be devtools or simulate, got ${args.throttling}`)
}
const throttlingMethod: 'devtools' | 'simulate' = args.throttling
const fixedCpuMultiplier = args.cpu === 'calibrated' ? null : Number(args.cpu)
if (fixedCpuMultiplier !== null && !(fixedCpuMultiplier >= 1)) {
  throw new Error(`--cpu must be calibrated or a slowdown of at least 1, got ${args.cpu}`)
}

const listings = positiveInt('listings', args.listings)
const runs = positiveInt('runs', args.runs)
const named = (args.page ?? '').split(',')
const reportsDir = join(artifactsDir, 'lighthouse')

/**
 * One Lighthouse run of `url` in a fresh chromium (fresh profile, cold cache), closed afterwards, with what each of its
 * long tasks spent its time on (task-breakdown.ts): the trace it is read from is not kept.
 */
async function runLighthouse(
  url: string,
  cpuSlowdownMultiplier: number,
): Promise<{ lhr: Result; longTaskParts: string[] }> {
  const chromium = await launchDebuggableChromium()
  try {
    const throttling = { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier }
    const flags = {
      port: chromium.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      throttlingMethod,
      throttling,
    }
    const result = await lighthouse(url, flags)
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    return { lhr: result.lhr, longTaskParts: longTaskBreakdown(result.artifacts.Trace.traceEvents) }
  } finally {
    await chromium.close()
  }
}

/** Tries of a run whose host changed speed between its calibration and its start (another tenant's load here). */
const steadyTries = 3
/**
 * One run with the CPU slowed for the host's speed just before it (cpu-calibration.ts). The hosts here share their
 * CPU: its speed has moved by half within a minute, so a page's runs are calibrated one by one, and a run that starts
 * on a host of another speed than it was calibrated for is run again; the last try stands, with a warning.
 */
async function calibratedRun(url: string): Promise<{ lhr: Result } & RunFacts> {
  for (let attempt = 1; ; attempt++) {
    const benchmarkIndex = fixedCpuMultiplier === null ? await measureBenchmarkIndex() : null
    const cpu = benchmarkIndex === null ? fixedCpuMultiplier! : calibratedCpuMultiplier(benchmarkIndex)
    const { lhr, longTaskParts } = await runLighthouse(url, cpu)
    const atStart = lhr.environment.benchmarkIndex
    if (benchmarkIndex === null || !atStart) return { lhr, benchmarkIndex, longTaskParts }
    const drift = hostSpeedDrift(benchmarkIndex, atStart)
    const reading = `host index ${Math.round(benchmarkIndex)}, CPU slowed ${cpu.toFixed(1)}×; ${Math.round(atStart)} as the run started`
    if (drift <= steadyHostDrift) {
      console.log(reading)
      return { lhr, benchmarkIndex, longTaskParts }
    }
    const moved = `${reading}: the host's speed moved ${Math.round(drift * 100)} %`
    if (attempt === steadyTries) {
      lhr.runWarnings.push(`${moved} in each of ${steadyTries} tries; this run measured another phone`)
      return { lhr, benchmarkIndex, longTaskParts }
    }
    console.log(`${moved}, run again`)
  }
}

/** The run closest to the median FCP and TTI (Lighthouse's own choice), or the last run if none is valid. */
function medianRun(lhrs: Result[]): Result {
  if (lhrs.length === 1) return lhrs[0]!
  const valid = filterToValidRuns(lhrs)
  return valid.length ? computeMedianRun(valid) : lhrs[lhrs.length - 1]!
}

async function main(): Promise<number> {
  const { server, chromiumVersion } = await startProductionServer({ listings, build: !args['no-build'] })

  mkdirSync(reportsDir, { recursive: true })
  const pages: PageResult[] = []
  let settingsFrom: Result | undefined
  try {
    for (const brandId of brandIds) {
      const measured = harnessPages[brandId].filter((p) => p.lighthouse && named.some((part) => p.name.includes(part)))
      for (const page of measured) {
        const url = brandUrl(server.port, brandId, page.path)
        // One request first, so the worker's first-request start-up (wrangler dev compiles on demand) is not
        // measured as server response time; it also checks the page answers the status the harness expects.
        const warm = await server.fetch(brandId, page.path)
        if (warm.status !== page.status) throw new Error(`${url} answered ${warm.status}, expected ${page.status}`)
        const lhrs: Result[] = []
        const factsOf = new Map<Result, RunFacts>()
        for (let run = 1; run <= runs; run++) {
          step(`${brandId} ${page.name}: Lighthouse${runs > 1 ? ` run ${run}/${runs}` : ''} ${url}`)
          const runStarted = Date.now()
          const { lhr, ...facts } = await calibratedRun(url)
          lhrs.push(lhr)
          factsOf.set(lhr, facts)
          const seconds = ((Date.now() - runStarted) / 1000).toFixed(1)
          console.log(`done in ${seconds} s: performance / LCP / TBT / CLS ${describeRun(headline(lhr))}`)
        }
        const lhr = medianRun(lhrs)
        settingsFrom ??= lhr
        const reportPath = join(reportsDir, `${brandId}-${page.name}.html`)
        writeFileSync(reportPath, generateReport(lhr, 'html'))
        const summary = summarize(
          brandId,
          page.name,
          url,
          lhr,
          lhrs,
          relative(projectRoot, reportPath),
          factsOf.get(lhr)!,
        )
        pages.push({ ...summary, heldToBudgets: page.lighthouse === true })
      }
    }
  } finally {
    await server.stop()
  }
  if (!settingsFrom) throw new Error('test/harness/page-list.ts marks no page with lighthouse: true')

  const report: LighthouseReport = {
    date: new Date().toISOString(),
    lighthouse: settingsFrom.lighthouseVersion,
    chromium: chromiumVersion,
    node: process.version,
    listings,
    runsPerPage: runs,
    settings: {
      formFactor: settingsFrom.configSettings.formFactor,
      throttlingMethod: settingsFrom.configSettings.throttlingMethod,
      userAgent: settingsFrom.environment.networkUserAgent,
    },
    budgets,
    pages,
  }
  printReport(report)
  const jsonPath = join(artifactsDir, 'lighthouse.json')
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`)
  console.log(
    `\nwrote ${relative(projectRoot, jsonPath)} and ${pages.length} HTML reports in ${relative(projectRoot, reportsDir)}/`,
  )

  const failed = pages.filter((p) => p.heldToBudgets && p.failedBudgets.length)
  if (failed.length) {
    console.log(`\nFAIL: ${failed.map((p) => `${p.brand} ${p.page} (${p.failedBudgets.join(', ')})`).join('; ')}`)
    return 1
  }
  console.log('\nAll Lighthouse budgets PASS')
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  },
)
