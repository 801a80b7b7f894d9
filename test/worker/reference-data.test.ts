// The reference data file of a deployed database (worker/db/reference-data.ts, `npm run db:reference:*`), applied
// statement by statement as `wrangler d1 execute --file` applies it, to this file's freshly migrated D1 with no seed:
// every place of the CSVs is there, no demo row is, a second run writes nothing, a changed CSV loads over the old
// rows, and every brand's home and state pages answer with no listing at all.
import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { referenceDataSql, referenceTables } from '../../worker/db/reference-data.ts'
import { parseCsvRecords } from '../../worker/db/seed/csv.ts'
import { buildGeography } from '../../worker/db/seed/geography.ts'
import { parseGeo, type GeoData, type GeoText } from '../../worker/db/seed/geo-data.ts'
import { urlName } from '../../routes/links/url-name.ts'
import { searchUrlCodecs } from '../../routes/search-urls/search-url-codec.ts'
import citiesCsv from '../../worker/db/geo/cities.csv?raw'
import countiesCsv from '../../worker/db/geo/counties.csv?raw'
import statesCsv from '../../worker/db/geo/states.csv?raw'
import zipsCsv from '../../worker/db/geo/zips.csv?raw'
import { sqlRows } from './seeded-db.ts'
import { brandOrigin } from './worker-config.ts'

const geoText: GeoText = { states: statesCsv, counties: countiesCsv, cities: citiesCsv, zips: zipsCsv }
const d1StatementLimit = 100_000

/** Runs the file's statements in one batch, as wrangler does locally; answers the rows they wrote. */
async function applyFile(sql: string): Promise<number> {
  const statements = sql.split('\n').filter(Boolean)
  const results = await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)))
  return results.reduce((sum, result) => sum + result.meta.rows_written, 0)
}

const count = async (table: string) =>
  Number((await sqlRows<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n)
const dataVersion = async () => Number((await sqlRows<{ v: number }>('SELECT version AS v FROM data_version'))[0]?.v)

let sql = ''
let firstRunWrites = 0
beforeAll(async () => {
  sql = await referenceDataSql(parseGeo(geoText))
  firstRunWrites = await applyFile(sql)
})

describe('the reference data file', () => {
  it('keeps each statement on one line and within D1’s statement size', () => {
    const statements = sql.split('\n').filter(Boolean)
    expect(statements.length).toBeGreaterThan(10)
    for (const statement of statements) {
      expect(statement.endsWith(';')).toBe(true)
      expect(new TextEncoder().encode(statement).length).toBeLessThanOrEqual(d1StatementLimit)
    }
  })

  it('loads every state (with DC and Puerto Rico), county, city and ZIP of the CSVs', async () => {
    expect(firstRunWrites).toBeGreaterThan(0)
    expect(await count('states')).toBe(parseCsvRecords(statesCsv).length)
    expect(await count('states')).toBe(52)
    expect(await sqlRows('SELECT slug FROM states WHERE id IN (11, 72) ORDER BY id')).toEqual([
      { slug: 'District-of-Columbia' },
      { slug: 'Puerto-Rico' },
    ])
    expect(await count('counties')).toBe(parseCsvRecords(countiesCsv).length)
    expect(await count('cities')).toBe(parseCsvRecords(citiesCsv).length)
    expect(await count('zips')).toBe(parseCsvRecords(zipsCsv).length)
    // Every county in a region of its own state, and the lakes of lakeIdList searches in place.
    const strays = await sqlRows(
      'SELECT c.id FROM counties c LEFT JOIN regions r ON r.id = c.region_id WHERE r.state_id IS NOT c.state_id',
    )
    expect(strays).toEqual([])
    expect(await count('lakes')).toBeGreaterThan(30)
  })

  it('holds no demo data: no seller, listing, lender, user or popular search', async () => {
    for (const table of ['accounts', 'listings', 'finance_centers', 'users', 'leads', 'popular_searches', 'seed_info'])
      expect([table, await count(table)]).toEqual([table, 0])
    expect(await sqlRows('SELECT name, site_id AS siteId, value FROM feature_flags')).toEqual([
      { name: 'financeCenter', siteId: 0, value: 0 },
    ])
  })

  it('names every UNIQUE column set of its tables, so a moved URL name is parked first', async () => {
    for (const [table, { key, unique }] of Object.entries(referenceTables)) {
      const indexes = await sqlRows<{ name: string; unique: number; origin: string }>(`PRAGMA index_list(${table})`)
      const sets = await Promise.all(
        indexes
          .filter((index) => index.unique === 1)
          .map(async (index) => ({
            origin: index.origin,
            columns: (await sqlRows<{ name: string }>(`PRAGMA index_info(${index.name})`)).map((c) => c.name),
          })),
      )
      const declared = unique.map((columns) => columns.join(',')).sort()
      const found = sets.filter((set) => set.origin !== 'pk').map((set) => set.columns.join(','))
      expect([table, found.sort()]).toEqual([table, declared])
      const primaryKey = (await sqlRows<{ name: string; pk: number }>(`PRAGMA table_info(${table})`)).filter(
        (column) => column.pk > 0,
      )
      expect([table, primaryKey.map((column) => column.name)]).toEqual([table, [key]])
    }
  })

  it('writes nothing on a second run, and keeps a flag the admin switched', async () => {
    const version = await dataVersion()
    await env.DB.prepare("UPDATE feature_flags SET value = 1 WHERE name = 'financeCenter'").run()
    expect(await applyFile(sql)).toBe(0)
    expect(await dataVersion()).toBe(version)
    expect(await sqlRows('SELECT value FROM feature_flags')).toEqual([{ value: 1 }])
  })

  it('loads a changed CSV over the old rows: a URL name moves between two towns, and the data version moves', async () => {
    const data = parseGeo(geoText)
    const [first, second] = namesakes(data)
    const slugsOf = async () =>
      Object.fromEntries(
        (
          await sqlRows<{ id: number; slug: string }>(
            'SELECT id, slug FROM cities WHERE id IN (?1, ?2)',
            first.id,
            second.id,
          )
        ).map((row) => [row.id, row.slug]),
      )
    const before = await slugsOf()
    const plain = `${urlName(first.name)}-${first.stateAbbr}`
    const holder = Object.keys(before).find((id) => before[id] === plain)
    const version = await dataVersion()
    // The population ranks of two towns of one name swap: the more populous takes the plain URL name, the other
    // its county's, as the seed's own builder names them from the changed data.
    ;[first.population, second.population] = [second.population, first.population]
    await applyFile(await referenceDataSql(data))
    const after = await slugsOf()
    expect(after).toEqual(
      Object.fromEntries(
        buildGeography(data)
          .cities.filter((city) => city.id === first.id || city.id === second.id)
          .map((city) => [city.id, city.slug]),
      ),
    )
    expect(Object.keys(after).find((id) => after[id] === plain)).not.toBe(holder)
    expect(await dataVersion()).toBe(version + 1)
    // And back, as a later CSV might have it.
    await applyFile(sql)
    expect(await slugsOf()).toEqual(before)
    expect(await dataVersion()).toBe(version + 2)
  })
})

/**
 * The only two towns of one name in a state, the later in the file the more populous: once their populations swap,
 * the earlier town's row claims the plain URL name while the later one still holds it, which only parking survives.
 */
function namesakes(data: GeoData): [GeoData['cities'][number], GeoData['cities'][number]] {
  const byName = new Map<string, GeoData['cities']>()
  for (const city of data.cities) {
    const key = `${city.stateId}:${city.name}`
    byName.set(key, [...(byName.get(key) ?? []), city])
  }
  for (const towns of byName.values()) {
    const [first, second] = towns
    if (towns.length === 2 && first?.population != null && second?.population != null)
      if (second.population > first.population) return [first, second]
  }
  throw new Error('no two towns of one name in one state')
}

describe.each(brandIds)('%s with reference data and no listings', (id) => {
  const origin = brandOrigin(id)
  const texasPath = searchUrlCodecs[id].build({ stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX' })

  it('answers the home page', async () => {
    const response = await exports.default.fetch(`${origin}/`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('data-testid="site-footer"')
  })

  it(`answers the Texas search page (${texasPath})`, async () => {
    const response = await exports.default.fetch(`${origin}${texasPath}`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Texas')
  })
})
