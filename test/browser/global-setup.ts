import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureChromium } from '../support/ensure-chromium.ts'
import { projectRoot, startLocalServer, type LocalServer } from '../support/local-server.ts'

// Before the browser tests: Debian's chromium is there, the client is built, and a wrangler dev of the
// worker serves a small seeded database. The tests get the port through inject('serverPort').

declare module 'vitest' {
  export interface ProvidedContext {
    /** Port of the wrangler dev server; brands answer on http://<brand>.localhost:<port>/. */
    serverPort: number
  }
}

/** Listings seeded for the browser tests: enough for every home page section and footer list. */
export const browserTestListings = 2_000

let server: LocalServer | undefined

export async function setup(project: TestProject): Promise<void> {
  const manifest = join(projectRoot, 'dist/client/.vite/manifest.json')
  if (!existsSync(join(projectRoot, 'dist/client')) || !existsSync(manifest)) {
    throw new Error(
      'dist/client (the client build) is missing: run `npm run build` first (`npm test` builds before testing).',
    )
  }
  const version = ensureChromium()
  console.log(`browser tests: ${version}; starting wrangler dev with ${browserTestListings} listings…`)
  server = await startLocalServer({ listings: browserTestListings })
  console.log(`browser tests: wrangler dev answers on port ${server.port}`)
  project.provide('serverPort', server.port)
}

export async function teardown(): Promise<void> {
  await server?.stop()
  server = undefined
}
