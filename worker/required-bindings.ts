// The bindings the worker cannot run without. Wrangler does not carry [[d1_databases]] into an [env.*] section of
// wrangler.toml, so an environment that forgets its own would deploy, then fail every request on the first query:
// worker/config.ts reports a missing one at start-up instead, beside the vars it checks.

const requiredBindings = [
  {
    name: 'DB',
    // Every request starts a D1 session of it (worker/middleware/d1-session.ts).
    present: (binding: unknown) => typeof (binding as Partial<D1Database> | undefined)?.withSession === 'function',
    problem: 'is not bound to a D1 database: declare one ([[d1_databases]] binding = "DB") in this environment',
  },
  {
    name: 'ASSETS',
    present: (binding: unknown) => typeof (binding as Partial<Fetcher> | undefined)?.fetch === 'function',
    problem:
      'is not bound to static assets: declare them ([assets] binding = "ASSETS", the client build in dist/client)',
  },
  {
    name: 'PHOTOS',
    // Sellers' uploaded photos (worker/photos/).
    present: (binding: unknown) => typeof (binding as Partial<R2Bucket> | undefined)?.put === 'function',
    problem: 'is not bound to an R2 bucket: declare one ([[r2_buckets]] binding = "PHOTOS") in this environment',
  },
  {
    name: 'IMAGES',
    // Checks and resizes uploaded photos (worker/photos/).
    present: (binding: unknown) => typeof (binding as Partial<ImagesBinding> | undefined)?.input === 'function',
    problem: 'is not bound to Cloudflare Images: declare it ([images] binding = "IMAGES") in this environment',
  },
] as const

/** One message per required binding the env lacks, each starting with the binding's name. */
export function missingBindings(env: Record<string, unknown>): string[] {
  return requiredBindings
    .filter(({ name, present }) => !present(env[name]))
    .map(({ name, problem }) => `${name} ${problem}`)
}
