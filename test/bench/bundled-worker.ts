import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { Miniflare, convertV4MiniflareOptions, type V4MiniflareOptions } from 'miniflare'
import { unstable_getMiniflareWorkerOptions } from 'wrangler'
import { artifactsDir, projectEnv, projectRoot } from '../support/local-server.ts'

// The worker as a deploy uploads it (wrangler's own bundle, minified), run by Miniflare in one workerd on a local
// D1, the way Cloudflare runs it: a request goes straight to the worker. wrangler dev puts its dev proxy in front
// (a second workerd and a hop between them), which costs every request about 3 ms on this machine (/healthz p50
// 4.2 ms against 1.0 ms here): the search bench times the worker and D1, not that proxy.

export interface BundledWorker {
  port: number
  stop(): Promise<void>
}

const bundleDir = join(artifactsDir, 'worker-bundle')

export async function startBundledWorker(persistDir: string): Promise<BundledWorker> {
  const build = spawnSync(
    join(projectRoot, 'node_modules/.bin/wrangler'),
    ['deploy', '--dry-run', '--minify', '--outdir', bundleDir],
    { cwd: projectRoot, env: projectEnv(), encoding: 'utf8' },
  )
  if (build.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${build.stdout}\n${build.stderr}`)
  // Bindings, vars, compatibility and assets as wrangler.toml sets them; the production environment.
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(projectRoot, 'wrangler.toml'))
  const options = {
    port: 0,
    workers: [
      {
        compatibilityDate: workerOptions.compatibilityDate,
        compatibilityFlags: workerOptions.compatibilityFlags,
        d1Databases: workerOptions.d1Databases,
        assets: workerOptions.assets,
        name: 'land-marketplace',
        scriptPath: join(bundleDir, 'index.js'),
        modules: true,
        bindings: { ...(workerOptions.bindings as Record<string, unknown>), ENVIRONMENT: 'production' },
      },
    ],
  } as V4MiniflareOptions
  // The same D1 files wrangler dev uses (its --persist-to folder keeps them under v3/).
  const miniflare = new Miniflare({
    ...convertV4MiniflareOptions(options),
    resourcePersistencePath: join(persistDir, 'v3'),
    logRequests: false,
  })
  const url = await miniflare.ready
  return { port: Number(url.port), stop: () => miniflare.dispose() }
}
