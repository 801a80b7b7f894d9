import { join } from 'node:path'
import { Miniflare, convertV4MiniflareOptions, type V4MiniflareOptions } from 'miniflare'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'
import { artifactsDir, projectRoot, servingAt, testProxySecret } from './local-server.ts'
import type { LocalServer } from './local-server.ts'
import { bundleForDeploy, type DeployBundle, type DeployEnvironment } from './deploy-bundle.ts'

// The worker as a deploy uploads it (wrangler's own bundle of the production environment, minified), run by
// Miniflare in one workerd on a local D1, the way Cloudflare runs it: a request goes straight to the worker. wrangler
// dev puts its dev proxy in front (a second workerd and a hop between them, and its Node process), which costs every
// request about 3 ms on this machine (/healthz p50 4.2 ms against 1.0 ms here), and bundles the worker again for each
// server. The search bench times the worker and D1, not that proxy; the browser tests serve their pages from one
// bundle (test/browser/global-setup.ts) through as many servers as they need.

/** A bundled worker serving on a port of its own: LocalServer without wrangler's inspector. */
export type BundledServer = Omit<LocalServer, 'inspectorPort'>

export interface BundledServerOptions {
  /** The out dir of bundleForDeploy. */
  bundleDir: string
  /** D1 persistence folder, as wrangler's --persist-to (migrated: prepareDatabase, or a copy of a prepared one). */
  persistDir: string
  /** Vars over wrangler.toml's top level: a front proxying to another server, trackers configured, say. */
  vars?: Record<string, string>
}

/**
 * Miniflare's options for the bundle in `dir`: compatibility, D1, R2, Images, assets and vars as wrangler.toml sets
 * them for `environment` (its top level when undefined), the way Cloudflare runs the deployed worker.
 */
export function bundledWorkerOptions(dir: string, environment?: DeployEnvironment) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(projectRoot, 'wrangler.toml'), environment)
  return {
    compatibilityDate: workerOptions.compatibilityDate,
    compatibilityFlags: workerOptions.compatibilityFlags,
    d1Databases: workerOptions.d1Databases,
    // Sellers' photos (worker/photos/): an R2 bucket, and the Images binding Miniflare runs on sharp.
    r2Buckets: workerOptions.r2Buckets,
    images: workerOptions.images,
    assets: workerOptions.assets,
    name: 'land-marketplace',
    scriptPath: join(dir, 'index.js'),
    modulesRoot: dir,
    modules: true,
    bindings: workerOptions.bindings as Record<string, unknown>,
  }
}

/**
 * Serves the bundle in `bundleDir` with wrangler.toml's top-level local config (its *.localhost hosts, its local D1
 * in `persistDir`) and the shared proxy secret every test server has (local-server.ts). Resolves once it listens;
 * rejects with workerd's log when the worker does not start.
 */
export async function startBundledServer(options: BundledServerOptions): Promise<BundledServer> {
  const worker = bundledWorkerOptions(options.bundleDir)
  const runtimeLog: string[] = []
  const miniflare = new Miniflare({
    ...convertV4MiniflareOptions({
      port: 0,
      workers: [{ ...worker, bindings: { ...worker.bindings, API_PROXY_SECRET: testProxySecret, ...options.vars } }],
      // The worker's console and workerd's own lines, kept for a start that fails rather than printed into the run.
      handleStructuredLogs: ({ message }) => {
        runtimeLog.push(message)
        if (runtimeLog.length > 400) runtimeLog.splice(0, runtimeLog.length - 400)
      },
    } as V4MiniflareOptions),
    // The same D1 files wrangler dev uses (its --persist-to folder keeps them under v3/).
    resourcePersistencePath: join(options.persistDir, 'v3'),
    logRequests: false,
  })
  let url: URL
  try {
    url = await miniflare.ready
  } catch (error) {
    await miniflare.dispose().catch(() => undefined)
    throw new Error(`the bundled worker did not start (${String(error)}):\n${runtimeLog.join('\n')}`)
  }
  return { ...servingAt(Number(url.port)), stop: () => miniflare.dispose() }
}

export interface BundledWorker {
  port: number
  /** What was bundled, weighed against the deploy budget. */
  bundle: DeployBundle
  stop(): Promise<void>
}

const benchBundleDir = join(artifactsDir, 'worker-bundle')

/** The bench's worker: the production bundle on `persistDir`, ENVIRONMENT production as deployed. */
export async function startBundledWorker(persistDir: string): Promise<BundledWorker> {
  const bundle = await bundleForDeploy('production', benchBundleDir)
  const server = await startBundledServer({
    bundleDir: benchBundleDir,
    persistDir,
    vars: { ENVIRONMENT: 'production' },
  })
  return { port: server.port, bundle, stop: server.stop }
}
