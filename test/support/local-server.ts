import { spawn, type ChildProcess } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { existsSync, mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { delimiter, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { unstable_readConfig } from 'wrangler'
import { hostsVar, parseWorkerConfig } from '../../worker/config.ts'
import type { BrandId } from '../../brands/brand-config.ts'

// A real `wrangler dev` of the built client and the worker, on a migrated and seeded local D1, for the
// browser tests and the bench. Its state lives under test/.artifacts/ (gitignored), one folder per seed size,
// so a second run reuses the seeded database (the seed CLI skips when the data is already there).

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const artifactsDir = join(projectRoot, 'test/.artifacts')
const binDir = join(projectRoot, 'node_modules/.bin')

export interface LocalServer {
  port: number
  /** Absolute URL of `path` on the brand's local host, e.g. http://landwatch.localhost:PORT/ . */
  url(brandId: BrandId, path?: string): string
  /** The Host header (with port) the worker maps to the brand, for clients that connect to 127.0.0.1. */
  host(brandId: BrandId): string
  /**
   * GET/HEAD `path` as the brand, from Node: connects to 127.0.0.1 with the brand's Host header (Node's resolver
   * does not map *.localhost to loopback, and fetch() ignores a Host header). Answers a standard Response.
   */
  fetch(
    brandId: BrandId,
    path?: string,
    init?: { method?: string; headers?: Record<string, string> },
  ): Promise<Response>
  /** The worker's V8 inspector (wrangler's inspector proxy), for what the runtime alone can tell: its JS heap. */
  inspectorPort: number
  /** Stops wrangler and everything it started (its process group). */
  stop(): Promise<void>
}

export interface LocalServerOptions {
  listings: number
  /** D1 persistence folder; default test/.artifacts/state-<listings>. */
  persistDir?: string
  /** How long to wait for /healthz; default 120 s. */
  readyTimeoutMs?: number
  /** Print wrangler's output as it comes (default: keep it, print it only on failure). */
  verbose?: boolean
  /** Seed the database (default true); false only migrates, for debugging this harness. */
  seed?: boolean
  /**
   * Serve as production does: the production environment and wrangler's quieter log (every server runs React's
   * production build of the worker). The bench, Lighthouse and the crawl measure this; without it, the development
   * environment.
   */
  production?: boolean
  /** Vars over wrangler.toml's (`--var NAME:VALUE`): a second server with trackers configured, say. */
  vars?: Record<string, string>
}

/** The project's own Node (the `node` devDependency, 22.x) and tools first on PATH, as npm scripts have it. */
export function projectEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}`,
    WRANGLER_SEND_METRICS: 'false',
    // wrangler dev's local observability writes a trace of every request to a SQLite store in the state folder (823 MB
    // after a few soaks) and took a fifth of /healthz's throughput (606 against 476 req/s): nothing a deployed worker
    // does, so the tests and the measuring scripts go without it. `npm start` keeps it, for its trace explorer.
    X_LOCAL_OBSERVABILITY: 'false',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    ...extra,
  }
}

function nodeBinary(): string {
  const local = join(binDir, 'node')
  return existsSync(local) ? local : process.execPath
}

/** The worker's vars as wrangler.toml sets them (wrangler reads its own file), parsed as the worker parses them. */
const localWorkerConfig = parseWorkerConfig(unstable_readConfig({ config: join(projectRoot, 'wrangler.toml') }).vars)

/** The brand's local host name: its configured *.localhost host (land.localhost, laf.localhost…). */
export function localHostName(brandId: BrandId): string {
  const host = localWorkerConfig.hosts[brandId].find((name) => name.endsWith('.localhost'))
  if (!host) throw new Error(`wrangler.toml: ${hostsVar(brandId)} names no *.localhost host for local testing`)
  return host
}

/** Runs a command to completion; rejects with its output when it fails. */
function run(command: string, args: string[], label: string): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd: projectRoot,
      env: projectEnv({ CI: '1' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code === 0) resolvePromise(output)
      else reject(new Error(`${label} failed (${signal ?? `exit ${code}`}):\n${output}`))
    })
  })
}

export function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? resolvePromise(port) : reject(new Error('no free port'))))
    })
  })
}

/** Applies the D1 migrations and seeds `listings` listings into `persistDir` (the seed skips if already seeded). */
export async function prepareDatabase(persistDir: string, listings: number, seed = true): Promise<void> {
  mkdirSync(persistDir, { recursive: true })
  await run(
    join(binDir, 'wrangler'),
    ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistDir],
    'wrangler d1 migrations apply',
  )
  if (!seed) return
  const seedTool = join(projectRoot, 'worker/tools/seed.ts')
  if (!existsSync(seedTool)) throw new Error(`${seedTool} does not exist yet: cannot seed the local database`)
  await run(nodeBinary(), [seedTool, '--persist-to', persistDir, '--listings', String(listings)], 'seed')
}

/**
 * The secret every server the tests start shares (API_PROXY_SECRET), as a proxy front and its upstream do when
 * deployed: a front started in front of another test server names the visitor's host, and the upstream believes it.
 */
export const testProxySecret = 'the-test-servers-shared-proxy-secret-0123456789'

export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const persistDir = resolve(options.persistDir ?? join(artifactsDir, `state-${options.listings}`))
  await prepareDatabase(persistDir, options.listings, options.seed ?? true)

  const port = await freePort()
  const inspectorPort = await freePort()
  const child = spawn(
    join(binDir, 'wrangler'),
    [
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      persistDir,
      '--show-interactive-dev-session=false',
      '--live-reload=false',
      // React's production build of the worker, minified, as deployed, on every server: what is measured is what
      // visitors get (the development build rendered every page several times slower), and the server's React
      // warnings are the worker tests' to catch (their console guard).
      '--minify',
      '--define',
      'process.env.NODE_ENV:"production"',
      // As deployed: the production environment (search pages indexable). Without wrangler's line per request: its
      // dev proxy posts each line to the Node process, which cost every request ~2.5 ms on this 2-core machine
      // (/healthz p50 6.7 -> 4.2 ms) and is nothing a deployed worker does.
      ...(options.production ? ['--var', 'ENVIRONMENT:production', '--log-level', 'warn'] : []),
      ...Object.entries({ API_PROXY_SECRET: testProxySecret, ...options.vars }).flatMap(([name, value]) => [
        '--var',
        `${name}:${value}`,
      ]),
    ],
    // Its own process group, so stop() ends wrangler and the workerd it starts together.
    { cwd: projectRoot, env: projectEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  )
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    const text = chunk.toString()
    if (options.verbose) process.stderr.write(text)
    lines.push(...text.split('\n'))
    if (lines.length > 400) lines.splice(0, lines.length - 400)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  let exited: string | undefined
  const exitPromise = new Promise<void>((resolveExit) => {
    child.on('exit', (code, signal) => {
      exited = signal ?? `exit ${code}`
      resolveExit()
    })
  })
  // If the test runner or the bench dies without calling stop(), do not leave wrangler behind.
  const killOnExit = () => killGroup(child, 'SIGKILL')
  process.on('exit', killOnExit)

  const stop = async () => {
    process.off('exit', killOnExit)
    if (exited) return
    killGroup(child, 'SIGTERM')
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000)
    await exitPromise
    clearTimeout(timer)
    // workerd may outlive wrangler by a moment; make sure nothing of the group is left.
    killGroup(child, 'SIGKILL')
  }

  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000)
  for (;;) {
    if (exited) {
      throw new Error(`wrangler dev exited (${exited}) before answering /healthz:\n${lines.join('\n')}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`wrangler dev did not answer /healthz on port ${port} within the timeout:\n${lines.join('\n')}`)
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) })
      if (response.ok && (await response.text()).trim() === 'ok') break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }

  return { ...servingAt(port), inspectorPort, stop }
}

/** How a client reaches the brands of a server listening on `port`: its URLs, Host headers and requests from Node. */
export function servingAt(port: number): Pick<LocalServer, 'port' | 'url' | 'host' | 'fetch'> {
  return {
    port,
    url: (brandId, path) => brandUrl(port, brandId, path),
    host: (brandId) => `${localHostName(brandId)}:${port}`,
    fetch: (brandId, path, init) => fetchAsBrand(port, brandId, path, init),
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // the group is gone already
  }
}

/** http://<brand host>:<port><path>, for chromium (which maps *.localhost to loopback by itself). */
export function brandUrl(port: number, brandId: BrandId, path = '/'): string {
  return `http://${localHostName(brandId)}:${port}${path}`
}

/** A request to the local server as the brand, from Node; see LocalServer.fetch. */
export function fetchAsBrand(
  port: number,
  brandId: BrandId,
  path = '/',
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const host = `${localHostName(brandId)}:${port}`
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: { ...init.headers, host },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const headers = new Headers()
          for (const [name, value] of Object.entries(res.headers)) {
            if (value === undefined) continue
            for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
          }
          const status = res.statusCode ?? 0
          const body = status === 204 || status === 304 || init.method === 'HEAD' ? null : Buffer.concat(chunks)
          resolvePromise(new Response(body, { status, statusText: res.statusMessage ?? '', headers }))
        })
      },
    )
    req.on('timeout', () => req.destroy(new Error(`${init.method ?? 'GET'} http://${host}${path} timed out`)))
    req.on('error', reject)
    req.end(init.body)
  })
}
