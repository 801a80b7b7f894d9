import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureChromium } from '../support/ensure-chromium.ts'
import { artifactsDir, projectRoot, startLocalServer } from '../support/local-server.ts'

// Before the browser tests: Debian's chromium is there, the client is built, and a wrangler dev of the
// worker serves a small seeded database. The tests get the port through inject('serverPort'). Each browser project
// (vitest.config.ts) has its own server and database, so that the two run side by side without sharing a D1 file.

declare module 'vitest' {
  export interface ProvidedContext {
    /** Port of the wrangler dev server; brands answer on http://<brand>.localhost:<port>/. */
    serverPort: number
  }
}

/** Listings seeded for the browser tests: enough for every home page section and footer list. */
export const browserTestListings = 2_000

/** Starts the project's server; what it returns, vitest calls after the project's tests to stop it. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const manifest = join(projectRoot, 'dist/client/.vite/manifest.json')
  if (!existsSync(join(projectRoot, 'dist/client')) || !existsSync(manifest)) {
    throw new Error(
      'dist/client (the client build) is missing: run `npm run build` first (`npm test` builds before testing).',
    )
  }
  const version = ensureChromium()
  const name = project.name
  console.log(`${name} tests: ${version}; starting wrangler dev with ${browserTestListings} listings…`)
  const server = await startLocalServer({
    listings: browserTestListings,
    persistDir: join(artifactsDir, `state-${browserTestListings}-${name}`),
  })
  console.log(`${name} tests: wrangler dev answers on port ${server.port}`)
  project.provide('serverPort', server.port)
  return () => server.stop()
}
