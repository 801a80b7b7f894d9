import { beforeAll, describe, expect, it } from 'vitest'
import { searchAll } from './search-client.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// A keyword within a state or counties asks listings_fts for the words and one of the places' tokens together
// (worker/search/keyword.ts, 0012_keyword_places.sql): the tokens must be every listing's own places, after the seed
// and after a listing moves, and a buyer's words must never match them.

const active = 'market_status IN (1, 2) AND (site_mask & 1) != 0'
const fts = (query: string) => `id IN (SELECT rowid FROM listings_fts WHERE listings_fts MATCH '${query}')`

async function ids(where: string, ...params: unknown[]): Promise<number[]> {
  const rows = await sqlRows<{ id: number }>(`SELECT id FROM listings WHERE ${where} ORDER BY id`, ...params)
  return rows.map((row) => row.id)
}

async function expectFinds(criteria: Parameters<typeof searchAll>[0], where: string, ...params: unknown[]) {
  const expected = await ids(`${active} AND ${where}`, ...params)
  const found = await searchAll(criteria)
  expect(found.totalCount).toBe(expected.length)
  expect([...found.ids].sort((a, b) => a - b)).toEqual(expected)
  return expected
}

let listing: { id: number; stateId: number; countyId: number }
let other: { stateId: number; countyId: number; regionId: number }

beforeAll(async () => {
  await seedTestDb(1500)
  ;[listing] = (await sqlRows<typeof listing>(
    `SELECT id, state_id AS stateId, county_id AS countyId FROM listings
      WHERE ${active} AND ${fts('whitetail')} LIMIT 1`,
  )) as [typeof listing]
  ;[other] = (await sqlRows<typeof other>(
    `SELECT state_id AS stateId, id AS countyId, region_id AS regionId FROM counties WHERE state_id != ?1
      ORDER BY id LIMIT 1`,
    listing.stateId,
  )) as [typeof other]
}, 120_000)

describe('place tokens', () => {
  it('are every listing’s state and county after the seed', async () => {
    const places = await sqlRows<{ stateId: number; countyId: number; n: number }>(
      'SELECT state_id AS stateId, county_id AS countyId, count(*) AS n FROM listings GROUP BY 1, 2',
    )
    for (const { stateId, countyId } of places.slice(0, 40)) {
      expect(await ids(fts(`places : "s${stateId}"`))).toEqual(await ids('state_id = ?1', stateId))
      expect(await ids(fts(`places : "c${countyId}"`))).toEqual(await ids('county_id = ?1', countyId))
    }
  })

  it('are not words: a buyer typing one finds the listings whose text has it, none by their places', async () => {
    const found = await searchAll({ keywordQuery: `s${listing.stateId} c${listing.countyId}` })
    expect(found.totalCount).toBe(0)
  })
})

describe('a keyword within a place', () => {
  it('finds the listings of a state, a county and a region that have the words', async () => {
    await expectFinds(
      { keywordQuery: 'whitetail', stateId: listing.stateId },
      `state_id = ?1 AND ${fts('whitetail')}`,
      listing.stateId,
    )
    await expectFinds(
      { keywordQuery: 'Whitetail acres', countyIdList: [listing.countyId] },
      `county_id = ?1 AND ${fts('whitetail acres')}`,
      listing.countyId,
    )
    const [region] = await sqlRows<{ id: number }>(
      'SELECT region_id AS id FROM counties WHERE id = ?1',
      listing.countyId,
    )
    await expectFinds(
      { keywordQuery: 'acres', regionIdList: [region!.id] },
      `county_id IN (SELECT id FROM counties WHERE region_id = ?1) AND ${fts('acres')}`,
      region!.id,
    )
  })

  // Within a state the matches are sought by id when they are few against the state's listings, else read from the
  // state (keyword-matches.ts): a rare word and a word in every listing take one way each.
  it('finds the same within a state whichever way its matches are gathered', async () => {
    for (const word of ['whitetail', 'acres'])
      await expectFinds(
        { keywordQuery: word, stateId: listing.stateId },
        `state_id = ?1 AND ${fts(word)}`,
        listing.stateId,
      )
  })

  it('follows a listing that moves to another county and state, words and all', async () => {
    await sqlRows(
      'UPDATE listings SET county_id = ?1, state_id = ?2 WHERE id = ?3',
      other.countyId,
      other.stateId,
      listing.id,
    )
    const moved = await expectFinds(
      { keywordQuery: 'whitetail', stateId: other.stateId },
      `state_id = ?1 AND ${fts('whitetail')}`,
      other.stateId,
    )
    expect(moved).toContain(listing.id)
    const left = await expectFinds(
      { keywordQuery: 'whitetail', stateId: listing.stateId },
      `state_id = ?1 AND ${fts('whitetail')}`,
      listing.stateId,
    )
    expect(left).not.toContain(listing.id)
    const county = await expectFinds(
      { keywordQuery: 'whitetail', countyIdList: [other.countyId] },
      `county_id = ?1 AND ${fts('whitetail')}`,
      other.countyId,
    )
    expect(county).toContain(listing.id)
    expect(await ids(fts(`places : "s${listing.stateId}"`))).not.toContain(listing.id)
  })
})
