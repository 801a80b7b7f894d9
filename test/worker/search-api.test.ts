import { beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { apiErrorBody } from '../../web/api/api-call.ts'
import { searchResults } from '../../web/api/search.ts'
import { upgradeTier } from '../../web/rules/listing-rules.ts'
import { postJson, search } from './search-client.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// The search call's edges: what a card carries, places and pages that do not exist (404), bodies the schema refuses
// (400), and keyword text that looks like syntax.

beforeAll(async () => {
  await seedTestDb(1000)
})

async function expectError(body: unknown, status: number, field: string, raw = false) {
  const response = await postJson('/api/property/search/1', body, { raw })
  const answer = await response.json()
  expect(response.status, JSON.stringify(answer)).toBe(status)
  expect(v.parse(apiErrorBody, answer).field).toBe(field)
}

describe('results', () => {
  it('answer the contract, a page at a time, with the count', async () => {
    const results = await search({})
    expect(v.safeParse(searchResults, results).issues).toBeUndefined()
    expect(results.listings).toHaveLength(25)
    expect(results.pageCount).toBe(Math.ceil(results.totalCount / 25))
    expect(results.location).toEqual({ type: 'default', idList: [], stateId: null })
  })

  it('name the circle a town, ZIP or near-me search covers (the cards’ distances), and none for other places', async () => {
    expect((await search({})).circle).toBe(null)
    expect((await search({ stateAbbreviation: 'TX' })).circle).toBe(null)
    const [zip] = await sqlRows<{ zip: string; lat: number; lng: number }>(
      'SELECT zip, lat, lng FROM zips ORDER BY zip LIMIT 1',
    )
    expect((await search({ zip: zip!.zip })).circle).toEqual({ latitude: zip!.lat, longitude: zip!.lng, miles: 25 })
    const nearMe = { latitude: 30.3, longitude: -97.7, isNearMeSearch: true }
    expect((await search({ ...nearMe, radius: 10 })).circle).toEqual({ latitude: 30.3, longitude: -97.7, miles: 10 })
  })

  it('show every photo of gold, platinum and diamond cards, the thumbnail of others, and the seller’s phone', async () => {
    const ids = (
      await sqlRows<{ id: number }>(
        `SELECT max(id) AS id FROM listings WHERE market_status = 1 AND (site_mask & 1) != 0 AND image_count > 1
          GROUP BY upgrade_level_id`,
      )
    ).map((row) => row.id)
    const { listings } = await search({ inventoryIdList: ids })
    expect(listings.length).toBeGreaterThan(3)
    for (const listing of listings) {
      const [photos] = await sqlRows<{ ids: string }>(
        'SELECT json_group_array(document_id) AS ids FROM (SELECT document_id FROM listing_images WHERE listing_id = ?1 ORDER BY position)',
        listing.id,
      )
      const expected =
        listing.upgradeLevelId >= upgradeTier.gold ? JSON.parse(photos!.ids) : [listing.thumbnailDocumentId]
      expect(listing.imageIds).toEqual(expected)
      const [seller] = await sqlRows<Record<string, string | number>>(
        `SELECT a.account_type, a.tracking_phone_number, a.phone_cell, a.phone_office, a.phone_toll_free
           FROM listings l JOIN accounts a ON a.account_id = l.account_id WHERE l.id = ?1`,
        listing.id,
      )
      const phones = [seller!.tracking_phone_number, seller!.phone_cell, seller!.phone_office, seller!.phone_toll_free]
      const phone = seller!.account_type === 8 ? seller!.phone_office : (phones.find(Boolean) ?? '')
      expect(listing.brokerPhone).toBe(phone)
      expect(listing.description.length).toBeLessThanOrEqual(201)
    }
  })
})

describe('places by name', () => {
  it('a county by its URL name or its full name, whatever the case', async () => {
    const [county] = await sqlRows<{ id: number }>(
      "SELECT id FROM counties WHERE name_full = 'Yakutat City and Borough'",
    )
    for (const countyName of ['Yakutat Borough', 'yakutat city and borough']) {
      const { location, criteria } = await search({ countyName, stateAbbreviation: 'AK' })
      expect(location).toEqual({ type: 'county', idList: [county!.id], stateId: 2 })
      expect(criteria).toMatchObject({ countyIdList: [county!.id], countyName: 'Yakutat City and Borough' })
    }
  })
})

describe('keywords', () => {
  it.each([
    ['"', 'a quote'],
    ['" OR 1=1 --', 'SQL'],
    ["'; DROP TABLE listings; --", 'SQL'],
    ['land NEAR(river) AND NOT title:farm*', 'FTS5 operators'],
    ['^ ( ) * : -', 'only operators'],
    ['', 'nothing'],
  ])('%s (%s): answered, never an error', async (keywordQuery) => {
    const results = await search({ keywordQuery })
    expect(results.totalCount).toBeGreaterThanOrEqual(0)
  })

  it('an operator word is a word: NOT finds the listings with "not" in them, not all but some', async () => {
    const withNot = await search({ keywordQuery: 'NOT' })
    const [row] = await sqlRows<{ n: number }>(
      `SELECT count(*) AS n FROM listings WHERE market_status IN (1, 2) AND (site_mask & 1) != 0
          AND id IN (SELECT rowid FROM listings_fts WHERE listings_fts MATCH '"not"')`,
    )
    expect(withNot.totalCount).toBe(row!.n)
  })

  it('several words must all be there', async () => {
    const [row] = await sqlRows<{ n: number }>(
      `SELECT count(*) AS n FROM listings WHERE market_status IN (1, 2) AND (site_mask & 1) != 0
          AND id IN (SELECT rowid FROM listings_fts WHERE listings_fts MATCH 'river AND frontage')`,
    )
    expect(row!.n).toBeGreaterThan(0)
    expect((await search({ keywordQuery: 'River, frontage!' })).totalCount).toBe(row!.n)
  })
})

describe('not found (404, naming the field)', () => {
  it.each([
    [{ stateAbbreviation: 'ZZ' }, 'stateAbbreviation'],
    [{ stateName: 'Atlantis' }, 'stateName'],
    [{ stateId: 3 }, 'stateId'],
    [{ countyName: 'Nowhere County', stateAbbreviation: 'TX' }, 'countyName'],
    [{ cityName: 'Nowhere', stateAbbreviation: 'TX' }, 'cityName'],
    [{ regionName: 'Nowhere' }, 'regionName'],
    [{ countyIdList: [99_999] }, 'countyIdList'],
    [{ cityIdList: [1] }, 'cityIdList'],
    [{ regionIdList: [99_999] }, 'regionIdList'],
    [{ zip: '00000' }, 'zip'],
    [{ lakeIdList: [99_999] }, 'lakeIdList'],
    [{ brokerId: 99_999_999 }, 'brokerId'],
    [{ customSearchUrl: 'free-land' }, 'customSearchUrl'],
  ])('%j', async (body, field) => {
    await expectError(body, 404, field)
  })
})

describe('bad requests (400, naming the field)', () => {
  it.each([
    [{ acresMin: 'ten' }, 'acresMin'],
    [{ priceMax: -1 }, 'priceMax'],
    [{ pageIndex: 1.5 }, 'pageIndex'],
    [{ pageIndex: 400 }, 'pageIndex'],
    [{ sortOrderId: 5 }, 'sortOrderId'],
    [{ propertyTypes: ['castle'] }, 'propertyTypes.0'],
    [{ marketStatuses: [-1] }, 'marketStatuses.0'],
    [{ radius: 0 }, 'radius'],
    [{ latitude: 91 }, 'latitude'],
    [{ zip: '7870' }, 'zip'],
    [{ keywordQuery: 'x'.repeat(201) }, 'keywordQuery'],
    [{ inventoryIdList: [0] }, 'inventoryIdList.0'],
    [{ mapEncodedCords: '!!' }, 'mapEncodedCords'],
    [{ mapEncodedCords: '_p~iF~ps|U' }, 'mapEncodedCords'],
    [
      { lowerLeftLatitude: 40, lowerLeftLongitude: -100, upperRightLatitude: 30, upperRightLongitude: -90 },
      'lowerLeftLatitude',
    ],
    ['Texas', 'body'],
    [null, 'body'],
  ])('%j', async (body, field) => {
    await expectError(body, 400, field)
  })

  it('a body that is not JSON', async () => {
    await expectError('{"stateAbbreviation": ', 400, 'body', true)
  })

  it('an unknown site', async () => {
    const response = await postJson('/api/property/search/9', {})
    expect(response.status).toBe(400)
    expect(v.parse(apiErrorBody, await response.json()).field).toBe('siteId')
  })
})
