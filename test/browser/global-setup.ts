import { cpSync, existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureChromium } from '../support/ensure-chromium.ts'
import { startBundledServer } from '../support/bundled-server.ts'
import { bundleForDeploy } from '../support/deploy-bundle.ts'
import { artifactsDir, prepareDatabase, projectRoot } from '../support/local-server.ts'
import '../support/test-server.ts'

// Before the browser tests: Debian's chromium is there, the client is built, the worker is bundled as a deploy
// bundles it, and one server of that bundle per vitest worker (Miniflare: test/support/bundled-server.ts) serves a small
// seeded database of its own (test/support/test-server.ts): vitest balances the files over its workers, and two files
// never share a server or a database. The worker is bundled once and the database seeded once, then copied; a test
// that needs a server of its own (a proxy front, trackers configured) starts one from the same bundle.
// Not wrangler dev: it bundles the worker again for each server and puts its dev proxy and a Node process in front of
// every request (over a run of eight servers, wrangler's Node took 65 CPU s and esbuild 36 s; now 18 and 4).
// `npm start` serves with it.

/** Listings seeded for the browser tests: enough for every home page section and footer list. */
export const browserTestListings = 2_000

/** The database every browser test server starts from, seeded once per seed (the seed CLI skips a seeded one). */
const seededDir = join(artifactsDir, `state-${browserTestListings}`)
/** A migrated database with nothing in it, for a server that answers from another (a proxy front). */
const emptyDir = join(artifactsDir, 'state-0')

/** The worker as deployed, bundled for this run: what every browser test server serves. */
export const testBundleDir = join(artifactsDir, 'test-worker-bundle')

function databaseCopy(from: string, to: string): string {
  const persistDir = join(artifactsDir, to)
  rmSync(persistDir, { recursive: true, force: true })
  cpSync(from, persistDir, { recursive: true })
  return persistDir
}

/** A fresh copy of the seeded database for a server of its own, named `name`: its folder. */
export const seededDatabaseCopy = (name: string) => databaseCopy(seededDir, `state-${browserTestListings}-${name}`)

/** A fresh copy of the empty database, named `name`: its folder. */
export const emptyDatabaseCopy = (name: string) => databaseCopy(emptyDir, `state-0-${name}`)

/** Starts the servers; what it returns, vitest calls after the tests to stop them. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const manifest = join(projectRoot, 'dist/client/.vite/manifest.json')
  if (!existsSync(join(projectRoot, 'dist/client')) || !existsSync(manifest)) {
    throw new Error(
      'dist/client (the client build) is missing: run `npm run build` first (`npm test` builds before testing).',
    )
  }
  const version = ensureChromium()
  // One per vitest worker: the project's own limit, or the run's (vitest.config.ts).
  const count = project.config.maxWorkers || project.vitest.config.maxWorkers
  console.log(
    `browser tests: ${version}; starting ${count} servers of the worker with ${browserTestListings} listings…`,
  )
  const started = Date.now()
  await Promise.all([
    bundleForDeploy('production', testBundleDir),
    prepareDatabase(seededDir, browserTestListings),
    prepareDatabase(emptyDir, 0, false),
  ])
  const servers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      startBundledServer({ bundleDir: testBundleDir, persistDir: seededDatabaseCopy(`server-${i + 1}`) }),
    ),
  )
  console.log(
    `browser tests: the servers answer on ports ${servers.map((server) => server.port).join(', ')} ` +
      `(ready in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  )
  project.provide(
    'serverPorts',
    servers.map((server) => server.port),
  )
  return async () => {
    await Promise.all(servers.map((server) => server.stop()))
  }
}
