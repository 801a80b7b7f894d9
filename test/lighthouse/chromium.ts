import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumArgs } from '../support/chromium.ts'
import { chromiumPath } from '../support/ensure-chromium.ts'
import { freePort } from '../support/local-server.ts'

// Debian's chromium with a remote-debugging port for Lighthouse to connect to (Lighthouse drives it over CDP
// with its own puppeteer), a fresh profile per launch, in its own process group so closing ends all of it.

export interface DebuggableChromium {
  port: number
  /** Kills chromium's process group and deletes its profile. Safe to call twice. */
  close(): Promise<void>
}

export async function launchDebuggableChromium(timeoutMs = 30_000): Promise<DebuggableChromium> {
  const profile = await mkdtemp(join(tmpdir(), 'lighthouse-chromium-'))
  const port = await freePort()
  const child = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      // Chromium maps *.localhost to loopback by itself; this makes sure no resolver is asked.
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
      'about:blank',
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  let exited: string | undefined
  const exitPromise = new Promise<void>((resolveExit) => {
    child.on('error', (error) => {
      exited = error.message
      resolveExit()
    })
    child.on('exit', (code, signal) => {
      exited = signal ?? `exit ${code}`
      resolveExit()
    })
  })
  const killGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return
    try {
      process.kill(-child.pid, signal)
    } catch {
      // the group is gone already
    }
  }
  const killOnExit = () => killGroup('SIGKILL')
  process.on('exit', killOnExit)

  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    process.off('exit', killOnExit)
    if (!exited) {
      killGroup('SIGTERM')
      const timer = setTimeout(() => killGroup('SIGKILL'), 5_000)
      await exitPromise
      clearTimeout(timer)
    }
    // Renderers and the zygote may outlive the browser process by a moment.
    killGroup('SIGKILL')
    await rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }

  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (exited) {
      await close()
      throw new Error(`chromium exited (${exited}) before its DevTools port answered:\n${output}`)
    }
    if (Date.now() > deadline) {
      await close()
      throw new Error(`chromium's DevTools port ${port} did not answer within ${timeoutMs} ms:\n${output}`)
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(1_000) })
      if (response.ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return { port, close }
}
