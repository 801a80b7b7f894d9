import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

// Playwright cannot download its own browsers here (the network is closed but for npm and Debian's apt),
// so the browser tests and the bench drive Debian's chromium. This installs it when it is missing.
// Run directly: `node test/support/ensure-chromium.ts` (needs root for apt-get).

export const chromiumPath = '/usr/bin/chromium'

/** Installs chromium with apt-get when missing; returns its version line. Throws with apt's output on failure. */
export function ensureChromium(): string {
  if (!existsSync(chromiumPath)) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const run = (args: string[]) => {
      try {
        execFileSync('apt-get', args, { env, stdio: ['ignore', 'pipe', 'pipe'], timeout: 600_000 })
      } catch (error) {
        const e = error as { stdout?: Buffer; stderr?: Buffer; message: string }
        throw new Error(
          `apt-get ${args.join(' ')} failed: ${e.message}\n${e.stdout?.toString() ?? ''}${e.stderr?.toString() ?? ''}\n` +
            `Install it by hand: apt-get update && apt-get install -y chromium`,
        )
      }
    }
    console.log('chromium is missing: installing Debian’s chromium with apt-get (a minute or two)…')
    run(['update', '-qq'])
    run(['install', '-y', '-qq', '--no-install-recommends', 'chromium'])
  }
  const version = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', timeout: 30_000 }).trim()
  if (!/chromium/i.test(version)) throw new Error(`${chromiumPath} --version answered "${version}"`)
  return version
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(ensureChromium())
}
