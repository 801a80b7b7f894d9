import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { sortOrder } from '../../web/rules/listing-rules.ts'
import { sortOrderValues } from '../../web/search/search-criteria.ts'
import { prepareSearch } from '../../worker/search/prepared-search.ts'
import { planCounting } from '../../worker/search/search-count.ts'
import { searchStatement } from '../../worker/search/search-results.ts'
import { areaDriver, pageSql, type Counting } from '../../worker/search/search-sql.ts'
import { SqlValues } from '../../worker/search/sql-values.ts'
import { search, searchAll } from './search-client.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// Every sort order over every page of a mid-size search: each listing once, in the order spec §9 describes, ties
// by id. The expected order is worked out here from the rows, not by the search's SQL.

interface Row {
  id: number
  price: number
  acres: number
  upgrade: number
  listed: string
  changed: string | null
}

const hasPrice = (row: Row) => row.price > 2
const perAcre = (row: Row) => (hasPrice(row) && row.acres > 0 ? row.price / row.acres : null)
const recent = (row: Row) => (row.changed && row.changed > row.listed ? row.changed : row.listed)

type Compare = (a: Row, b: Row) => number
const by =
  (...keys: [(row: Row) => number | string, 'asc' | 'desc'][]): Compare =>
  (a, b) => {
    for (const [key, direction] of keys) {
      const [x, y] = [key(a), key(b)]
      if (x !== y) return (x < y ? -1 : 1) * (direction === 'asc' ? 1 : -1)
    }
    return 0
  }
/** Listings without a value come last, whatever the direction. */
const lastWithout =
  (value: (row: Row) => number | null, direction: 'asc' | 'desc'): Compare =>
  (a, b) => {
    const [x, y] = [value(a), value(b)]
    if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1
    return x === y ? 0 : (x < y ? -1 : 1) * (direction === 'asc' ? 1 : -1)
  }

const id = (row: Row) => row.id
const orders: Record<(typeof sortOrderValues)[number], Compare[]> = {
  [sortOrder.acresDesc]: [by([(r) => r.acres, 'desc'], [id, 'desc'])],
  [sortOrder.acresAsc]: [by([(r) => r.acres, 'asc'], [id, 'asc'])],
  [sortOrder.priceDesc]: [
    lastWithout((r) => (hasPrice(r) ? r.price : null), 'desc'),
    by([(r) => r.price, 'desc'], [id, 'desc']),
  ],
  [sortOrder.priceAsc]: [
    lastWithout((r) => (hasPrice(r) ? r.price : null), 'asc'),
    by([(r) => r.price, 'asc'], [id, 'asc']),
  ],
  [sortOrder.newest]: [by([(r) => r.listed, 'desc'], [id, 'desc'])],
  [sortOrder.pricePerAcreDesc]: [lastWithout(perAcre, 'desc'), by([id, 'desc'])],
  [sortOrder.pricePerAcreAsc]: [lastWithout(perAcre, 'asc'), by([id, 'asc'])],
  [sortOrder.recent]: [by([recent, 'desc'], [id, 'desc'])],
  [sortOrder.default]: [by([(r) => r.upgrade, 'desc'], [(r) => r.listed, 'desc'], [id, 'desc'])],
}

let stateId = 0
let rows = new Map<number, Row>()

/** The state's listings in the order, by id. */
const sorted = (sortOrderId: (typeof sortOrderValues)[number]) =>
  [...rows.values()]
    .sort((a, b) => orders[sortOrderId].reduce((result, compare) => result || compare(a, b), 0))
    .map((row) => row.id)

beforeAll(async () => {
  await seedTestDb(2000)
  // A state with a few pages of listings, auctions and contact-for-price among them.
  const [state] = await sqlRows<{ id: number }>(
    `SELECT state_id AS id FROM listings WHERE market_status IN (1, 2) AND (site_mask & 1) != 0
      GROUP BY state_id HAVING count(*) BETWEEN 60 AND 200 AND sum(price <= 2) > 0 ORDER BY count(*) DESC LIMIT 1`,
  )
  stateId = state!.id
  const list = await sqlRows<Row>(
    `SELECT id, price, acres, upgrade_level_id AS upgrade, date_listed AS listed, price_changed_at AS changed
       FROM listings WHERE market_status IN (1, 2) AND (site_mask & 1) != 0 AND state_id = ?1`,
    stateId,
  )
  rows = new Map(list.map((row) => [row.id, row]))
}, 120_000)

describe('sort orders', () => {
  it.each(sortOrderValues.map((sortOrderId) => [sortOrderId] as const))(
    'sort %i: every listing once, in order, across pages',
    async (sortOrderId) => {
      const { ids, totalCount, first } = await searchAll({ stateId, sortOrderId })
      expect(first.pageCount).toBeGreaterThan(2)
      expect(totalCount).toBe(rows.size)
      expect(new Set(ids).size).toBe(ids.length)
      expect([...ids].sort()).toEqual([...rows.keys()].sort())
      const expected = [...rows.values()]
        .sort((a, b) => orders[sortOrderId].reduce((result, compare) => result || compare(a, b), 0))
        .map((row) => row.id)
      expect(ids).toEqual(expected)
    },
  )

  // The search reads a page either by walking the order's index or by sorting what its driver finds, whichever reads
  // less; at this seed size it mostly sorts. Both must give the same pages.
  it.each(sortOrderValues.map((sortOrderId) => [sortOrderId] as const))(
    'sort %i: walking the index and sorting the matches give the same pages',
    async (sortOrderId) => {
      const criteria = { stateId, sortOrderId, priceMax: 2_000_000 }
      const { query } = await prepareSearch(env.DB, criteria, 1, Date.now())
      const driver = areaDriver(query)!
      const pages = async (collect: boolean) => {
        const ids: number[] = []
        for (let offset = 0; offset < rows.size + 25; offset += 25) {
          const page = { offset, size: 25 }
          const values = new SqlValues()
          const sql = pageSql(query, collect ? { driver, fewRows: true } : null, page, values)
          const { results } = await env.DB.prepare(sql)
            .bind(...values.list)
            .all<{ id: number }>()
          ids.push(...results.map((row) => row.id))
        }
        return ids
      }
      const walked = await pages(false)
      expect(walked.length).toBeGreaterThan(50)
      expect(walked).toEqual(await pages(true))
      expect(walked).toEqual((await searchAll(criteria)).ids)
    },
  )

  // Listings by id are gathered first and sorted as gathered (search-sql.ts matchesSql): the same order.
  it.each(sortOrderValues.map((sortOrderId) => [sortOrderId] as const))(
    'sort %i: listings named by id come in the same order',
    async (sortOrderId) => {
      const chosen = [...rows.values()].slice(0, 90)
      const { ids } = await searchAll({ inventoryIdList: chosen.map((row) => row.id), sortOrderId })
      const expected = chosen
        .sort((a, b) => orders[sortOrderId].reduce((result, compare) => result || compare(a, b), 0))
        .map((row) => row.id)
      expect(ids).toEqual(expected)
    },
  )

  // A walk within a budget of index entries (search-results.ts) answers its page, or only the first part of it when
  // the budget runs out first: never a listing out of order.
  it.each(sortOrderValues.map((sortOrderId) => [sortOrderId] as const))(
    'sort %i: a walk within a budget answers a first part of its page',
    async (sortOrderId) => {
      const { query } = await prepareSearch(env.DB, { stateId, sortOrderId }, 1, Date.now())
      const expected = sorted(sortOrderId)
      for (let offset = 0; offset < rows.size + 25; offset += 25) {
        const page = expected.slice(offset, offset + 25)
        for (const budget of ['1000000', '300', '20']) {
          const values = new SqlValues()
          const sql = pageSql(query, null, { offset, size: 25 }, values, String, { budget })
          const ids = (await sqlRows<{ id: number }>(sql, ...values.list)).map((row) => row.id)
          if (budget === '1000000' && !query.sort.last) expect(ids).toEqual(page)
          else expect(page.slice(0, ids.length), `budget ${budget} offset ${offset}`).toEqual(ids)
        }
      }
    },
  )

  // The statement walks (a span of 1 makes a walk look cheapest), within a budget of as many entries as collecting
  // reads: orders by date find too few of the state's listings that soon, and the page is collected instead.
  it.each([sortOrder.newest, sortOrder.recent, sortOrder.default].map((sortOrderId) => [sortOrderId] as const))(
    'sort %i: a walk that runs out of its budget gives way to collecting',
    async (sortOrderId) => {
      const { query } = await prepareSearch(env.DB, { stateId, sortOrderId }, 1, Date.now())
      const counting = await planCounting(env.DB, query)
      const walking: Counting = {
        ...counting,
        sql: (values) => `SELECT total, driven, 1 AS span FROM (${counting.sql(values)})`,
      }
      const ids: number[] = []
      for (let offset = 0; offset < rows.size; offset += 25) {
        const statement = searchStatement(query, walking, { offset, size: 25 })
        const found = await sqlRows<{ id: number }>(statement.sql, ...statement.values)
        ids.push(...found.map((row) => row.id))
      }
      expect(ids).toEqual(sorted(sortOrderId))
    },
  )

  it('a page past the last is empty, with the count', async () => {
    const { pageCount: pages } = await search({ stateId })
    const { listings, totalCount, pageCount } = await search({ stateId, pageIndex: pages })
    expect(listings).toEqual([])
    expect(totalCount).toBe(rows.size)
    expect(pageCount).toBe(Math.ceil(rows.size / 25))
  })
})
