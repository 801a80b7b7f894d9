import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import LongestFirstSequencer from './test/support/longest-first-sequencer.ts'

// Three projects in one run: `worker` runs inside workerd with D1 migrated (the real runtime, the real bindings);
// `unit` checks pure functions, the build's output and the project's own tools in Node; `browser` drives Debian's
// chromium through playwright-core against servers of the worker's deploy bundle (test/browser/global-setup.ts), the
// page list among them (one file per brand).
// vitest balances every file of the three over `maxWorkers` workers, a project's files together and the longest first
// by the last run's times (its cache; test/support/longest-first-sequencer.ts), so no list of files is kept by hand. Three workers on two cores: the browser files spend much of their
// time waiting on a page or the network, and two at once left a core idle (npm test used 40% of the machine).
// The limits are for a slow host: the same 2-core machine has measured three times slower from one day to the next
// (Lighthouse's benchmark index 3,500 to 1,000; npm test 13.5 to 35 minutes), and a check that waits for the page must
// not fail for that. A page that never comes still fails, later.
const maxWorkers = 3

export default defineConfig(async () => {
  const migrations = await readD1Migrations('worker/db/migrations')
  return {
    test: {
      maxWorkers,
      sequence: { sequencer: LongestFirstSequencer },
      reporters: ['default', './test/support/summary-reporter.ts'],
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              remoteBindings: false,
              miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
            }),
          ],
          test: {
            name: 'worker',
            include: ['test/worker/**/*.test.ts', 'worker/**/*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 120_000,
            setupFiles: [
              'test/worker/fresh-database.ts',
              'test/worker/console-guard.ts',
              'test/worker/unread-pages.ts',
            ],
            // The files of a vitest worker share one isolate: the worker's code is imported once, not once a file
            // (5 s each); fresh-database.ts gives each file its own database and edge cache.
            isolate: false,
          },
        },
        {
          test: {
            name: 'unit',
            include: ['test/unit/**/*.test.ts'],
            environment: 'node',
            // vitest's 5 s is too short for the property tests and the tools the unit files run (a town-label rebuild
            // took 7.5 s) while the worker lane's workerd and the type check share the two cores.
            testTimeout: 30_000,
            // The files of a vitest worker share their imports: importing the project's modules afresh for each of
            // 86 files was most of the lane (alone: 44 s, 61 CPU s; shared: 15 s, 26 CPU s). What a file stubs (globals,
            // timers) it restores after each test; the lane passes in any order (--sequence.shuffle).
            isolate: false,
          },
        },
        {
          test: {
            name: 'browser',
            include: ['test/browser/**/*.test.ts', 'test/fuzz/**/*.test.ts'],
            environment: 'node',
            // As the unit files: a vitest worker imports playwright, the page list and the brands once for all its
            // files, not once a file (8 files: vitest's Node 21.9 → 14.0 CPU s). Each file launches its own chromium
            // in its hooks (test/support/chromium-for-tests.ts), and no support module registers hooks or keeps a
            // file's state when imported.
            isolate: false,
            globalSetup: ['test/browser/global-setup.ts'],
            testTimeout: 180_000,
            hookTimeout: 480_000,
            expect: { poll: { timeout: 15_000 } },
            // A browser check that fails once is run again, and vitest reports it as flaky: with three files at once
            // on two cores, a page's timing shifts (twice, axe saw a card's like button beside its carousel arrows
            // as they appeared, on landwatch at 375 px, and never when that page was checked alone). A fault fails both.
            retry: 1,
            // The page list's pages run three at a time: while one waits for the network to go quiet, the others are
            // laid out and checked (227 pages: two at a time took 478 s, three 433 s, four 433 s).
            maxConcurrency: 3,
          },
        },
      ],
    },
  }
})
