import { spawnSync } from 'node:child_process'
import { ensureChromium } from './ensure-chromium.ts'
import { projectRoot, startLocalServer, type LocalServer } from './local-server.ts'

// What the measuring scripts (npm run bench, npm run lighthouse) share: their option parsing, their step lines, and
// the worker served as deployed (React's production build, minified) on a seeded local D1, next to chromium.

export function positiveInt(name: string, value: string | undefined): number {
  const n = Number(value)
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive integer, got ${value}`)
  return n
}

export function step(message: string): void {
  console.log(`\n▶ ${message}`)
}

export function buildClient(): void {
  step('npm run build')
  const build = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' })
  if (build.status !== 0) throw new Error(`npm run build failed (${build.signal ?? `exit ${build.status}`})`)
}

/** Builds the client (unless `build` is false), makes sure chromium is there and serves the production build. */
export async function startProductionServer(options: {
  listings: number
  build: boolean
}): Promise<{ server: LocalServer; chromiumVersion: string }> {
  if (options.build) buildClient()
  step('chromium')
  const chromiumVersion = ensureChromium()
  console.log(chromiumVersion)

  step(`local server: migrate, seed ${options.listings} listings (skipped when already seeded), wrangler dev`)
  const started = Date.now()
  const server = await startLocalServer({ listings: options.listings, readyTimeoutMs: 120_000, production: true })
  console.log(`ready on port ${server.port} after ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return { server, chromiumVersion }
}
