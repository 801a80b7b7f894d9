import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { sortOrder } from '../../web/rules/listing-rules.ts'
import { sortOrderValues, type SearchCriteria } from '../../web/search/search-criteria.ts'
import { bandCountingOf, bandPlan, bandSearch } from '../../worker/search/band-counting.ts'
import { bandStart } from '../../worker/search/band-start.ts'
import { stateKeywordCounting } from '../../worker/search/keyword-matches.ts'
import { prepareSearch } from '../../worker/search/prepared-search.ts'
import { aggregateCounting, candidateDrivers, countingBy, outsideCounting } from '../../worker/search/search-count.ts'
import { searchStatement } from '../../worker/search/search-results.ts'
import {
  matchesStatement,
  pageSql,
  probeStatement,
  type Counting,
  type Statement,
} from '../../worker/search/search-sql.ts'
import { SqlValues } from '../../worker/search/sql-values.ts'
import { encodePolyline } from '../../web/search/polyline.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// The plans of the SQL the search builds, by EXPLAIN QUERY PLAN, for a broad set of criteria: every statement that
// can run for them, whichever driver the data makes the cheapest. None may read the listings table's rows whole
// (SCAN listings), none of a common search may step through a whole index to count, and walking a sort order must
// never sort. The indexes are named in the SQL (INDEXED BY), so these are the plans at a million listings too.

const triangle = encodePolyline([
  [30, -98],
  [30.6, -98],
  [30.3, -97.4],
])
/** A town and a ZIP the test seed has (it loads the towns and ZIPs of the counties with listings only). */
const seeded = { cityId: 0, zip: '' }

/** Searches people make all the time: each must be counted without stepping through every listing. */
const common = (): SearchCriteria[] => [
  {},
  { propertyTypes: ['farm', 'ranch'] },
  { stateAbbreviation: 'TX' },
  { stateAbbreviation: 'TX', propertyTypes: ['ranch'], priceMax: 500_000 },
  { stateAbbreviation: 'CO', acresMin: 40, hasHouse: true, sortOrderId: 4 },
  { countyName: 'Travis County', stateAbbreviation: 'TX', sortOrderId: 3 },
  { countyIdList: [48453, 48491], activityTypes: ['hunting'] },
  { cityIdList: [seeded.cityId] },
  { cityIdList: [seeded.cityId], radius: 25 },
  { zip: seeded.zip },
  { zip: seeded.zip, radius: 10, sortOrderId: 6 },
  { latitude: 39.7, longitude: -105 },
  { lowerLeftLatitude: 38, lowerLeftLongitude: -106, upperRightLatitude: 40, upperRightLongitude: -104 },
  { mapEncodedCords: triangle },
  { keywordQuery: 'river' },
  { keywordQuery: 'creek', stateAbbreviation: 'MT', sortOrderId: 25 },
  { priceMin: 50_000, priceMax: 150_000, sortOrderId: 19 },
  { priceMax: 1_000_000, propertyTypes: ['ranch'], hasHouse: false },
  { acresMin: 1000, sortOrderId: 1 },
  { dateListed: 7 },
  { priceChangeType: 'reduction', priceChangeLookback: 30 },
  { transactionTypes: [2], marketStatuses: [1] },
  { mineralRights: true, ownerFinancing: true },
  { customSearchUrl: 'cheap-land-for-sale' },
  { customSearchUrl: 'log-cabins-for-sale', stateAbbreviation: 'GA' },
  { brokerType: 'agents', stateAbbreviation: 'KS' },
  { inventoryIdList: [1000001, 1000002] },
  { lakeIdList: [1] },
]

/** Whole-country searches on filters no index orders by: reading every listing's index entry is their plan. */
const rare: SearchCriteria[] = [
  { activityTypes: ['aviation'] },
  { amenityTypes: ['irrigation'], propertyTypes: ['farm'] },
  { bedMin: 4 },
  { brokerType: 'auctioneer' },
]

type Plan = { sql: string; rows: string[] }

async function planOf(statement: Statement): Promise<Plan> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
    .bind(...statement.values)
    .all<{ detail: string }>()
  return { sql: statement.sql.replace(/\s+/g, ' '), rows: results.map((row) => row.detail) }
}

/** Every statement the search may run for the criteria, by kind, whichever driver the data makes the cheapest. */
async function statementsOf(criteria: SearchCriteria) {
  const { query } = await prepareSearch(env.DB, criteria, 1, Date.now())
  const drivers = candidateDrivers(query)
  const banded = bandSearch(query)
  // Every way bands can count it: parts of bands counted directly or as their band less the rest, bands inside
  // summed or the place less the bands outside.
  const bandCountings = banded
    ? [false, true].flatMap((wide) =>
        [() => false, () => true].map((restCheaper) =>
          bandCountingOf(query, bandPlan(banded.band, banded.low, banded.high, restCheaper), wide)!,
        ),
      )
    : []
  const countings: Counting[] = [
    ...[aggregateCounting(query), stateKeywordCounting(query)].filter((counting) => counting !== null),
    ...bandCountings,
    ...(query.filters.onlyRange?.outside.length ? [outsideCounting(query)] : []),
    ...drivers.map((driver) => countingBy(query, driver)),
  ]
  const alone = (write: (values: SqlValues) => string): Statement => {
    const values = new SqlValues()
    return { sql: write(values), values: values.list }
  }
  return {
    counts: [
      ...countings.map((counting) =>
        alone((values) => `${counting.matches ? `WITH ${counting.matches.cte(values)} ` : ''}${counting.sql(values)}`),
      ),
      ...(drivers.length > 1
        ? [
            probeStatement(
              drivers,
              drivers.map(() => 100),
            ),
          ]
        : []),
    ],
    searches: countings.flatMap((counting) =>
      [0, 2500].map((offset) => searchStatement(query, counting, { offset, size: 25 })),
    ),
    matches: drivers.map((driver) => matchesStatement(query, driver, 'l.id, l.lat, l.lng')),
    walks: [
      alone((values) => pageSql(query, null, { offset: 2500, size: 25 }, values)),
      alone((values) => pageSql(query, null, { offset: 2500, size: 25 }, values, String, { budget: '5000' })),
    ],
    hasDriver: countings.length > 0,
  }
}

const tableScan = /^SCAN (l|listings)$|^SCAN (l|listings) USING (?!(COVERING )?INDEX)/
const indexScan = /^SCAN (l|listings)\b/

beforeAll(async () => {
  await seedTestDb(300)
  const [listing] = await sqlRows<{ cityId: number; zip: string }>(
    "SELECT city_id AS cityId, zip FROM listings WHERE zip != '' AND city_id IS NOT NULL LIMIT 1",
  )
  Object.assign(seeded, listing)
})

describe('search query plans', () => {
  it.each(common().map((criteria, i) => [JSON.stringify(criteria), i] as const))(
    'common %s: counted by a seek, never by a scan',
    async (_, i) => {
      const { counts, searches, matches, walks, hasDriver } = await statementsOf(common()[i]!)
      expect(hasDriver).toBe(true)
      for (const plan of await Promise.all(counts.map(planOf))) {
        expect(
          plan.rows.filter((row) => indexScan.test(row)),
          plan.sql,
        ).toEqual([])
      }
      for (const plan of await Promise.all([...searches, ...matches, ...walks].map(planOf))) {
        expect(
          plan.rows.filter((row) => tableScan.test(row)),
          plan.sql,
        ).toEqual([])
      }
    },
  )

  it.each(rare.map((criteria) => [JSON.stringify(criteria), criteria] as const))(
    'rare %s: read through an index, never the table',
    async (_, criteria) => {
      const { counts, searches, matches, walks } = await statementsOf(criteria)
      for (const plan of await Promise.all([...counts, ...searches, ...matches, ...walks].map(planOf))) {
        expect(
          plan.rows.filter((row) => tableScan.test(row)),
          plan.sql,
        ).toEqual([])
      }
    },
  )

  it.each([sortOrder.acresDesc, sortOrder.acresAsc, sortOrder.priceDesc].map((sortOrderId) => [sortOrderId] as const))(
    'sort order %i: a deep page is walked from a seek at the band it starts in',
    async (sortOrderId) => {
      for (const criteria of [{ sortOrderId }, { sortOrderId, stateAbbreviation: 'TX', propertyTypes: ['ranch'] }]) {
        const { query } = await prepareSearch(env.DB, criteria as SearchCriteria, 1, Date.now())
        const start = bandStart(query, 2500)!
        const values = new SqlValues()
        const walk = pageSql(query, null, { offset: 2500, size: 25 }, values, String, { start })
        const plan = await planOf({ sql: `WITH ${start.cte} ${walk}`, values: values.list })
        expect(
          plan.rows.filter((row) => tableScan.test(row) || indexScan.test(row)),
          plan.sql,
        ).toEqual([])
        expect(
          plan.rows.some((row) =>
            /^SEARCH l USING (COVERING )?INDEX search_(acres|price) \((acres|price)[<>]/.test(row),
          ),
          plan.sql,
        ).toBe(true)
      }
    },
  )

  it.each(sortOrderValues.map((sortOrderId) => [sortOrderId] as const))(
    'sort order %i: a page is read by walking its index, never sorted',
    async (sortOrderId) => {
      for (const criteria of [{ sortOrderId }, { sortOrderId, stateAbbreviation: 'TX', priceMax: 90_000 }]) {
        const { walks } = await statementsOf(criteria)
        for (const plan of await Promise.all(walks.map(planOf))) {
          expect(
            plan.rows.filter((row) => tableScan.test(row) || /TEMP B-TREE/.test(row)),
            plan.sql,
          ).toEqual([])
          expect(
            plan.rows.some((row) => /USING (COVERING )?INDEX search_/.test(row)),
            plan.sql,
          ).toBe(true)
        }
      }
    },
  )
})
