import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

// Four projects: `worker` runs inside workerd with D1 migrated (the real runtime, the real bindings); `unit`
// checks pure functions and the project's own tools in Node; `browser` and `pages` drive Debian's chromium through
// playwright-core against a wrangler dev server of the build.
// The browser tests are three projects, each one file at a time against its own wrangler dev server and database
// (global-setup.ts): the page list (page-quality), the browser files that follow it, and every other browser file.
// npm test runs them in two vitest runs side by side (test/support/run-vitest.ts): the page list and those after it
// in one, worker, unit and the other browser files in the other.
// The limits are for a slow host: the same 2-core machine has measured three times slower from one day to the next
// (Lighthouse's benchmark index 3,500 to 1,000; npm test 13.5 to 35 minutes), and a check that waits for the page must
// not fail for that. A page that never comes still fails, later.
const browserProject = {
  environment: 'node',
  globalSetup: ['test/browser/global-setup.ts'],
  testTimeout: 180_000,
  hookTimeout: 480_000,
  fileParallelism: false,
  expect: { poll: { timeout: 15_000 } },
}

// The browser files that run after the page list rather than beside the worker tests: together about as long as the
// other run's share past the page list's end (page list 523 s, worker, unit and every browser file 867 s).
const afterPageList = [
  'test/fuzz/http-fuzz.test.ts',
  'test/browser/accounts.test.ts',
  'test/browser/search-bar.test.ts',
  'test/browser/tracking.test.ts',
  'test/browser/proxy-mode.test.ts',
]

export default defineConfig(async () => {
  const migrations = await readD1Migrations('worker/db/migrations')
  return {
    test: {
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
            setupFiles: ['test/worker/apply-migrations.ts', 'test/worker/console-guard.ts'],
          },
        },
        {
          test: {
            name: 'unit',
            include: ['test/unit/**/*.test.ts'],
            environment: 'node',
          },
        },
        {
          test: {
            name: 'browser',
            include: ['test/browser/**/*.test.ts', 'test/fuzz/**/*.test.ts'],
            exclude: ['test/browser/page-quality.test.ts', ...afterPageList],
            ...browserProject,
          },
        },
        {
          test: {
            name: 'browser-after-pages',
            include: afterPageList,
            ...browserProject,
          },
        },
        {
          test: {
            name: 'pages',
            include: ['test/browser/page-quality.test.ts'],
            ...browserProject,
            // The page list's pages run three at a time: while one waits for the network to go quiet, the others are
            // laid out and checked (227 pages: two at a time took 478 s, three 433 s, four 433 s).
            maxConcurrency: 3,
          },
        },
      ],
    },
  }
})
