// Finds the SQLite file behind the local D1 binding `DB`, the one `wrangler dev` and `wrangler d1 … --local` use,
// and makes sure the migrations are applied to it.
//
// Miniflare keeps each local D1 database as a Durable Object SQLite file named by the object's id:
//   <persist>/v3/d1/miniflare-D1DatabaseObject/<id>.sqlite
// where id = idFromName(database_id) for the namespace 'miniflare-D1DatabaseObject', computed like workerd does:
//   key = SHA-256(namespace); a = HMAC-SHA-256(key, name)[0..16]; b = HMAC-SHA-256(key, a)[0..16]; id = hex(a ‖ b).
// (Checked against wrangler 4.156: the file wrangler creates has exactly this name.)
import { spawnSync } from 'node:child_process'
import { createHash, createHmac } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

export interface LocalD1 {
  databaseId: string
  migrationsDir: string
  file: string
}

/** Reads database_id and migrations_dir of the `DB` binding from wrangler.toml (a tiny TOML subset is enough). */
export function readD1Config(repoRoot: string, binding = 'DB'): { databaseId: string; migrationsDir: string } {
  const toml = readFileSync(join(repoRoot, 'wrangler.toml'), 'utf8')
  for (const block of toml.split(/^\s*\[\[d1_databases\]\]\s*$/m).slice(1)) {
    const body = block.split(/^\s*\[/m)[0] ?? ''
    const value = (key: string): string | undefined => body.match(new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, 'm'))?.[1]
    if (value('binding') !== binding) continue
    const databaseId = value('database_id')
    if (!databaseId) throw new Error(`wrangler.toml: d1 binding ${binding} has no database_id`)
    return { databaseId, migrationsDir: resolve(repoRoot, value('migrations_dir') ?? 'migrations') }
  }
  throw new Error(`wrangler.toml: no [[d1_databases]] with binding = "${binding}"`)
}

export function durableObjectIdFromName(namespace: string, name: string): string {
  const key = createHash('sha256').update(namespace).digest()
  const a = createHmac('sha256', key).update(name).digest().subarray(0, 16)
  const b = createHmac('sha256', key).update(a).digest().subarray(0, 16)
  return Buffer.concat([a, b]).toString('hex')
}

export function localD1(repoRoot: string, persistTo: string): LocalD1 {
  const { databaseId, migrationsDir } = readD1Config(repoRoot)
  const id = durableObjectIdFromName('miniflare-D1DatabaseObject', databaseId)
  return { databaseId, migrationsDir, file: join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject', `${id}.sqlite`) }
}

/**
 * The database file to write, once migrations have run. If wrangler ever names its files differently, the computed
 * path is missing: then the only migrated database in the folder is used, and anything else is an error rather
 * than a write to a file that `wrangler dev` never reads.
 */
export function existingDatabaseFile(d1: LocalD1): string {
  if (existsSync(d1.file)) return d1.file
  const dir = dirname(d1.file)
  const candidates = (existsSync(dir) ? readdirSync(dir) : [])
    .filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite')
    .map((f) => join(dir, f))
    .filter((file) => {
      const db = new DatabaseSync(file, { readOnly: true })
      try {
        return Boolean(db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'd1_migrations'").get())
      } finally {
        db.close()
      }
    })
  if (candidates.length === 1 && candidates[0]) {
    console.warn(`seed: expected ${d1.file}; using the only migrated database found, ${candidates[0]}`)
    return candidates[0]
  }
  throw new Error(
    `seed: cannot find the local D1 database file (expected ${d1.file}, found ${candidates.length} candidates)`,
  )
}

/** Migration files wrangler has not applied yet (all of them when the database does not exist). */
export function pendingMigrations(d1: LocalD1): string[] {
  const files = readdirSync(d1.migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
  if (!existsSync(d1.file)) return files
  const db = new DatabaseSync(d1.file, { readOnly: true })
  try {
    const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'd1_migrations'").get()
    if (!hasTable) return files
    const applied = new Set(
      db
        .prepare('SELECT name FROM d1_migrations')
        .all()
        .map((r) => String(r.name)),
    )
    return files.filter((f) => !applied.has(f))
  } finally {
    db.close()
  }
}

/** Runs `wrangler d1 migrations apply DB --local` for this persist folder, the same as `npm run db:migrate`. */
export function applyMigrations(repoRoot: string, persistTo: string): void {
  const local = join(repoRoot, 'node_modules', '.bin', process.platform === 'win32' ? 'wrangler.cmd' : 'wrangler')
  const [cmd, args] = existsSync(local) ? [local, []] : ['npx', ['wrangler']]
  const result = spawnSync(cmd, [...args, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CI: '1' }, // never wait for a confirmation prompt
  })
  if (result.status !== 0) throw new Error(`wrangler d1 migrations apply failed (exit ${result.status})`)
}
