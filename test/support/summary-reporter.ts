import { relative } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

/** How many of the slowest test files the summary names: where to look first when npm test grows. */
const slowestShown = 12

/**
 * Ends a run with one plain line, 'vitest: N passed, N failed, N skipped', that CI logs can be read by, after the
 * slowest files with their time (tests and hooks, setup and import).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 }
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') counts.passed++
        else if (state === 'failed') counts.failed++
        else counts.skipped++
      }
    }
    const timed = testModules.map((testModule) => {
      const d = testModule.diagnostic()
      const ms = d.duration + d.collectDuration + d.setupDuration + d.prepareDuration + d.environmentSetupDuration
      return { name: `${testModule.project.name}: ${relative(process.cwd(), testModule.moduleId)}`, ms }
    })
    const slowest = timed.sort((a, b) => b.ms - a.ms).slice(0, slowestShown)
    if (slowest.length > 1) {
      console.log(
        `slowest files:\n${slowest.map((f) => `  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.name}`).join('\n')}`,
      )
    }
    console.log(`vitest: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
  }
}
