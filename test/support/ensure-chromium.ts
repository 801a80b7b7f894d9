import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

// Playwright cannot download its own browsers here (the network is closed but for npm and Debian's apt),
// so the browser tests and the bench drive Debian's chromium. This installs it when it is missing.
// Run directly: `node test/support/ensure-chromium.ts` (needs root for apt-get).

export const chromiumPath = '/usr/bin/chromium'

/** Runs one apt-get command; throws with its output (stdout and stderr) when it fails. */
export type AptGet = (args: string[]) => void

const runAptGet: AptGet = (args) => {
  execFileSync('apt-get', args, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 900_000,
  })
}

/** Another apt or dpkg (an unattended upgrade, a second install) holds a lock that apt-get needs. */
export function isLockHeld(output: string): boolean {
  return /Could not get lock|Unable to acquire the dpkg frontend lock|Unable to lock directory|is held by process/i.test(
    output,
  )
}

function outputOf(error: unknown): string {
  const e = error as { stdout?: Buffer; stderr?: Buffer; message?: string }
  return `${e.message ?? ''}\n${e.stdout?.toString() ?? ''}${e.stderr?.toString() ?? ''}`
}

export interface InstallOptions {
  aptGet?: AptGet
  /** How long to keep waiting for a lock another apt holds (default 10 minutes). */
  lockWaitMs?: number
  retryEveryMs?: number
  sleep?: (ms: number) => void
}

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/**
 * Installs Debian's chromium. apt-get waits for the dpkg lock by itself (DPkg::Lock::Timeout); `apt-get update`'s
 * lists lock and older apts do not, so a run that fails because a lock is held is tried again until `lockWaitMs`.
 */
export function installChromium(options: InstallOptions = {}): void {
  const aptGet = options.aptGet ?? runAptGet
  const lockWaitMs = options.lockWaitMs ?? 600_000
  const retryEveryMs = options.retryEveryMs ?? 5_000
  const sleep = options.sleep ?? sleepSync
  const lockTimeout = ['-o', `DPkg::Lock::Timeout=${Math.round(lockWaitMs / 1000)}`]
  const steps = [
    [...lockTimeout, 'update', '-qq'],
    [...lockTimeout, 'install', '-y', '-qq', '--no-install-recommends', 'chromium'],
  ]
  for (const args of steps) {
    const deadline = Date.now() + lockWaitMs
    for (;;) {
      try {
        aptGet(args)
        break
      } catch (error) {
        const output = outputOf(error)
        if (isLockHeld(output) && Date.now() < deadline) {
          console.log(`apt-get ${args.join(' ')}: another apt holds the lock; waiting…`)
          sleep(retryEveryMs)
          continue
        }
        throw new Error(
          `apt-get ${args.join(' ')} failed:${output}\nInstall it by hand: apt-get update && apt-get install -y chromium`,
        )
      }
    }
  }
}

/** Installs chromium with apt-get when missing; returns its version line. */
export function ensureChromium(): string {
  if (!existsSync(chromiumPath)) {
    console.log('chromium is missing: installing Debian’s chromium with apt-get (a minute or two)…')
    installChromium()
  }
  const version = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', timeout: 30_000 }).trim()
  if (!/chromium/i.test(version)) throw new Error(`${chromiumPath} --version answered "${version}"`)
  return version
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(ensureChromium())
}
