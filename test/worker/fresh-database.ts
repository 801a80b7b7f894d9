// cloudflare:test first: it sets up each test's own request context in the isolate (without it, a file that does
// not import it itself saw "Cannot perform I/O on behalf of a different request" and hung).
import 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { forgetDataVersion } from '../../worker/edge-cache/data-version.ts'

// Each worker test file starts with a database of its own: the setup empties D1 (every table, view and trigger
// dropped) and applies the migrations, the way wrangler records them in d1_migrations. The files of one vitest worker
// share one workerd isolate (isolate: false in vitest.config.ts: importing the worker into a fresh isolate for each of
// 62 files was half the worker lane's time, 5 s a file), so what a file leaves behind must not reach the next:
// - D1: emptied and migrated here, each step one batch (a batch per migration took 25 round trips a file);
// - the edge cache (the Cache API, kept by the isolate): its keys hold the data version, which starts at a number no
//   earlier file's pages were stored under, and the isolate's remembered version is forgotten.

const internal = (name: string) => name.startsWith('sqlite_') || name.startsWith('_cf_')

async function emptyDatabase(): Promise<void> {
  const objects = (
    await env.DB.prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'view', 'trigger') ORDER BY rowid DESC",
    ).all<{ type: string; name: string; sql: string | null }>()
  ).results.filter((object) => !internal(object.name))
  if (!objects.length) return
  // A virtual table (full-text search) drops its own shadow tables; the rest go newest first, children before the
  // tables their foreign keys name, with the keys' checks deferred to the end of the batch.
  const virtual = objects.filter((object) => object.sql?.startsWith('CREATE VIRTUAL TABLE'))
  const ordered = [...virtual, ...objects.filter((object) => !virtual.includes(object))]
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = ON'),
    ...ordered.map((object) => env.DB.prepare(`DROP ${object.type.toUpperCase()} IF EXISTS "${object.name}"`)),
  ])
}

async function applyMigrations(): Promise<void> {
  const record = env.DB.prepare('INSERT INTO d1_migrations (name) VALUES (?1)')
  await env.DB.batch([
    env.DB.prepare(
      `CREATE TABLE d1_migrations (
        id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
      )`,
    ),
    ...env.TEST_MIGRATIONS.flatMap((migration) => [
      ...migration.queries.map((query) => env.DB.prepare(query)),
      record.bind(migration.name),
    ]),
    // Above any version an earlier file's pages were cached under (their count of listing changes is far smaller).
    env.DB.prepare('UPDATE data_version SET version = ?1 WHERE id = 1').bind(Date.now()),
  ])
  forgetDataVersion()
}

// What the previous file left running (mail and events written after a response, on a timer) ends first: once, a
// login attempt of a file's last test reached the next file's database and used up one of its guesses.
await new Promise((resolve) => setTimeout(resolve, 100))
await emptyDatabase()
await applyMigrations()
