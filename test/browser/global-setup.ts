import { cpSync, existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureChromium } from '../support/ensure-chromium.ts'
import { artifactsDir, prepareDatabase, projectRoot, startLocalServer } from '../support/local-server.ts'
import '../support/test-server.ts'

// Before the browser tests: Debian's chromium is there, the client is built, and one wrangler dev of the worker per
// vitest worker serves a small seeded database of its own (test/support/test-server.ts): vitest balances the files
// over its workers, and two files never share a server or a database. The database is seeded once and copied.

/** Listings seeded for the browser tests: enough for every home page section and footer list. */
export const browserTestListings = 2_000

/** The database every browser test server starts from, seeded once per seed (the seed CLI skips a seeded one). */
const seededDir = join(artifactsDir, `state-${browserTestListings}`)

/** A fresh copy of the seeded database for a server of its own, named `name`: its folder. */
export function seededDatabaseCopy(name: string): string {
  const persistDir = join(artifactsDir, `state-${browserTestListings}-${name}`)
  rmSync(persistDir, { recursive: true, force: true })
  cpSync(seededDir, persistDir, { recursive: true })
  return persistDir
}

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
  console.log(`browser tests: ${version}; starting ${count} wrangler dev servers with ${browserTestListings} listings…`)
  await prepareDatabase(seededDir, browserTestListings)
  const servers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      startLocalServer({ listings: browserTestListings, persistDir: seededDatabaseCopy(`server-${i + 1}`) }),
    ),
  )
  console.log(`browser tests: wrangler dev answers on ports ${servers.map((server) => server.port).join(', ')}`)
  project.provide(
    'serverPorts',
    servers.map((server) => server.port),
  )
  return async () => {
    await Promise.all(servers.map((server) => server.stop()))
  }
}
