// node worker/tools/reference-data-sql.ts --out FILE
//
// Writes the reference data of a deployed database (worker/db/reference-data.ts: the geography of worker/db/geo and
// the feature flag rows, no demo data) as one SQL file, which `npm run db:reference:staging` and
// `db:reference:production` apply with `wrangler d1 execute DB --remote --env … --file FILE` (README "Deploy").
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { referenceDataSql } from '../db/reference-data.ts'
import { parseGeo } from '../db/seed/geo-data.ts'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const { values: args } = parseArgs({ options: { out: { type: 'string' } } })
if (!args.out) {
  console.error('reference-data-sql: --out FILE names the SQL file to write')
  process.exit(2)
}
const started = performance.now()
const geoDir = join(repoRoot, 'worker/db/geo')
const csv = (name: string) => readFileSync(join(geoDir, `${name}.csv`), 'utf8')
const sql = await referenceDataSql(
  parseGeo({ states: csv('states'), counties: csv('counties'), cities: csv('cities'), zips: csv('zips') }),
)
const out = resolve(args.out)
mkdirSync(dirname(out), { recursive: true })
writeFileSync(out, sql)
const statements = sql.split('\n').filter(Boolean).length
const megabytes = (statSync(out).size / 1e6).toFixed(1)
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`reference-data-sql: ${statements} statements, ${megabytes} MB in ${out} (${seconds} s)`)
