import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { propertyTypeFlag } from '../../web/rules/listing-rules.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { bandCountingOf, bandPlan, bandSearch } from '../../worker/search/band-counting.ts'
import { bandStart } from '../../worker/search/band-start.ts'
import { prepareSearch } from '../../worker/search/prepared-search.ts'
import { bandColumns, bandSql } from '../../worker/search/range-bands.ts'
import { pageSql } from '../../worker/search/search-sql.ts'
import { SqlValues } from '../../worker/search/sql-values.ts'
import { search } from './search-client.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// Counts from listing_band_counts (band-counting.ts) and walks started at a band (band-start.ts), each against the
// same question asked of the listings in plain SQL: every way a range can be cut into bands and parts of bands, in
// the whole country and a state, with and without types and the house.

let stateId = 0
let countyId = 0

beforeAll(async () => {
  await seedTestDb(3000)
  const [state] = await sqlRows<{ id: number; countyId: number }>(
    'SELECT state_id AS id, max(county_id) AS countyId FROM listings GROUP BY state_id ORDER BY count(*) DESC LIMIT 1',
  )
  stateId = state!.id
  countyId = state!.countyId
}, 120_000)

/** Ranges on band edges, inside one band, across several, open at either end, empty. */
const ranges: SearchCriteria[] = [
  { priceMax: 100_000 },
  { priceMin: 10_000 },
  { priceMin: 30_000, priceMax: 75_000 },
  { priceMin: 60_000, priceMax: 70_000 },
  { priceMin: 1, priceMax: 5_000 },
  { priceMin: 5_000_000 },
  { priceMin: 200_000, priceMax: 100_000 },
  { acresMin: 40 },
  { acresMax: 7.5 },
  { acresMax: 39.5 },
  { acresMin: 2.5, acresMax: 150 },
  { acresMin: 0.3, acresMax: 0.9 },
  { acresMin: 1000 },
]
const filters: SearchCriteria[] = [
  {},
  { propertyTypes: ['farm', 'ranch'] },
  { hasHouse: true },
  { hasHouse: false, propertyTypes: ['recreational', 'hunting'] },
  { transactionTypes: [2], marketStatuses: [1, 3] },
]

/** The listings the criteria keep, counted from the listings' own columns. */
async function plainCount(criteria: SearchCriteria, place: SearchCriteria): Promise<number> {
  const where = [
    `market_status IN (${(criteria.marketStatuses ?? [1, 2]).join(', ')})`,
    '(site_mask & 1) != 0',
    ...(criteria.transactionTypes ? [`transaction_type IN (${criteria.transactionTypes.join(', ')})`] : []),
    ...(criteria.propertyTypes
      ? [`(type_flags & ${criteria.propertyTypes.reduce((mask, type) => mask | propertyTypeFlag[type], 0)}) != 0`]
      : []),
    ...(criteria.hasHouse !== undefined ? [`has_house = ${criteria.hasHouse ? 1 : 0}`] : []),
    ...(criteria.priceMin !== undefined || criteria.priceMax !== undefined ? ['price > 2'] : []),
    ...(criteria.priceMin !== undefined ? [`price >= ${criteria.priceMin}`] : []),
    ...(criteria.priceMax !== undefined ? [`price <= ${criteria.priceMax}`] : []),
    ...(criteria.acresMin !== undefined ? [`acres >= ${criteria.acresMin}`] : []),
    ...(criteria.acresMax !== undefined ? [`acres <= ${criteria.acresMax}`] : []),
    ...(place.stateId !== undefined ? [`state_id = ${place.stateId}`] : []),
  ]
  const [row] = await sqlRows<{ n: number }>(`SELECT count(*) AS n FROM listings WHERE ${where.join(' AND ')}`)
  return row!.n
}

describe('band edges', () => {
  it('listings.price_band and acres_band are the bands of range-bands.ts', async () => {
    const [table] = await sqlRows<{ sql: string }>("SELECT sql FROM sqlite_master WHERE name = 'listings'")
    const normal = (text: string) => text.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')')
    for (const band of Object.values(bandColumns))
      expect(normal(table!.sql)).toContain(
        normal(`${band.column}_band INTEGER GENERATED ALWAYS AS (${bandSql(band, band.column)}) VIRTUAL`),
      )
  })
})

describe('counts from the bands', () => {
  const places = () => [{}, { stateId }]
  it.each(ranges.map((range) => [JSON.stringify(range), range] as const))(
    '%s: every plan counts what the listings hold',
    async (_, range) => {
      for (const place of places())
        for (const filter of filters) {
          const criteria = { ...filter, ...range, ...place }
          const expected = await plainCount(criteria, place)
          expect((await search(criteria)).totalCount, JSON.stringify(criteria)).toBe(expected)
          const { query } = await prepareSearch(env.DB, criteria, 1, Date.now())
          const banded = bandSearch(query)!
          expect(banded, JSON.stringify(criteria)).not.toBeNull()
          // Each band's part in the range counted directly, or as its band less the rest; summed as the bands
          // inside, or as the place less the bands outside.
          for (const restCheaper of [() => false, () => true])
            for (const wide of [false, true]) {
              const plan = bandPlan(banded.band, banded.low, banded.high, restCheaper)
              const values = new SqlValues()
              const sql = `SELECT total FROM (${bandCountingOf(query, plan, wide)!.sql(values)})`
              const [row] = await sqlRows<{ total: number }>(sql, ...values.list)
              expect(row!.total, `${JSON.stringify(criteria)} ${restCheaper()} ${wide}`).toBe(expected)
            }
        }
    },
  )

  it('leaves out searches the bands cannot count', async () => {
    for (const criteria of [
      { priceMax: 100_000, hasVideo: true },
      { priceMax: 100_000, acresMin: 5 },
      { priceMax: 100_000, keywordQuery: 'river' },
      { priceMax: 100_000, countyIdList: [countyId] },
      { dateListed: 30 },
    ] satisfies SearchCriteria[]) {
      const { query } = await prepareSearch(env.DB, criteria, 1, Date.now())
      expect(bandSearch(query), JSON.stringify(criteria)).toBeNull()
    }
  })
})

describe('walks started at a band', () => {
  const orders = { 1: 'acres DESC, id DESC', 2: 'acres, id', 3: 'price DESC, id DESC' } as const
  it.each(Object.keys(orders).map((id) => [Number(id) as keyof typeof orders] as const))(
    'sort %i: every page is the page of the whole order',
    async (sortOrderId) => {
      for (const place of [{}, { stateId }])
        for (const filter of [{}, { propertyTypes: ['farm', 'ranch'] }, { hasHouse: false }] as SearchCriteria[]) {
          const criteria = { ...filter, ...place, sortOrderId }
          const { query } = await prepareSearch(env.DB, criteria, 1, Date.now())
          const total = await plainCount(criteria, place)
          for (const offset of [0, 25, 130, 400, total - 30, total - 1, total + 5].filter((n) => n >= 0)) {
            const start = bandStart(query, offset)
            expect(start, JSON.stringify(criteria)).not.toBeNull()
            const values = new SqlValues()
            const walk = pageSql(query, null, { offset, size: 25 }, values, String, { start })
            const found = await sqlRows<{ id: number }>(`WITH ${start!.cte} ${walk}`, ...values.list)
            const typeMask = (filter.propertyTypes ?? []).reduce((mask, type) => mask | propertyTypeFlag[type], 0)
            const expected = await sqlRows<{ id: number }>(
              `SELECT id FROM listings WHERE market_status IN (1, 2) AND (site_mask & 1) != 0
                  AND (${typeMask} = 0 OR (type_flags & ${typeMask}) != 0)
                  AND (?1 IS NULL OR has_house = ?1) AND (?2 IS NULL OR state_id = ?2)
                ORDER BY ${orders[sortOrderId]} LIMIT 25 OFFSET ${offset}`,
              filter.hasHouse === undefined ? null : Number(filter.hasHouse),
              'stateId' in place ? place.stateId : null,
            )
            expect(found, `${JSON.stringify(criteria)} offset ${offset}`).toEqual(expected)
          }
        }
    },
  )

  it('is left out where the bands cannot tell where a page starts', async () => {
    for (const criteria of [
      { sortOrderId: 4 }, // price ascending puts Auction and Contact for Price last
      { sortOrderId: 6 }, // no bands of dates
      { sortOrderId: 1, acresMin: 5 },
      { sortOrderId: 1, countyIdList: [countyId] },
      { sortOrderId: 1, hasVideo: true },
    ] satisfies SearchCriteria[]) {
      const { query } = await prepareSearch(env.DB, criteria, 1, Date.now())
      expect(bandStart(query, 5000), JSON.stringify(criteria)).toBeNull()
    }
  })
})
