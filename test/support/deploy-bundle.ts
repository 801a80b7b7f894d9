import { execFile } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { gzipSync } from 'node:zlib'
import { projectEnv, projectRoot } from './local-server.ts'

// The worker as `wrangler deploy` uploads it: `wrangler deploy --dry-run --env <name> --outdir <dir>` bundles it
// exactly as a deploy of that environment does (wrangler.toml [env.*] sets minify), without contacting Cloudflare,
// and its modules are weighed the way wrangler's "Total Upload" weighs them: gzipped together.

/** Issue 10: at most 1 MB gzip, a third of what Workers' free plan accepts (3 MB), so the worker has room to grow. */
export const deployBundleBudget = { gzipBytes: 1024 * 1024 }

export type DeployEnvironment = 'staging' | 'production'

export interface DeployBundle {
  environment: DeployEnvironment
  /** The modules uploaded, by file name in the out dir. */
  modules: string[]
  rawBytes: number
  gzipBytes: number
  /** Wrangler's warnings (a key an environment does not inherit, say): none expected. */
  warnings: string[]
  /** How long the dry run took. */
  seconds: number
}

/** The worker imports the client build's manifests (worker/ssr/client-assets.ts) and serves dist/client as assets. */
const clientManifest = join(projectRoot, 'dist/client/.vite/manifest.json')

/**
 * Beside the modules wrangler writes a README, source maps (not uploaded unless upload_source_maps is set) and the
 * CSS esbuild extracts from stylesheets the components import: Workers take no CSS module, and wrangler uploads none.
 */
const isUploadedModule = (file: string) => file !== 'README.md' && !file.endsWith('.map') && !file.endsWith('.css')

/** Each "▲ [WARNING]" of wrangler's output with the indented lines that explain it. */
function warningsIn(output: string): string[] {
  const warnings: string[][] = []
  let current: string[] | undefined
  for (const line of output.split('\n')) {
    if (line.includes('[WARNING]')) warnings.push((current = [line]))
    else if (current && (line.startsWith(' ') || line.trim() === '')) current.push(line)
    else current = undefined
  }
  return warnings.map((lines) => lines.join('\n').trim())
}

/** Bundles the worker for `environment` into `outDir` (emptied first) and weighs it; rejects if wrangler fails. */
export async function bundleForDeploy(environment: DeployEnvironment, outDir: string): Promise<DeployBundle> {
  if (!existsSync(clientManifest)) {
    throw new Error(`The client build is missing (${clientManifest}): run npm run build first (npm test does).`)
  }
  rmSync(outDir, { recursive: true, force: true })
  const started = performance.now()
  const run = await new Promise<{ failure?: string; stdout: string; stderr: string }>((resolve) =>
    execFile(
      join(projectRoot, 'node_modules/.bin/wrangler'),
      ['deploy', '--dry-run', '--env', environment, '--outdir', outDir],
      { cwd: projectRoot, env: projectEnv(), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ failure: error ? (error.signal ?? `exit ${error.code}`) : undefined, stdout, stderr }),
    ),
  )
  const seconds = (performance.now() - started) / 1000
  const output = stripVTControlCharacters(`${run.stdout}\n${run.stderr}`)
  if (run.failure) {
    throw new Error(`wrangler deploy --dry-run --env ${environment} failed (${run.failure}):\n${output}`)
  }
  const modules = readdirSync(outDir).filter(isUploadedModule).sort()
  const uploaded = Buffer.concat(modules.map((file) => readFileSync(join(outDir, file))))
  return {
    environment,
    modules,
    rawBytes: uploaded.length,
    gzipBytes: gzipSync(uploaded).length,
    warnings: warningsIn(output),
    seconds,
  }
}

export const describeBundle = (bundle: DeployBundle) =>
  `${bundle.modules.join(', ')}: ${(bundle.rawBytes / 1024).toFixed(1)} KB, ${(bundle.gzipBytes / 1024).toFixed(1)} KB ` +
  `gzip (wrangler deploy --dry-run --env ${bundle.environment}, ${bundle.seconds.toFixed(1)} s)`
