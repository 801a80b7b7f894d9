// `npm run lighthouse`'s budgets per page, in one place, and the check against them.

/** Minimum category scores (0–100) and maximum metrics (LCP in seconds, TBT in ms, CLS unitless). */
export const budgets = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
  lcpSeconds: 1.8,
  tbtMs: 100,
  cls: 0.02,
} as const

/** A page's scores (0–100) and metrics, rounded as the table prints them; null when the audit errored. */
export interface Figures {
  scores: { performance: number | null; accessibility: number | null; bestPractices: number | null; seo: number | null }
  lcpSeconds: number | null
  tbtMs: number | null
  cls: number | null
}

/** The budgets `figures` misses, e.g. ['performance<95', 'LCP>1.8s']; a missing figure counts as a miss. */
export function checkBudgets(figures: Figures): string[] {
  const atLeast = (value: number | null, min: number) => value !== null && value >= min
  const atMost = (value: number | null, max: number) => value !== null && value <= max
  const { scores } = figures
  const checks: [string, boolean][] = [
    [`performance<${budgets.performance}`, atLeast(scores.performance, budgets.performance)],
    [`accessibility<${budgets.accessibility}`, atLeast(scores.accessibility, budgets.accessibility)],
    [`best-practices<${budgets.bestPractices}`, atLeast(scores.bestPractices, budgets.bestPractices)],
    [`SEO<${budgets.seo}`, atLeast(scores.seo, budgets.seo)],
    [`LCP>${budgets.lcpSeconds}s`, atMost(figures.lcpSeconds, budgets.lcpSeconds)],
    [`TBT>${budgets.tbtMs}ms`, atMost(figures.tbtMs, budgets.tbtMs)],
    [`CLS>${budgets.cls}`, atMost(figures.cls, budgets.cls)],
  ]
  return checks.filter(([, pass]) => !pass).map(([name]) => name)
}
