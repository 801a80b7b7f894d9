import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { amenityFlag } from '../../web/rules/listing-rules.ts'
import { tableColumns } from '../../worker/db/seed/tables.ts'
import { featureAmenity } from '../../worker/search/listing-filters.ts'
import { refillListingCountsSql } from '../../worker/search/listing-counts.ts'
import { bandColumns, bandOf, refillBandCountsSql } from '../../worker/search/range-bands.ts'
import { search } from './search-client.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// The listing_counts and listing_band_counts aggregates that count broad searches, kept by triggers: each must equal
// a count of the listings themselves after the seed, after an insert, after updates of status, price, acreage,
// types, house and place, and after a delete; and the seed tool's refill must give the same rows.

/** The aggregate's rows, worked out again from the listings' own columns, in the aggregate's shape. */
const truthSql = `
  WITH listing AS (
    SELECT state_id, market_status, transaction_type, site_mask, type_flags,
           has_house + 2 * has_video + 4 * has_virtual_tour + 8 * has_custom_map + 16 * mineral_rights
             + 32 * owner_financing + 64 * ((amenity_flags & ${amenityFlag(featureAmenity)}) != 0) AS features
      FROM listings
  ),
  places AS (SELECT state_id AS place, * FROM listing UNION ALL SELECT 0 AS place, * FROM listing)
  SELECT place, 2 AS detail, market_status, features, transaction_type, site_mask, type_flags, count(*) AS n
    FROM places GROUP BY place, market_status, features, transaction_type, site_mask, type_flags
  UNION ALL
  SELECT place, 1, market_status, 0, transaction_type, site_mask, type_flags, count(*)
    FROM places GROUP BY place, market_status, transaction_type, site_mask, type_flags
  UNION ALL
  SELECT place, 0, market_status, 0, transaction_type, site_mask, 0, count(*)
    FROM places GROUP BY place, market_status, transaction_type, site_mask`

const rowsOf = (rows: Record<string, unknown>[]) => rows.map((row) => Object.values(row).join(':')).sort()

/** listing_band_counts worked out here from the listings' columns, its bands by bandOf (not the migration's SQL). */
async function bandTruth(): Promise<string[]> {
  const listings = await sqlRows<Record<string, number>>(
    `SELECT state_id, market_status, transaction_type, site_mask, type_flags, has_house, price, acres FROM listings`,
  )
  const counts = new Map<string, number>()
  for (const l of listings)
    for (const place of [l.state_id!, 0])
      for (const band of Object.values(bandColumns))
        for (const detail of [1, 0]) {
          const { market_status, transaction_type, site_mask, type_flags, has_house } = l
          const types = detail ? [type_flags, has_house] : [0, 0]
          const k = bandOf(band, l[band.column]!)
          const key = [place, band.id, detail, market_status, k, transaction_type, site_mask, ...types].join(':')
          counts.set(key, (counts.get(key) ?? 0) + 1)
        }
  return [...counts].map(([key, n]) => `${key}:${n}`).sort()
}

async function expectExact() {
  const truth = await sqlRows(truthSql)
  const kept = await sqlRows(
    `SELECT state_id, detail, market_status, feature_bits, transaction_type, site_mask, type_flags, n
       FROM listing_counts WHERE n != 0`,
  )
  expect(rowsOf(kept)).toEqual(rowsOf(truth))
  const bands = await sqlRows(
    `SELECT state_id, range_column, detail, market_status, band, transaction_type, site_mask, type_flags,
            feature_bits, n
       FROM listing_band_counts WHERE n != 0`,
  )
  expect(rowsOf(bands)).toEqual(await bandTruth())
}

/** The state's count as the search gives it (from the aggregate) and as the table gives it. */
async function expectStateCount(stateId: number) {
  const [row] = await sqlRows<{ n: number }>(
    'SELECT count(*) AS n FROM listings WHERE state_id = ?1 AND market_status IN (1, 2) AND (site_mask & 1) != 0',
    stateId,
  )
  expect((await search({ stateId })).totalCount).toBe(row!.n)
}

const newId = 1_999_999
let listing: { id: number; state_id: number; county_id: number }
let otherCounty: { id: number; state_id: number }

beforeAll(async () => {
  await seedTestDb(500)
  ;[listing] = (await sqlRows<typeof listing>(
    'SELECT id, state_id, county_id FROM listings WHERE market_status = 1 AND (site_mask & 1) != 0 LIMIT 1',
  )) as [typeof listing]
  ;[otherCounty] = (await sqlRows<typeof otherCounty>(
    'SELECT id, state_id FROM counties WHERE state_id != ?1 ORDER BY id LIMIT 1',
    listing.state_id,
  )) as [typeof otherCounty]
})

describe('listing_counts', () => {
  it('matches the listings after the seed', async () => {
    await expectExact()
    await expectStateCount(listing.state_id)
  })

  it('follows an insert', async () => {
    const columns = tableColumns.listings.join(', ')
    const copied = tableColumns.listings.map((column) => (column === 'id' ? `${newId}` : column)).join(', ')
    await sqlRows(`INSERT INTO listings (${columns}) SELECT ${copied} FROM listings WHERE id = ?1`, listing.id)
    await expectExact()
    await expectStateCount(listing.state_id)
  })

  it('follows updates of status, price, features and place', async () => {
    await sqlRows('UPDATE listings SET market_status = 4 WHERE id = ?1', newId)
    await expectExact()
    await expectStateCount(listing.state_id)
    // The irrigation amenity toggled (exclusive or), which feature_bits repeats.
    await sqlRows(
      `UPDATE listings SET market_status = 1, price = price + 1000, has_video = 1 - has_video,
              amenity_flags = (amenity_flags | ?2) - (amenity_flags & ?2) WHERE id = ?1`,
      newId,
      amenityFlag(featureAmenity),
    )
    await expectExact()
    await sqlRows(
      'UPDATE listings SET county_id = ?1, state_id = ?2 WHERE id = ?3',
      otherCounty.id,
      otherCounty.state_id,
      newId,
    )
    await expectExact()
    await expectStateCount(listing.state_id)
    await expectStateCount(otherCounty.state_id)
  })

  it('follows price and acreage across band edges, types and the house', async () => {
    for (const [price, acres] of [
      [100_000, 40],
      [99_999, 39.99],
      [2, 0.5],
      [5_000_000, 1000],
      [0, 20_000],
    ])
      await sqlRows('UPDATE listings SET price = ?1, acres = ?2 WHERE id = ?3', price, acres, newId)
    await expectExact()
    await sqlRows('UPDATE listings SET type_flags = type_flags | 1, has_house = 1 - has_house WHERE id = ?1', newId)
    await expectExact()
    // An update that leaves every band as it was writes nothing (the trigger's WHEN), and stays exact.
    await sqlRows('UPDATE listings SET price = 1, acres = 19999 WHERE id = ?1', newId)
    await expectExact()
  })

  it('follows a delete', async () => {
    await sqlRows('DELETE FROM listings WHERE id = ?1', newId)
    await expectExact()
    await expectStateCount(otherCounty.state_id)
  })

  it('is the same when refilled from the listings, as the seed tool does', async () => {
    await env.DB.batch([...refillListingCountsSql, ...refillBandCountsSql].map((sql) => env.DB.prepare(sql)))
    await expectExact()
  })
})
