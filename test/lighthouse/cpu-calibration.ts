import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { launchChromium } from '../support/chromium.ts'

// Lighthouse's mobile runs emulate one phone (a Moto G Power class device) by slowing the host's CPU by a factor. Its
// default of 4× assumes a fast desktop: Lighthouse's docs (throttling.md, "Calibrating multipliers") give the factor
// that emulates that phone from the host's benchmark index, and Lighthouse warns on a host of index 1,000 or less that
// 4× emulates a slower phone than it means. The hosts here have measured 3,500 to 3,800 one day and 900 to 1,600
// another: 4× was then two different phones, three times apart. So `npm run lighthouse` measures the host's index
// before each run and slows the CPU by the calibrated factor, and every run on any host emulates the same phone. On
// a host faster than about 1,530 that is stricter than 4×.

/**
 * The CPU slowdown that makes a host of this benchmark index emulate Lighthouse's mobile device: Lighthouse's CPU
 * throttling calculator (lighthouse-cpu-throttling-calculator.vercel.app, linked from its throttling.md), a line
 * through 150 → 1×, 800 → 2×, 1,300 → 3× and 233 more per further step. A host below 150 gets no slowdown.
 */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`bad benchmark index ${benchmarkIndex}`)
  const steps: [index: number, multiplier: number][] = [
    [150, 1],
    [800, 2],
    [1300, 3],
  ]
  if (benchmarkIndex < 150) return 1
  for (let i = 1; i < steps.length; i++) {
    const [fromIndex, fromMultiplier] = steps[i - 1]!
    const [toIndex] = steps[i]!
    if (benchmarkIndex < toIndex) return fromMultiplier + (benchmarkIndex - fromIndex) / (toIndex - fromIndex)
  }
  return 3 + (benchmarkIndex - 1300) / 233
}

/** How far Lighthouse's own reading of the host's index, as a run starts, may stray from its calibration's. */
export const steadyHostDrift = 0.3

/** How far the host's speed moved between a run's calibration and its start, as a share of the first reading. */
export function hostSpeedDrift(calibratedAt: number, atStart: number): number {
  return Math.abs(atStart - calibratedAt) / calibratedAt
}

/**
 * The host's benchmark index as Lighthouse computes it (its own page function): one reading, about a second, taken
 * just before the run it calibrates, since the host's speed moves from minute to minute.
 */
export async function measureBenchmarkIndex(): Promise<number> {
  const chromium = await launchChromium()
  try {
    const page = await chromium.context.newPage()
    return await page.evaluate(pageFunctions.computeBenchmarkIndex)
  } finally {
    await chromium.close()
  }
}
