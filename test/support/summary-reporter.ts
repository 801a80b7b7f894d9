import { relative } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

/** How many of the slowest test files the summary names: where to look first when npm test grows. */
const slowestShown = 12

/**
 * Ends a run with one plain line, 'vitest: N passed, N failed, N skipped', that CI logs can be read by, after the
 * slowest files with their time (tests and hooks, setup and import) and each project's lane: its files' time added up,
 * and from its first file's start to its last file's end (when, from the run's start: a lane that starts late waited on
 * a global setup).
 */
export default class SummaryReporter implements Reporter {
  private readonly started = Date.now()
  private readonly lanes = new Map<string, { files: number; ms: number; first: number; last: number }>()

  onTestModuleStart(testModule: TestModule) {
    const lane = this.lanes.get(testModule.project.name) ?? { files: 0, ms: 0, first: Date.now(), last: 0 }
    this.lanes.set(testModule.project.name, lane)
  }

  onTestModuleEnd(testModule: TestModule) {
    const lane = this.lanes.get(testModule.project.name)
    if (!lane) return
    lane.files++
    lane.ms += fileTime(testModule)
    lane.last = Date.now()
  }

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
    const timed = testModules.map((testModule) => ({
      name: `${testModule.project.name}: ${relative(process.cwd(), testModule.moduleId)}`,
      ms: fileTime(testModule),
    }))
    const slowest = timed.sort((a, b) => b.ms - a.ms).slice(0, slowestShown)
    if (slowest.length > 1) {
      console.log(
        `slowest files:\n${slowest.map((f) => `  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.name}`).join('\n')}`,
      )
    }
    const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`
    console.log(
      `lanes (files' time added up; first start to last end, in the run's time):\n${[...this.lanes]
        .map(
          ([name, lane]) =>
            `  ${name}: ${lane.files} files, ${seconds(lane.ms)}; ${seconds(lane.last - lane.first)} ` +
            `(from ${seconds(lane.first - this.started)} to ${seconds(lane.last - this.started)})`,
        )
        .join('\n')}\n  vitest wall: ${seconds(Date.now() - this.started)}`,
    )
    console.log(`vitest: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
  }
}

/** A file's time: its tests and hooks, its setup, collection and import. */
function fileTime(testModule: TestModule): number {
  const d = testModule.diagnostic()
  return d.duration + d.collectDuration + d.setupDuration + d.prepareDuration + d.environmentSetupDuration
}
