import { join } from 'node:path'
import { Miniflare, convertV4MiniflareOptions, type V4MiniflareOptions } from 'miniflare'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'
import { artifactsDir, projectRoot } from '../support/local-server.ts'
import { bundleForDeploy, type DeployBundle, type DeployEnvironment } from './deploy-bundle.ts'

// The worker as a deploy uploads it (wrangler's own bundle of the production environment, minified), run by
// Miniflare in one workerd on a local D1, the way Cloudflare runs it: a request goes straight to the worker. wrangler
// dev puts its dev proxy in front (a second workerd and a hop between them), which costs every request about 3 ms on
// this machine (/healthz p50 4.2 ms against 1.0 ms here): the search bench times the worker and D1, not that proxy.

export interface BundledWorker {
  port: number
  /** What was bundled, weighed against the deploy budget. */
  bundle: DeployBundle
  stop(): Promise<void>
}

const bundleDir = join(artifactsDir, 'worker-bundle')

/**
 * Miniflare's options for the bundle in `dir`: compatibility, D1, assets and vars as wrangler.toml sets them
 * for `environment` (its top level when undefined), the way Cloudflare runs the deployed worker.
 */
export function bundledWorkerOptions(dir: string, environment?: DeployEnvironment) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(projectRoot, 'wrangler.toml'), environment)
  return {
    compatibilityDate: workerOptions.compatibilityDate,
    compatibilityFlags: workerOptions.compatibilityFlags,
    d1Databases: workerOptions.d1Databases,
    assets: workerOptions.assets,
    name: 'land-marketplace',
    scriptPath: join(dir, 'index.js'),
    modulesRoot: dir,
    modules: true,
    bindings: workerOptions.bindings as Record<string, unknown>,
  }
}

export async function startBundledWorker(persistDir: string): Promise<BundledWorker> {
  const bundle = bundleForDeploy('production', bundleDir)
  // The local D1 and hosts of wrangler.toml's top level, with ENVIRONMENT production as deployed.
  const worker = bundledWorkerOptions(bundleDir)
  const options = {
    port: 0,
    workers: [{ ...worker, bindings: { ...worker.bindings, ENVIRONMENT: 'production' } }],
  } as V4MiniflareOptions
  // The same D1 files wrangler dev uses (its --persist-to folder keeps them under v3/).
  const miniflare = new Miniflare({
    ...convertV4MiniflareOptions(options),
    resourcePersistencePath: join(persistDir, 'v3'),
    logRequests: false,
  })
  const url = await miniflare.ready
  return { port: Number(url.port), bundle, stop: () => miniflare.dispose() }
}
