import type { Result } from 'lighthouse'
import type { BrandId } from '../../brands/brand-config.ts'
import { checkBudgets, type Figures } from './budgets.ts'
import { describeItems, detailRows } from './details.ts'

// One page's Lighthouse result boiled down to what the table prints, plus the evidence behind a FAIL.

interface FailingAudit {
  category: string
  id: string
  title: string
  score: number
  displayValue?: string
  /** Lighthouse's reason, when it gives one (e.g. 'Fetch of robots.txt failed: Timed out fetching resource'). */
  explanation?: string
  /** Up to a few offending elements, resources or messages, one line each. */
  items: string[]
}

/** One run's headline figures, and why they are missing when a run or a metric errored. */
export interface RunFigures {
  performance: number | null
  lcpSeconds: number | null
  tbtMs: number | null
  cls: number | null
  error?: string
}

export interface PageResult extends Figures {
  brand: BrandId
  page: string
  url: string
  runs: number
  /** The CPU slowdown the runs used, and the host's benchmark index it was calibrated from (null when fixed). */
  cpuSlowdown: number
  hostBenchmarkIndex: number | null
  /** Simulated FCP, Speed Index, TTI and TTFB of the reported run, and what the unthrottled load observed (ms). */
  metricsMs: Record<'fcp' | 'speedIndex' | 'tti' | 'ttfb' | 'observedFcp' | 'observedLcp', number | null>
  /** Every run's headline figures, when more than one ran (the reported one is the median run). */
  allRuns: RunFigures[]
  /** The LCP element and the LCP subparts (Lighthouse 13 names the element in its LCP breakdown insight). */
  lcpBreakdown: string[]
  /**
   * Requests at render-blocking priority (VeryHigh, or High scripts) that finished before the observed first paint:
   * the simulation (lantern) counts these towards FCP and LCP, so a big script that happens to arrive before the
   * unthrottled first paint adds its whole throttled download to the simulated FCP/LCP.
   */
  firstPaintRequests: string[]
  /** The longest main-thread tasks (at the CPU slowdown): what TBT sums beyond 50 ms each. */
  longTasks: string[]
  /** The same tasks from the run's trace, with what each spent its time on (task-breakdown.ts). */
  longTaskParts: string[]
  /** The layout shifts and the elements that moved. */
  layoutShifts: string[]
  /** Lighthouse's runtime error, or the error of a metric audit, of the reported run. */
  runtimeError?: string
  runWarnings: string[]
  failedBudgets: string[]
  /** False for a page whose figures are reported beside the budgets only (page-list.ts `lighthouse: 'figures'`). */
  heldToBudgets: boolean
  /** Accessibility, best-practices and SEO audits scoring below 1, and performance insights and diagnostics. */
  failingAudits: FailingAudit[]
  reportPath: string
}

const categoryScore = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score
  return typeof value === 'number' ? Math.round(value * 100) : null
}
const metric = (lhr: Result, id: string) => {
  const value = lhr.audits[id]?.numericValue
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}
const round = (value: number | null | undefined, digits: number) =>
  typeof value === 'number' ? Number(value.toFixed(digits)) : null

/** The table's figures, rounded as printed so the verdict agrees with the numbers shown. */
export function headline(lhr: Result): RunFigures {
  const lcpMs = metric(lhr, 'largest-contentful-paint')
  const figures: RunFigures = {
    performance: categoryScore(lhr, 'performance'),
    lcpSeconds: round(lcpMs === null ? null : lcpMs / 1000, 2),
    tbtMs: round(metric(lhr, 'total-blocking-time'), 0),
    cls: round(metric(lhr, 'cumulative-layout-shift'), 3),
  }
  const metricIds = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]
  const errored = metricIds.map((id) => lhr.audits[id]).find((audit) => audit?.errorMessage)
  const error = lhr.runtimeError
    ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
    : errored && `${errored.id}: ${errored.errorMessage}`
  if (error) figures.error = error
  return figures
}

/** Audits below 1 of the accessibility, best-practices and SEO categories, then performance's insights. */
function failingAudits(lhr: Result): FailingAudit[] {
  const categories = ['accessibility', 'best-practices', 'seo', 'performance']
  return categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id]
      if (!audit || audit.score === null || audit.score >= 1) return []
      // The metrics are in the table already; hidden ones are not in the category's report.
      if (category === 'performance' && (ref.group === 'metrics' || ref.group === 'hidden')) return []
      const failing: FailingAudit = { category, id: audit.id, title: audit.title, score: audit.score, items: [] }
      if (audit.displayValue) failing.displayValue = audit.displayValue
      if (audit.explanation) failing.explanation = audit.explanation.replace(/\s+/g, ' ')
      failing.items = describeItems(audit.details, category === 'performance' ? 3 : 5)
      return [failing]
    }),
  )
}

function firstPaintRequests(lhr: Result, observedFcp: number | null): string[] {
  if (observedFcp === null) return []
  type Request = { url: string; priority: string; resourceType?: string; networkEndTime: number; transferSize: number }
  const requests = detailRows(lhr.audits['network-requests']?.details) as unknown as Request[]
  return requests
    .filter((r) => r.priority === 'VeryHigh' || (r.priority === 'High' && r.resourceType === 'Script'))
    .filter((r) => r.networkEndTime <= observedFcp)
    .map(
      (r) =>
        `${r.url} | ${r.priority} ${r.resourceType ?? ''} | ${(r.transferSize / 1024).toFixed(1)} KB | ` +
        `ends at ${Math.round(r.networkEndTime)} ms`,
    )
}

/** What a run carries beyond its report: the host's index its slowdown came from (null when fixed), its trace's tasks. */
export interface RunFacts {
  benchmarkIndex: number | null
  longTaskParts: string[]
}

export function summarize(
  brand: BrandId,
  page: string,
  url: string,
  lhr: Result,
  allRuns: Result[],
  reportPath: string,
  facts: RunFacts,
): Omit<PageResult, 'heldToBudgets'> {
  const { performance, lcpSeconds, tbtMs, cls, error } = headline(lhr)
  const scores = {
    performance,
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    seo: categoryScore(lhr, 'seo'),
  }
  const lantern = detailRows(lhr.audits.metrics?.details)[0] ?? {}
  const observedFcp = round(lantern.observedFirstContentfulPaint as number | undefined, 0)
  const result: Omit<PageResult, 'heldToBudgets'> = {
    brand,
    page,
    url,
    runs: allRuns.length,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 4,
    hostBenchmarkIndex: facts.benchmarkIndex,
    scores,
    lcpSeconds,
    tbtMs,
    cls,
    metricsMs: {
      fcp: round(metric(lhr, 'first-contentful-paint'), 0),
      speedIndex: round(metric(lhr, 'speed-index'), 0),
      tti: round(metric(lhr, 'interactive'), 0),
      ttfb: round(lantern.timeToFirstByte as number | undefined, 0),
      observedFcp,
      observedLcp: round(lantern.observedLargestContentfulPaint as number | undefined, 0),
    },
    allRuns: allRuns.length > 1 ? allRuns.map(headline) : [],
    lcpBreakdown: describeItems(lhr.audits['lcp-breakdown-insight']?.details, 8),
    firstPaintRequests: firstPaintRequests(lhr, observedFcp),
    longTasks: describeItems(lhr.audits['long-tasks']?.details, 5),
    longTaskParts: facts.longTaskParts,
    layoutShifts: describeItems(lhr.audits['layout-shifts']?.details, 5),
    runWarnings: lhr.runWarnings,
    failedBudgets: checkBudgets({ scores, lcpSeconds, tbtMs, cls }),
    failingAudits: failingAudits(lhr),
    reportPath,
  }
  if (error) result.runtimeError = error
  return result
}
