import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Miniflare, convertV4MiniflareOptions, type V4MiniflareOptions } from 'miniflare'
import { unstable_readConfig } from 'wrangler'
import { brandIds } from '../../brands/brand-registry.ts'
import { hostsVar, parseWorkerConfig } from '../../worker/config.ts'
import { bundledWorkerOptions } from '../support/bundled-server.ts'
import { bundleForDeploy, deployBundleBudget, describeBundle, type DeployBundle } from '../support/deploy-bundle.ts'
import { projectRoot } from '../support/local-server.ts'

// The deployed environments of wrangler.toml ([env.staging], [env.production]): each must start (its vars parse once
// its required secrets are set), carry what wrangler does not hand down from the top level, serve each brand host as
// a custom domain, and bundle under the size budget.

const readConfig = (env?: string) => unstable_readConfig({ config: join(projectRoot, 'wrangler.toml'), env })
const development = readConfig()
/** Each named secret given a value, as `wrangler secret put` would. */
const secretsSet = (names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, 'set-by-wrangler-secret']))

describe.each(['staging', 'production'] as const)('the %s environment', (environment) => {
  const config = readConfig(environment)
  const vars = config.vars as Record<string, string>
  const requiredSecrets: string[] = config.secrets?.required ?? []
  const withSecrets = { ...vars, ...secretsSet(requiredSecrets) }

  it('deploys its own worker on its own D1 database, with the migrations and the client build of development', () => {
    expect(config.name).toBe(`${development.name}-${environment}`)
    expect(config.d1_databases).toEqual([
      expect.objectContaining({
        binding: 'DB',
        database_name: config.name,
        migrations_dir: development.d1_databases[0]!.migrations_dir,
      }),
    ])
    expect(config.assets).toEqual(development.assets)
    expect(config.define).toEqual(development.define)
    expect(config.triggers).toEqual(development.triggers)
    expect(config.minify).toBe(true)
  })

  it('starts as production once its required secrets are set, and without them is refused naming each', () => {
    expect(parseWorkerConfig(withSecrets).environment).toBe('production')
    expect(requiredSecrets).toContain('EMAIL_API_KEY')
    for (const secret of requiredSecrets) {
      expect(() => parseWorkerConfig({ ...withSecrets, [secret]: undefined })).toThrow(new RegExp(`\\b${secret}\\b`))
    }
  })

  it('attaches every brand host as a custom domain, and no other', () => {
    const hosts = brandIds.flatMap((brandId) => parseWorkerConfig(withSecrets).hosts[brandId])
    expect(hosts).toHaveLength(new Set(hosts).size)
    expect(config.routes).toEqual(hosts.map((pattern) => ({ pattern, custom_domain: true })))
    expect(brandIds.map((brandId) => vars[hostsVar(brandId)])).not.toContain(undefined)
    expect(config.workers_dev).toBe(false)
  })
})

describe('the production bundle', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'deploy-bundle-'))
  const stateDir = mkdtempSync(join(tmpdir(), 'deploy-bundle-state-'))
  afterAll(() => {
    for (const dir of [outDir, stateDir]) rmSync(dir, { recursive: true, force: true })
  })
  const requiredSecrets: string[] = readConfig('production').secrets?.required ?? []
  let bundle: DeployBundle
  let production: ReturnType<typeof bundledWorkerOptions>
  beforeAll(async () => {
    bundle = await bundleForDeploy('production', outDir)
    console.log(`deployed worker bundle: ${describeBundle(bundle)}`)
    production = bundledWorkerOptions(outDir, 'production')
  }, 60_000)

  it(`is at most ${deployBundleBudget.gzipBytes / 1024} KB gzip, built by wrangler without a warning`, () => {
    expect(bundle.warnings).toEqual([])
    expect(bundle.modules).toContain('index.js')
    expect(bundle.gzipBytes).toBeLessThanOrEqual(deployBundleBudget.gzipBytes)
  })

  /**
   * Starts the bundle in workerd as Cloudflare runs it, with the production environment's bindings and `secrets` as
   * its only secrets (wrangler would add any from .dev.vars or the shell), without its D1 database when `d1` is false;
   * answers 'started' or what stopped it.
   */
  async function startUp(secrets: Record<string, string>, { d1 = true } = {}): Promise<string> {
    const vars = Object.entries(production.bindings).filter(([name]) => !requiredSecrets.includes(name))
    const worker = {
      ...production,
      bindings: { ...Object.fromEntries(vars), ...secrets },
      d1Databases: d1 ? production.d1Databases : {},
    }
    const runtimeLog: string[] = []
    const miniflare = new Miniflare({
      ...convertV4MiniflareOptions({
        workers: [worker],
        // workerd's own log (the uncaught start-up error among it), read here instead of printed.
        handleStructuredLogs: ({ message }) => runtimeLog.push(message),
      } as V4MiniflareOptions),
      resourcePersistencePath: stateDir,
    })
    const outcome = await miniflare.ready.then(
      () => 'started',
      () => runtimeLog.join('\n'),
    )
    // After a failed start, dispose() reports that failure again: it has been read above.
    await miniflare.dispose().catch(() => undefined)
    return outcome
  }

  it('starts with the production environment’s bindings once its required secrets are set', async () => {
    expect(await startUp(secretsSet(requiredSecrets))).toBe('started')
  }, 30_000)

  it('without the EMAIL_API_KEY secret stops at start-up naming it', async () => {
    expect(await startUp({})).toMatch(
      /Uncaught Error: Worker configuration: EMAIL_API_KEY must be set when EMAIL_PROVIDER is resend/,
    )
  }, 30_000)

  it('without its D1 database stops at start-up naming the DB binding', async () => {
    expect(await startUp(secretsSet(requiredSecrets), { d1: false })).toMatch(
      /Uncaught Error: Worker configuration: DB is not bound to a D1 database/,
    )
  }, 30_000)
})
