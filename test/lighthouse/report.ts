import { budgets } from './budgets.ts'
import type { PageResult, RunFigures } from './summary.ts'

// `npm run lighthouse`'s result (test/.artifacts/lighthouse.json), its printed table and the reasons behind a FAIL.

export interface LighthouseReport {
  date: string
  lighthouse: string
  chromium: string
  node: string
  listings: number
  runsPerPage: number
  /** The settings the runs used, as Lighthouse reports them. */
  settings: { formFactor: string; throttlingMethod: string; userAgent: string }
  budgets: typeof budgets
  pages: PageResult[]
}

/** A plain-text table; columns in `left` are padded on the right (text), the others on the left (numbers). */
function table(header: string[], rows: string[][], left: number[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (left.includes(i) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

const show = (value: number | null, digits = 0) => (value === null ? 'n/a' : value.toFixed(digits))
const verdict = (page: PageResult) => {
  const over = page.failedBudgets.join(', ')
  if (!page.heldToBudgets) return over ? `figures only (over: ${over})` : 'figures only (within)'
  return over ? `FAIL ${over}` : 'PASS'
}
/** '98 / 1.96 s / 101 ms / 0.000' (performance, LCP, TBT, CLS), or the error that left the run without figures. */
export const describeRun = (r: RunFigures) =>
  r.error && r.performance === null
    ? `error (${r.error})`
    : `${show(r.performance)} / ${show(r.lcpSeconds, 2)} s / ${show(r.tbtMs)} ms / ${show(r.cls, 3)}`
/** The CPU slowdown a page's runs used (calibrated to the host, or fixed by --cpu). */
const slowdown = (page: PageResult) => `${page.cpuSlowdown.toFixed(1)}×`
const indent = (lines: string[], prefix = '    ') => lines.map((line) => `${prefix}${line}`).join('\n')

export function printReport(report: LighthouseReport): void {
  const { formFactor, throttlingMethod } = report.settings
  const runs = report.runsPerPage === 1 ? 'one run per page' : `median of ${report.runsPerPage} runs per page`
  console.log(`\n=== Lighthouse ${report.lighthouse}: ${report.listings} listings, ${report.chromium} ===`)
  console.log(
    `${formFactor}, ${throttlingMethod} throttling, ${runs}; the host's benchmark index and CPU slowdown of each reported run`,
  )
  const b = budgets
  console.log(
    `Budgets: performance ≥ ${b.performance}, accessibility ≥ ${b.accessibility}, best practices ≥ ${b.bestPractices}, ` +
      `SEO ≥ ${b.seo}, LCP ≤ ${b.lcpSeconds} s, TBT ≤ ${b.tbtMs} ms, CLS ≤ ${b.cls}\n`,
  )
  const header = ['brand', 'page', 'index', 'CPU', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP s']
  header.push('TBT ms', 'CLS')
  const rows = report.pages.map((p) => [
    p.brand,
    p.page,
    show(p.hostBenchmarkIndex),
    slowdown(p),
    show(p.scores.performance),
    show(p.scores.accessibility),
    show(p.scores.bestPractices),
    show(p.scores.seo),
    show(p.lcpSeconds, 2),
    show(p.tbtMs),
    show(p.cls, 3),
    verdict(p),
  ])
  console.log(table([...header, 'result'], rows, [0, 1, header.length]))

  for (const page of report.pages) printDetails(page)
}

/** Why a page failed: run warnings, the metrics behind performance, and every audit that scored below 1. */
function printDetails(page: PageResult): void {
  const failed = page.failedBudgets.length > 0
  if (!failed && !page.runWarnings.length && !page.runtimeError) return
  console.log(`\n${page.brand} ${page.page} (${page.url}): ${verdict(page)}`)
  if (page.runtimeError) console.log(`  runtime error: ${page.runtimeError}`)
  for (const warning of page.runWarnings) console.log(`  warning: ${warning.replace(/\s+/g, ' ')}`)
  if (!failed) return

  const performanceFailed = page.failedBudgets.some((name) => /^(performance|LCP|TBT|CLS)/.test(name))
  if (performanceFailed) {
    if (page.allRuns.length) {
      console.log(`  every run (performance / LCP / TBT / CLS): ${page.allRuns.map(describeRun).join('; ')}`)
    }
    const m = page.metricsMs
    console.log(
      `  metrics: TTFB ${show(m.ttfb)} ms, FCP ${show(m.fcp)} ms, Speed Index ${show(m.speedIndex)} ms, ` +
        `TTI ${show(m.tti)} ms; observed in the trace: FCP ${show(m.observedFcp)} ms, LCP ${show(m.observedLcp)} ms`,
    )
    if (page.lcpBreakdown.length) console.log(`  LCP breakdown (observed):\n${indent(page.lcpBreakdown)}`)
    if (page.firstPaintRequests.length) {
      const heading =
        'finished before the observed first paint at render-blocking priority (the simulate model counts them)'
      console.log(`  ${heading}:\n${indent(page.firstPaintRequests)}`)
    }
    if (page.longTasks.length && page.failedBudgets.some((name) => /^(performance|TBT)/.test(name))) {
      console.log(`  long main-thread tasks (${slowdown(page)} CPU slowdown):\n${indent(page.longTasks)}`)
      if (page.longTaskParts.length) {
        console.log(`  what they spent their time on (self time, ms; the trace):\n${indent(page.longTaskParts)}`)
      }
    }
    if (page.layoutShifts.length) console.log(`  layout shifts:\n${indent(page.layoutShifts)}`)
  }
  const audits = page.failingAudits.filter((audit) => performanceFailed || audit.category !== 'performance')
  if (audits.length) console.log('  audits scoring below 1:')
  for (const audit of audits) {
    const value = audit.displayValue ? ` (${audit.displayValue})` : ''
    console.log(`    [${audit.category}] ${audit.id}: ${audit.title}${value}, score ${audit.score}`)
    if (audit.explanation) console.log(`      ${audit.explanation}`)
    if (audit.items.length) console.log(indent(audit.items, '      '))
  }
  console.log(`  full report: ${page.reportPath}`)
}
