import { expect, test } from 'vitest'
import type { TestSpecification, Vitest } from 'vitest/node'
import LongestFirstSequencer from '../support/longest-first-sequencer.ts'

// vitest keeps a worker for the next file only when that file is of the same project: the order must keep each
// project's files together (browser, worker, unit), the longest first within each.

const root = '/project'
const lastDurations: Record<string, number> = {
  'browser:test/browser/a.test.ts': 40_000,
  'browser:test/browser/page-quality-land.test.ts': 200_000,
  'worker:test/worker/long.test.ts': 50_000,
  'worker:test/worker/short.test.ts': 900,
  'unit:test/unit/slow.test.ts': 10_000,
  'unit:test/unit/quick.test.ts': 50,
}
const spec = (project: string, path: string) =>
  ({ project: { name: project }, moduleId: `${root}/${path}` }) as unknown as TestSpecification

test('each project’s files together, browser then worker then unit, the longest first within each', async () => {
  const ctx = {
    config: { root },
    cache: {
      getFileTestResults: (key: string) =>
        lastDurations[key] === undefined ? undefined : { duration: lastDurations[key] },
      getFileStats: () => ({ size: 1_000 }),
    },
  } as unknown as Vitest
  const files = [
    spec('unit', 'test/unit/quick.test.ts'),
    spec('worker', 'test/worker/short.test.ts'),
    spec('unit', 'test/unit/slow.test.ts'),
    spec('browser', 'test/browser/a.test.ts'),
    spec('worker', 'test/worker/long.test.ts'),
    spec('browser', 'test/browser/page-quality-land.test.ts'),
    spec('browser', 'test/browser/new.test.ts'),
  ]
  const sorted = await new LongestFirstSequencer(ctx).sort(files)
  expect(sorted.map((each) => each.moduleId.slice(root.length + 1))).toEqual([
    'test/browser/page-quality-land.test.ts',
    'test/browser/a.test.ts',
    // No earlier run: its size (1,000 bytes) as its length.
    'test/browser/new.test.ts',
    'test/worker/long.test.ts',
    'test/worker/short.test.ts',
    'test/unit/slow.test.ts',
    'test/unit/quick.test.ts',
  ])
})
