import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { freePort, projectEnv, projectRoot } from '../support/local-server.ts'

// A bad var must stop the worker as it starts, with a message naming the var, rather than answer every page with a
// 500: wrangler dev of the real worker with API_ORIGIN set to something that is not an origin.

test('a bad var stops the worker at start-up, naming the var', async () => {
  const state = mkdtempSync(join(tmpdir(), 'bad-config-'))
  const port = await freePort()
  const child = spawn(
    join(projectRoot, 'node_modules/.bin/wrangler'),
    ['dev', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', state, '--var', 'API_ORIGIN:not-a-url'],
    { cwd: projectRoot, env: projectEnv({ CI: '1' }), stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  )
  let output = ''
  const seen = new Promise<void>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Worker configuration: API_ORIGIN must be/.test(output)) resolve()
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
  })
  try {
    await Promise.race([seen, new Promise((resolve) => setTimeout(resolve, 90_000))])
    expect(output).toMatch(/Worker configuration: API_ORIGIN must be empty or an http\(s\) origin/)
    const answer = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.status,
      () => 'no answer',
    )
    expect(answer, 'the worker must not serve pages with a bad var').not.toBe(200)
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGKILL')
    rmSync(state, { recursive: true, force: true })
  }
}, 120_000)
