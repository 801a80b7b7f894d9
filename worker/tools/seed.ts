// npm run db:seed -- [--listings 50000] [--seed N] [--persist-to DIR] [--force] [--reference-date YYYY-MM-DD] [--dry-run]
//
// Loads the generated seed into the local D1 database that `wrangler dev` serves. Rather than pushing SQL through
// `wrangler d1 execute`, it writes the database's SQLite file directly with node:sqlite (see local-d1.ts for how
// the file is found): one transaction, prepared statements, indexes rebuilt once at the end. Measured on the 2-core
// dev box: 50,000 listings in a few seconds, where SQL files through wrangler take far longer.
// A second run with the same options is skipped (seed_info table), so `npm start` stays quick.
// Stop `wrangler dev` before reseeding: it holds the same file open.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { DatabaseSync, type StatementSync } from 'node:sqlite'
import { defaultSeed, generateSeed, type SeedOptions } from '../db/seed/generate.ts'
import { clearOrder, loadOrder } from '../db/seed/load-order.ts'
import { chunkValues, tableColumns, type SeedTable } from '../db/seed/tables.ts'
import { seedLogins } from '../db/seed/users.ts'
import { refillListingCountsSql } from '../search/listing-counts.ts'
import { refillSellerStatsSql } from '../sellers/seller-stats.ts'
import { refillBandCountsSql } from '../search/range-bands.ts'
import { defaultReferenceDate } from '../db/seed/values.ts'
import { applyMigrations, existingDatabaseFile, localD1, pendingMigrations } from './local-d1.ts'
import { seedFingerprint } from './seed-fingerprint.ts'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '50000' },
    seed: { type: 'string', default: String(defaultSeed) },
    'persist-to': { type: 'string' }, // like wrangler's: relative to the working directory; default .wrangler/state
    'reference-date': { type: 'string', default: defaultReferenceDate },
    force: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false }, // generate only: print row counts and a hash of every row
  },
})
const options: SeedOptions = {
  listings: Number(args.listings),
  seed: Number(args.seed),
  referenceDate: args['reference-date'],
}
if (!Number.isInteger(options.listings) || options.listings < 0 || !Number.isInteger(options.seed)) {
  console.error('seed: --listings and --seed take whole numbers')
  process.exit(2)
}
const geoDir = join(repoRoot, 'worker/db/geo')
const geo = {
  states: readFileSync(join(geoDir, 'states.csv'), 'utf8'),
  counties: readFileSync(join(geoDir, 'counties.csv'), 'utf8'),
  cities: readFileSync(join(geoDir, 'cities.csv'), 'utf8'),
  zips: readFileSync(join(geoDir, 'zips.csv'), 'utf8'),
}
const started = performance.now()
const elapsed = (): string => `${((performance.now() - started) / 1000).toFixed(1)} s`

if (args['dry-run']) {
  const hash = createHash('sha256')
  const counts: Record<string, number> = {}
  for await (const chunk of generateSeed(geo, options)) {
    counts[chunk.table] = (counts[chunk.table] ?? 0) + chunk.rows.length
    // Values in column order, not the row objects: the hash then says whether the data changed, not its shape.
    hash.update(JSON.stringify({ table: chunk.table, rows: chunkValues(chunk) }))
  }
  console.log(counts)
  console.log(`sha256 of all rows: ${hash.digest('hex')} (${elapsed()})`)
  process.exit(0)
}

const persistTo = args['persist-to'] ? resolve(args['persist-to']) : join(repoRoot, '.wrangler', 'state')
const d1 = localD1(repoRoot, persistTo)
if (pendingMigrations(d1).length > 0) {
  console.log('seed: applying migrations first')
  applyMigrations(repoRoot, persistTo)
}
// Everything that decides the rows (seed-fingerprint.ts): this module and every module it imports, the migrations,
// the geography and the options.
const print = seedFingerprint({
  repoRoot,
  entries: [fileURLToPath(import.meta.url)],
  migrationsDir: d1.migrationsDir,
  data: geo,
  options,
})
const file = existingDatabaseFile(d1)
const db = new DatabaseSync(file, { enableForeignKeyConstraints: false, timeout: 5000 })
const loaded = db.prepare('SELECT seed, listings, fingerprint FROM seed_info WHERE id = 1').get()
const listingCount = Number(db.prepare('SELECT count(*) AS n FROM listings').get()?.n ?? -1)
if (!args.force && loaded?.fingerprint === print && listingCount === options.listings) {
  console.log(`seed: ${options.listings} listings (seed ${options.seed}) already loaded in ${file}; --force reloads`)
  db.close()
  process.exit(0)
}

console.log(`seed: loading ${options.listings} listings (seed ${options.seed}) into ${file}`)
// Rollback journal for the load: a WAL would receive every page once and copy it again at checkpoint.
// The file goes back to WAL (what workerd uses) before closing.
db.exec(
  'PRAGMA journal_mode = DELETE; PRAGMA synchronous = OFF; PRAGMA cache_size = -262144; PRAGMA temp_store = MEMORY',
)
db.exec('BEGIN')
try {
  // Indexes are built once after the rows are in: much faster than updating them row by row. Triggers on the
  // loaded tables are off for the load too: data_version is bumped once below, and the listing_counts and
  // listing_band_counts aggregates (kept by triggers at run time) are refilled from the loaded listings in one pass.
  const schemaOf = (type: 'index' | 'trigger') =>
    db
      .prepare(
        `SELECT name, sql FROM sqlite_master WHERE type = ? AND sql IS NOT NULL AND tbl_name IN (${loadOrder.map(() => '?').join(',')})`,
      )
      .all(type, ...loadOrder) as { name: string; sql: string }[]
  const indexes = schemaOf('index')
  const triggers = schemaOf('trigger')
  for (const trigger of triggers) db.exec(`DROP TRIGGER ${trigger.name}`)
  for (const index of indexes) db.exec(`DROP INDEX ${index.name}`)
  for (const table of clearOrder) {
    if (table === 'listings_fts') db.exec("INSERT INTO listings_fts(listings_fts) VALUES ('delete-all')")
    else db.exec(`DELETE FROM ${table}`)
  }

  const statements = new Map<SeedTable, StatementSync>()
  const counts: Partial<Record<SeedTable, number>> = {}
  for await (const chunk of generateSeed(geo, options)) {
    let stmt = statements.get(chunk.table)
    if (!stmt) {
      const columns = tableColumns[chunk.table]
      stmt = db.prepare(
        `INSERT INTO ${chunk.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      )
      statements.set(chunk.table, stmt)
    }
    for (const values of chunkValues(chunk)) stmt.run(...values)
    counts[chunk.table] = (counts[chunk.table] ?? 0) + chunk.rows.length
  }
  console.log(`seed: rows in (${elapsed()}), building indexes`)
  for (const index of indexes) db.exec(index.sql)
  for (const sql of [...refillListingCountsSql, ...refillBandCountsSql]) db.exec(sql)
  for (const trigger of triggers) db.exec(trigger.sql)
  db.prepare(
    'INSERT OR REPLACE INTO seed_info (id, seed, listings, fingerprint, loaded_at) VALUES (1, ?, ?, ?, ?)',
  ).run(options.seed ?? defaultSeed, options.listings, print, new Date().toISOString())
  // After seed_info, whose load time the seller counts remember: the directory's first request need not recount.
  for (const sql of refillSellerStatsSql) db.exec(sql)
  // Edge-cached pages are keyed by the data version: a new seed must not be served from old cache entries.
  db.exec(
    "UPDATE data_version SET version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = 1",
  )
  db.exec('COMMIT')
  console.log(
    Object.entries(counts)
      .map(([t, n]) => `${t} ${n}`)
      .join(', '),
  )
} catch (error) {
  db.exec('ROLLBACK')
  throw error
} finally {
  db.exec('PRAGMA journal_mode = WAL')
  db.close()
}
console.log(
  `seed: done in ${elapsed()}. Logins: ${Object.values(seedLogins)
    .map((l) => `${l.email} / ${l.password}`)
    .join(', ')}`,
)
