import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Ports of the browser tests' servers (test/browser/global-setup.ts), one per vitest worker: brands
     * answer on http://<brand>.localhost:<port>/.
     */
    serverPorts: number[]
  }
}

/**
 * The port of this vitest worker's own server. vitest runs up to maxWorkers test files at once, each in a worker
 * numbered 1…maxWorkers (VITEST_POOL_ID); a worker runs its files one after another, so a file has its server and its
 * database to itself, as the tests assume (logins, likes and rate limits of one visitor address).
 */
export function testServerPort(): number {
  const ports = inject('serverPorts')
  const poolId = Number(process.env.VITEST_POOL_ID)
  const port = ports[poolId - 1]
  if (!port) throw new Error(`no test server for vitest worker ${process.env.VITEST_POOL_ID} (${ports.length} started)`)
  return port
}
