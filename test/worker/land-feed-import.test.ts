import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import { csrfHeader } from '../../web/api/account-call.ts'
import type { LandFeedListing } from '../../web/api/land-feed-listing.ts'
import {
  landFeedImport,
  landFeedImportsPerHour,
  landFeedRefusal,
  type LandFeedImport,
} from '../../web/api/land-feed-import.ts'
import type { ListingDetail } from '../../web/api/listing-detail.ts'
import { listingLevel, marketStatus } from '../../web/rules/listing-rules.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { search } from './search-client.ts'
import { insertRow, seedSellerAccount, seedTestDb, sqlRows } from './seeded-db.ts'
import { callAs, logInAs, type TestSession } from './session-client.ts'

// POST /api/account/landfeed/{siteId} through the real worker and D1: who may deliver a feed and for which account,
// what is refused and how it is said, and what a delivery does to the seller's listings as the search, the listing
// pages and the instant alerts see it — listings added by hand never touched, two deliveries at once one inventory.

type Row = Record<string, string | number | null>

let seller: TestSession
let sellerAccount: number
/** Kimble County, TX (the seed's harness county): where the feed's land is. */
let county: { id: number; lat: number; lng: number }

beforeAll(async () => {
  await seedTestDb(300)
  seller = await logInAs(seedLogins.seller.email, seedLogins.seller.password)
  sellerAccount = await seedSellerAccount()
  const [kimble] = await sqlRows<typeof county>(
    "SELECT c.id, c.lat, c.lng FROM counties c JOIN states s ON s.id = c.state_id WHERE s.abbreviation = 'TX' AND c.name = 'Kimble'",
  )
  county = kimble!
})

/** The nth listing of the test feeds: a ranch in Kimble County with a word of its own ('feedword7'). */
const feedListing = (n: number, extra: Partial<LandFeedListing> = {}): LandFeedListing => ({
  listingId: `TEST-${n}`,
  title: `Ranch ${n} on the Llano with live water`,
  description: `Rolling cedar and oak hills, a spring-fed creek and a barn. Listing feedword${n} of the test feed.`,
  price: 400_000 + n * 10_000,
  acres: 100 + n,
  stateAbbreviation: 'TX',
  countyName: 'Kimble',
  city: 'Junction',
  latitude: county.lat + n / 1000,
  longitude: county.lng,
  propertyTypes: ['ranch', 'hunting'],
  videoUrl: 'https://youtu.be/Jk3Rq8LpT2s',
  ...extra,
})

const feedOf = (listings: LandFeedListing[], accountId = sellerAccount) => ({ version: 1, accountId, listings })

const send = (session: TestSession | null, body: unknown, init: RequestInit = {}) =>
  callAs(session, '/api/account/landfeed/1', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  })

async function imported(body: unknown): Promise<LandFeedImport> {
  const response = await send(seller, body)
  const answer = await response.json()
  expect(response.status, JSON.stringify(answer)).toBe(200)
  return v.parse(landFeedImport, answer)
}

async function refusal(response: Response, status: number, field: string) {
  const body = (await response.json()) as { field: string; message: string }
  expect(response.status, JSON.stringify(body)).toBe(status)
  expect(body.field).toBe(field)
  expect(body.message.length).toBeGreaterThan(20)
  return body
}

const one = async (sql: string, ...params: unknown[]) => (await sqlRows<Row>(sql, ...params))[0]!
const listingCount = async () => Number((await one('SELECT count(*) AS n FROM listings')).n)
/** The seller's listing of the feed's id, or undefined. */
const feedRow = async (listingId: string) =>
  (
    await sqlRows<Row>(
      'SELECT * FROM listings WHERE account_id = ?1 AND partner_id IS NULL AND external_source_id = ?2',
      sellerAccount,
      listingId,
    )
  )[0]

describe('who may deliver a feed', () => {
  const feed = () => feedOf([feedListing(90)])

  it('answers 401 to a visitor, and adds nothing', async () => {
    const before = await listingCount()
    await refusal(await send(null, feed()), 401, 'session')
    expect(await listingCount()).toBe(before)
  })

  it('refuses a request without the session’s CSRF token, or from another site (403)', async () => {
    const withoutToken = await exports.default.fetch('http://land.localhost/api/account/landfeed/1', {
      method: 'POST',
      headers: { cookie: seller.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(feed()),
    })
    await refusal(withoutToken, 403, csrfHeader)
    await refusal(await send(seller, feed(), { headers: { origin: 'https://elsewhere.example' } }), 403, 'origin')
    expect(await feedRow('TEST-90')).toBeUndefined()
  })

  it('refuses a feed of another advertiser’s account, and a login without a seller account (403)', async () => {
    const [other] = await sqlRows<{ account_id: number }>(
      'SELECT account_id FROM accounts WHERE is_seller = 1 AND is_active = 1 AND account_id != ?1 LIMIT 1',
      sellerAccount,
    )
    const body = await refusal(await send(seller, feedOf([feedListing(90)], other!.account_id)), 403, 'accountId')
    expect(body.message).toContain(String(other!.account_id))
    const buyer = await logInAs(seedLogins.buyer.email, seedLogins.buyer.password)
    await refusal(await send(buyer, feed()), 403, 'session')
    expect(await feedRow('TEST-90')).toBeUndefined()
  })
})

describe('a feed with problems', () => {
  it('is refused whole with every problem by its path, as the check lists them, and recorded', async () => {
    const before = await listingCount()
    const response = await send(
      seller,
      feedOf([feedListing(91, { acres: -1 }), feedListing(92, { countyName: 'Atlantis County' }), feedListing(93)]),
    )
    const body = v.parse(landFeedRefusal, await response.json())
    expect(response.status).toBe(400)
    expect(body).toMatchObject({ field: 'listings.0.acres', valid: false, listingCount: 3, validListingCount: 1 })
    expect(body.problems.map((problem) => [problem.path, problem.listingId])).toEqual([
      ['listings.0.acres', 'TEST-91'],
      ['listings.1.countyName', 'TEST-92'],
    ])
    expect(body.message).toContain('Nothing was changed')
    expect(await listingCount()).toBe(before)
    const record = await one('SELECT * FROM land_feed_imports ORDER BY id DESC LIMIT 1')
    expect(record).toMatchObject({ account_id: sellerAccount, listing_count: 3, error_count: 2, added_count: 0 })
  })

  it('refuses a ZIP of another state and a point outside the state, as the add-listing form does', async () => {
    const [elsewhere] = await sqlRows<{ zip: string }>('SELECT zip FROM zips WHERE state_id != 48 LIMIT 1')
    const response = await send(
      seller,
      feedOf([feedListing(94, { zip: elsewhere!.zip }), feedListing(95, { latitude: 45, longitude: -93 })]),
    )
    const body = v.parse(landFeedRefusal, await response.json())
    expect(response.status).toBe(400)
    expect(body.problems.map((problem) => problem.path)).toEqual(['listings.0.zip', 'listings.1.latitude'])
    expect(body.problems[0]!.message).toBe(`ZIP code ${elsewhere!.zip} is not in Texas.`)
    expect(await feedRow('TEST-94')).toBeUndefined()
  })

  it('answers a body that is not JSON, or not a feed, with a 400', async () => {
    await refusal(await send(seller, '{"version": 1,'), 400, 'body')
    await refusal(await send(seller, '[1, 2]'), 400, 'body')
    await refusal(await send(seller, { version: 1, accountId: sellerAccount, listings: [] }), 400, 'listings')
  })
})

describe('deliveries', () => {
  let first: LandFeedListing[]
  let answer: LandFeedImport
  let handAdded: Row[]
  let dataVersion: number

  beforeAll(async () => {
    // A listing the seller adds by hand, beside the seed's: no delivery may touch either.
    const added = await callAs(seller, '/api/account/addlisting/1', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Hand-entered hunting tract near Junction',
        propertyTypes: ['hunting'],
        stateId: 48,
        countyId: county.id,
        city: 'Junction',
        zip: '76849',
        acres: 60,
        priceKind: 'contact',
        description: 'Cedar breaks and a wet-weather tank, entered on the add-listing page rather than the feed.',
      }),
    })
    expect(added.status).toBe(200)
    handAdded = await sqlRows<Row>('SELECT * FROM listings WHERE account_id = ?1 ORDER BY id', sellerAccount)
    dataVersion = Number((await one('SELECT version FROM data_version')).version)
    first = [1, 2, 3, 4, 5].map((n) => feedListing(n))
    answer = await imported(feedOf(first))
  })

  it('lists every listing of the first delivery', async () => {
    expect(answer).toMatchObject({ added: 5, updated: 0, unchanged: 0, offMarket: 0 })
    const record = await one('SELECT * FROM land_feed_imports WHERE id = ?1', answer.importId)
    expect(record).toMatchObject({ account_id: sellerAccount, site_id: 1, listing_count: 5, added_count: 5 })
    expect(record).toMatchObject({ unchanged_count: 0, off_market_count: 0, error_count: 0 })
    expect(Number((await one('SELECT version FROM data_version')).version)).toBeGreaterThan(dataVersion)
  })

  it('stores each at the seller’s plan level, at its point, with its video and no partner', async () => {
    const row = (await feedRow('TEST-3'))!
    expect(row).toMatchObject({
      county_id: county.id,
      state_id: 48,
      city_name: 'Junction',
      price: 430_000,
      acres: 103,
      market_status: marketStatus.available,
      listing_level: listingLevel.signature,
      has_video: 1,
      video_id: 'Jk3Rq8LpT2s',
      partner_id: null,
      site_mask: 7,
    })
    expect(row.lat).toBeCloseTo(county.lat + 0.003, 6)
  })

  it('is found by a search of its county, by its words, and by its detail call and page', async () => {
    const ids = await Promise.all(first.map(async (listing) => Number((await feedRow(listing.listingId))!.id)))
    const found = await search({ countyIdList: [county.id], inventoryIdList: ids })
    expect(found.totalCount).toBe(5)
    const words = await search({ countyIdList: [county.id], keywordQuery: 'feedword4' })
    expect(words.listings.map((listing) => listing.id)).toEqual([ids[3]])
    const detail = await exports.default.fetch(`http://land.localhost/api/property/detail/1/${ids[0]}`)
    expect(detail.status).toBe(200)
    const listing = (await detail.json()) as ListingDetail
    expect(listing.title).toBe('Ranch 1 on the Llano with live water')
    expect(listing.video).not.toBeNull()
    const page = await exports.default.fetch(`http://land.localhost${siteLinksByBrand.land.listing(listing)}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Ranch 1 on the Llano with live water')
  })

  it('updates a changed price, takes a dropped listing off market and lists a new one', async () => {
    const before = (await feedRow('TEST-2'))!
    const second = [feedListing(1), feedListing(2, { price: 395_000 }), feedListing(3), feedListing(5), feedListing(6)]
    expect(await imported(feedOf(second))).toMatchObject({ added: 1, updated: 1, unchanged: 3, offMarket: 1 })
    expect(await feedRow('TEST-2')).toMatchObject({ price: 395_000, price_change_amount: -25_000 })
    expect((await feedRow('TEST-2'))!.updated_at).not.toBe(before.updated_at)
    expect((await feedRow('TEST-4'))!.market_status).toBe(marketStatus.offMarket)
    expect((await feedRow('TEST-6'))!.market_status).toBe(marketStatus.available)
    const dropped = Number((await feedRow('TEST-4'))!.id)
    expect((await search({ inventoryIdList: [dropped] })).totalCount).toBe(0)
    // The same feed again changes nothing.
    expect(await imported(feedOf(second))).toMatchObject({ added: 0, updated: 0, unchanged: 5, offMarket: 0 })
  })

  it('brings a dropped listing back, and keeps its keyword row in step with a new title', async () => {
    const third = [1, 2, 3, 5, 6].map((n) => feedListing(n, n === 2 ? { price: 395_000 } : {}))
    third.push(feedListing(4, { title: 'Ranch 4 renamed with a quillwort meadow' }))
    expect(await imported(feedOf(third))).toMatchObject({ added: 0, updated: 1, unchanged: 5, offMarket: 0 })
    const back = (await feedRow('TEST-4'))!
    expect(back.market_status).toBe(marketStatus.available)
    const renamed = await search({ countyIdList: [county.id], keywordQuery: 'quillwort' })
    expect(renamed.listings.map((listing) => listing.id)).toEqual([Number(back.id)])
    // Its row was written again, not added beside the old one.
    const described = await search({ countyIdList: [county.id], keywordQuery: 'feedword4' })
    expect(described.listings.map((listing) => listing.id)).toEqual([Number(back.id)])
  })

  it('never touches the seller’s listings added by hand or seeded', async () => {
    const now = await sqlRows<Row>(
      `SELECT * FROM listings WHERE account_id = ?1 AND (external_source_id IS NULL OR partner_id IS NOT NULL)
        ORDER BY id`,
      sellerAccount,
    )
    expect(now).toEqual(handAdded)
  })

  it('makes one inventory of two deliveries of the same feed at once', async () => {
    const feed = feedOf([1, 2, 3, 5, 6, 7, 8, 9].map((n) => feedListing(n, n === 2 ? { price: 395_000 } : {})))
    const answers = await Promise.all([imported(feed), imported(feed)])
    expect(answers.map((each) => each.added).sort()).toEqual([0, 3])
    expect(answers.reduce((sum, each) => sum + each.offMarket, 0)).toBe(1) // TEST-4, once
    for (const n of [7, 8, 9]) {
      const copies = await sqlRows(
        'SELECT id FROM listings WHERE account_id = ?1 AND external_source_id = ?2',
        sellerAccount,
        `TEST-${n}`,
      )
      expect(copies, `TEST-${n}`).toHaveLength(1)
    }
  })

  it('queues the instant alerts of buyers whose saved search finds a price cut', async () => {
    const [buyer] = await sqlRows<{ id: number; email: string }>(
      'SELECT id, email FROM users WHERE email = ?1',
      'buyer3@land.localhost',
    )
    await insertRow('saved_searches', {
      user_id: buyer!.id,
      site_id: 1,
      name: 'Ranches of Kimble County',
      notify: 'Instant',
      criteria: JSON.stringify({ countyIdList: [county.id] }),
      path: '/',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    })
    const queued = async () =>
      (await sqlRows("SELECT id FROM email_outbox WHERE kind = 'saved-search-alert' AND to_address = ?1", buyer!.email))
        .length
    const before = await queued()
    const cut = [1, 2, 3, 5, 6, 7, 8, 9].map((n) => feedListing(n, n === 2 ? { price: 375_000 } : {}))
    expect(await imported(feedOf(cut))).toMatchObject({ updated: 1, added: 0, offMarket: 0 })
    expect(await queued()).toBe(before + 1)
  })
})

describe('the limit', () => {
  it(`takes ${landFeedImportsPerHour} feeds an hour from an account, then answers 429 with Retry-After`, async () => {
    const feed = feedOf([feedListing(99, { acres: -1 })])
    let response = await send(seller, feed)
    for (let sent = 1; response.status !== 429 && sent <= landFeedImportsPerHour; sent++) {
      expect(response.status).toBe(400)
      response = await send(seller, feed)
    }
    await refusal(response, 429, 'accountId')
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    const valid = await send(seller, feedOf([feedListing(1)]))
    expect(valid.status).toBe(429)
  })
})
