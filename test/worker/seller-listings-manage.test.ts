import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import type { MarketSummary } from '../../web/api/landing-page.ts'
import type { ListingDetail } from '../../web/api/listing-detail.ts'
import { listingLogTypes } from '../../web/api/logging.ts'
import {
  managedListing,
  managedListings,
  manageListingsPageSize,
  type ManagedListing,
} from '../../web/api/seller-listings-manage.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import { csrfHeader } from '../../web/api/account-call.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { search } from './search-client.ts'
import { insertRow, seedSellerAccount, seedTestDb, sqlRows } from './seeded-db.ts'
import { callAs, logInAs, type TestSession } from './session-client.ts'

// The seller's property control center (GET and POST /api/account/listings/…) through the real worker and D1: who may
// call it, the seller's listings and their views and leads against plain SQL, and a change of price or status as the
// search, the detail page, the landing page and the instant alerts see it at once.

type Row = Record<string, string | number | null>

let sellerSession: TestSession
let buyerSession: TestSession
let sellerAccount: number

beforeAll(async () => {
  await seedTestDb(2000)
  sellerSession = await logInAs(seedLogins.seller.email, seedLogins.seller.password)
  buyerSession = await logInAs(seedLogins.buyer.email, seedLogins.buyer.password)
  sellerAccount = await seedSellerAccount()
})

const listPage = (session: TestSession | null, pageIndex = 0, siteId = 1) =>
  callAs(session, `/api/account/listings/${siteId}/${pageIndex}`)

const change = (session: TestSession | null, listingId: number | string, body: unknown, init: RequestInit = {}) =>
  callAs(session, `/api/account/listings/${listingId}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  })

async function changed(listingId: number, body: unknown): Promise<ManagedListing> {
  const response = await change(sellerSession, listingId, body)
  const answer = await response.json()
  expect(response.status, JSON.stringify(answer)).toBe(200)
  return v.parse(managedListing, answer)
}

async function expectRefusal(response: Response, status: number, field: string) {
  const body = (await response.json()) as { field: string; message: string }
  expect(response.status, JSON.stringify(body)).toBe(status)
  expect(body.field).toBe(field)
  expect(body.message).not.toBe('')
  return body
}

const listingRow = async (id: number) => (await sqlRows<Row>('SELECT * FROM listings WHERE id = ?1', id))[0]!

// Each test changes listings of its own.
const taken = new Set<number>()
/** One of the seller's own listings on the main land site, not yet used by a test. */
async function freshListing(where = 'l.market_status = 1 AND l.price > 10000'): Promise<Row> {
  const rows = await sqlRows<Row>(
    `SELECT l.* FROM listings l WHERE l.account_id = ?1 AND (l.site_mask & 1) != 0 AND ${where} ORDER BY l.id`,
    sellerAccount,
  )
  const row = rows.find((candidate) => !taken.has(Number(candidate.id)))
  expect(row, 'the seed seller has a listing for this test').toBeDefined()
  taken.add(Number(row!.id))
  return row!
}

/** A copy of a seeded listing under a new id and other owner columns (a corporate agent's, an invalid one…). */
let nextListingId = 5_000_001
async function copyListing(fromId: number, fields: Row): Promise<number> {
  const columns = (await sqlRows<{ name: string; hidden: number }>('PRAGMA table_xinfo(listings)'))
    .filter((column) => column.hidden === 0 && column.name !== 'id' && !(column.name in fields))
    .map((column) => column.name)
  const id = nextListingId++
  const assigned = Object.keys(fields)
  await sqlRows(
    `INSERT INTO listings (id, ${[...assigned, ...columns].join(', ')})
     SELECT ?1, ${assigned.map((_, i) => `?${i + 3}`).join(', ')}${assigned.length ? ', ' : ''}${columns.join(', ')}
       FROM listings WHERE id = ?2`,
    id,
    fromId,
    ...Object.values(fields),
  )
  return id
}

const dataVersion = async () => (await sqlRows<{ version: number }>('SELECT version FROM data_version'))[0]!.version

async function detailOf(id: number): Promise<ListingDetail> {
  const response = await exports.default.fetch(`http://land.localhost/api/property/detail/1/${id}`)
  expect(response.status).toBe(200)
  return (await response.json()) as ListingDetail
}

async function landingCount(countyId: number): Promise<number> {
  const response = await exports.default.fetch(`http://land.localhost/api/pagedata/landing/1/county/${countyId}`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { pageData: MarketSummary }).pageData.listingCount
}

describe('who may call it', () => {
  it('answers 401 to a visitor who is not logged in', async () => {
    await expectRefusal(await listPage(null), 401, 'session')
    await expectRefusal(await change(null, 1000001, { price: 1000 }), 401, 'session')
  })

  it('answers 403 with a clear message to a buyer, and changes nothing', async () => {
    const body = await expectRefusal(await listPage(buyerSession), 403, 'session')
    expect(body.message).toMatch(/seller/i)
    const listing = await freshListing()
    await expectRefusal(await change(buyerSession, Number(listing.id), { price: 1000 }), 403, 'session')
    // Refused as a buyer before the request is read: a bad body is still the buyer's 403.
    await expectRefusal(await change(buyerSession, Number(listing.id), { price: -1 }), 403, 'session')
    expect(await listingRow(Number(listing.id))).toEqual(listing)
  })

  it('refuses a change without the session CSRF token (403), and changes nothing', async () => {
    const listing = await freshListing()
    const response = await exports.default.fetch(`http://land.localhost/api/account/listings/${listing.id}`, {
      method: 'POST',
      headers: { cookie: sellerSession.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ price: 1000 }),
    })
    await expectRefusal(response, 403, csrfHeader)
    const crossSite = await change(
      sellerSession,
      Number(listing.id),
      { price: 1000 },
      {
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      },
    )
    expect(crossSite.status).toBe(403)
    expect(await listingRow(Number(listing.id))).toEqual(listing)
  })
})

describe('GET /api/account/listings/{siteId}/{pageIndex}', () => {
  it('lists only the seller’s listings and its agents’, newest first, a page at a time', async () => {
    // A corporate agent of the seller, with a listing of its own under the seller as its master.
    const agent = 910_001
    await insertRow('accounts', {
      account_id: agent,
      account_type: 4,
      directory_type: 2,
      parent_account_id: sellerAccount,
      company_name: 'Agent Land Co',
      contact_name: 'Avery Agent',
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
    })
    const template = await freshListing()
    const agentListing = await copyListing(Number(template.id), {
      account_id: agent,
      parent_account_id: sellerAccount,
      date_listed: '2026-11-20T12:00:00Z',
    })
    taken.add(agentListing)

    const expected = await sqlRows<Row>(
      `SELECT id FROM listings WHERE account_id = ?1 OR parent_account_id = ?1 ORDER BY date_listed DESC, id DESC`,
      sellerAccount,
    )
    expect(expected.length).toBeGreaterThan(manageListingsPageSize) // more than one page
    const pages: ManagedListing[] = []
    const first = v.parse(managedListings, await (await listPage(sellerSession, 0)).json())
    expect(first.totalCount).toBe(expected.length)
    expect(first.pageSize).toBe(manageListingsPageSize)
    expect(first.pageCount).toBe(Math.ceil(expected.length / manageListingsPageSize))
    pages.push(...first.listings)
    for (let pageIndex = 1; pageIndex < first.pageCount; pageIndex++) {
      const page = v.parse(managedListings, await (await listPage(sellerSession, pageIndex)).json())
      expect(page.listings.length).toBeLessThanOrEqual(manageListingsPageSize)
      pages.push(...page.listings)
    }
    expect(pages.map((listing) => listing.id)).toEqual(expected.map((row) => row.id))

    const agents = pages.filter((listing) => listing.agentName !== null)
    expect(agents).toEqual([expect.objectContaining({ id: agentListing, accountId: agent, agentName: 'Avery Agent' })])
    expect(pages.filter((listing) => listing.accountId === sellerAccount).every((l) => l.agentName === null)).toBe(true)

    const past = v.parse(managedListings, await (await listPage(sellerSession, first.pageCount)).json())
    expect(past).toMatchObject({ totalCount: expected.length, listings: [] })
  })

  it('gives each listing its fields, its views and leads as SQL counts them, and its link on the site', async () => {
    // Some views, other events and leads of the seller's newest listing, on top of the seed's.
    const first = v.parse(managedListings, await (await listPage(sellerSession, 0)).json())
    const target = first.listings[0]!
    for (const logType of [listingLogTypes.detailsViewed, listingLogTypes.detailsViewed, listingLogTypes.phoneClick]) {
      await insertRow('listing_events', {
        log_type: logType,
        site_id: 1,
        account_id: target.accountId,
        listing_id: target.id,
        created_at: '2026-11-01T00:00:00Z',
      })
    }
    await insertRow('leads', {
      site_id: 1,
      lead_source: 'listing-detail',
      account_id: target.accountId,
      listing_id: target.id,
      name: 'Test Buyer',
      email: 'test.buyer@example.com',
      created_at: '2026-11-01T00:00:00Z',
    })

    const counts = await sqlRows<{ id: number; views: number; leads: number }>(
      `SELECT l.id,
              (SELECT count(*) FROM listing_events e WHERE e.listing_id = l.id AND e.log_type = ?2) AS views,
              (SELECT count(*) FROM leads d WHERE d.listing_id = l.id) AS leads
         FROM listings l WHERE l.account_id = ?1 OR l.parent_account_id = ?1`,
      sellerAccount,
      listingLogTypes.detailsViewed,
    )
    const byId = new Map(counts.map((row) => [row.id, row]))
    const seen: ManagedListing[] = []
    for (let pageIndex = 0; pageIndex < first.pageCount; pageIndex++) {
      seen.push(...v.parse(managedListings, await (await listPage(sellerSession, pageIndex)).json()).listings)
    }
    for (const listing of seen) {
      expect({ id: listing.id, views: listing.views, leads: listing.leads }).toEqual(byId.get(listing.id))
    }
    expect(seen.find((listing) => listing.id === target.id)).toMatchObject({
      views: byId.get(target.id)!.views,
      leads: byId.get(target.id)!.leads,
    })
    expect(byId.get(target.id)!.views).toBeGreaterThanOrEqual(2)
    expect(seen.some((listing) => listing.views > 0 && listing.leads > 0)).toBe(true)

    const rows = await sqlRows<Row>(
      `SELECT l.*, c.name_full AS county_name, s.abbreviation FROM listings l JOIN counties c ON c.id = l.county_id
         JOIN states s ON s.id = l.state_id WHERE l.account_id = ?1 OR l.parent_account_id = ?1`,
      sellerAccount,
    )
    for (const row of rows) {
      const listing = seen.find((l) => l.id === row.id)!
      expect(listing).toMatchObject({
        title: row.title,
        price: row.price,
        acres: row.acres,
        marketStatus: row.market_status,
        listingLevel: row.listing_level,
        city: row.city_name,
        county: row.county_name,
        stateAbbreviation: row.abbreviation,
        dateListed: row.date_listed,
        updatedAt: row.updated_at,
        salesDate: row.sales_date,
        priceKind: row.price === 2 ? 'auction' : row.price === 0 ? 'contact' : 'amount',
      })
      const onLand = (Number(row.site_mask) & 1) !== 0 && row.market_status !== marketStatus.invalid
      expect(listing.url).toBe(onLand ? siteLinksByBrand.land.listing(listing) : null)
    }
  })

  it('answers 400 naming the field for a bad site or page', async () => {
    await expectRefusal(await listPage(sellerSession, 0, 0), 400, 'siteId')
    await expectRefusal(await callAs(sellerSession, '/api/account/listings/1/first'), 400, 'pageIndex')
  })
})

describe('POST /api/account/listings/{listingId}', () => {
  it('lowers a price: the change is recorded, and the search and the detail page show it at once', async () => {
    const listing = await freshListing()
    const id = Number(listing.id)
    const oldPrice = Number(listing.price)
    const newPrice = oldPrice - 1000
    const stateId = Number(listing.state_id)
    expect((await search({ inventoryIdList: [id] })).listings[0]?.price).toBe(oldPrice)
    const before = await search({ stateId, priceMin: oldPrice, priceMax: oldPrice })
    expect(before.listings.map((l) => l.id)).toContain(id)
    const version = await dataVersion()

    const answer = await changed(id, { price: newPrice })
    expect(answer).toMatchObject({ id, price: newPrice, priceChangeAmount: -1000 })
    expect(answer.priceChangedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    expect(answer.updatedAt > String(listing.updated_at)).toBe(true)
    const row = await listingRow(id)
    expect(row).toMatchObject({
      price: newPrice,
      price_change_amount: -1000,
      price_changed_at: answer.priceChangedAt,
      updated_at: answer.updatedAt,
      market_status: listing.market_status,
    })
    expect(await dataVersion()).toBeGreaterThan(version)

    expect((await search({ inventoryIdList: [id] })).listings[0]?.price).toBe(newPrice)
    // A price range is counted from the bands the triggers keep: the listing has moved to its new price at once.
    expect((await search({ stateId, priceMin: newPrice, priceMax: newPrice })).listings.map((l) => l.id)).toContain(id)
    const after = await search({ stateId, priceMin: oldPrice, priceMax: oldPrice })
    expect(after.listings.map((l) => l.id)).not.toContain(id)
    expect(after.totalCount).toBe(before.totalCount - 1)
    const detail = await detailOf(id)
    expect(detail).toMatchObject({ price: newPrice, priceChangeAmount: -1000 })
  })

  it('records a change of price only between two amounts: Auction (2) and Contact for Price are not reductions', async () => {
    const listing = await freshListing()
    const id = Number(listing.id)
    const auction = await changed(id, { priceKind: 'auction' })
    expect(auction).toMatchObject({ price: 2, priceKind: 'auction', priceChangeAmount: 0 })
    expect((await detailOf(id)).price).toBe(2)
    const contact = await changed(id, { priceKind: 'contact' })
    expect(contact).toMatchObject({ price: 0, priceKind: 'contact', priceChangeAmount: 0 })
    const priced = await changed(id, { priceKind: 'amount', price: 150_000 })
    expect(priced).toMatchObject({ price: 150_000, priceKind: 'amount', priceChangeAmount: 0 })
    const raised = await changed(id, { price: 160_000 })
    expect(raised).toMatchObject({ price: 160_000, priceChangeAmount: 10_000 })
  })

  it('changes nothing, and writes nothing, when the price asked is the price it has', async () => {
    const listing = await freshListing()
    const version = await dataVersion()
    const answer = await changed(Number(listing.id), { price: Number(listing.price) })
    expect(answer.updatedAt).toBe(listing.updated_at)
    expect(await listingRow(Number(listing.id))).toEqual(listing)
    expect(await dataVersion()).toBe(version)
  })

  it('answers 404 for another seller’s listing, the same as for no listing, and leaves it unchanged', async () => {
    const [other] = await sqlRows<Row>(
      `SELECT * FROM listings WHERE account_id != ?1 AND (parent_account_id IS NULL OR parent_account_id != ?1)
        ORDER BY id LIMIT 1`,
      sellerAccount,
    )
    const theirs = await expectRefusal(
      await change(sellerSession, Number(other!.id), { price: 1000 }),
      404,
      'listingId',
    )
    const none = await expectRefusal(await change(sellerSession, 999_999_999, { price: 1000 }), 404, 'listingId')
    expect(theirs.message.replace(String(other!.id), '#')).toBe(none.message.replace('999999999', '#'))
    expect(await listingRow(Number(other!.id))).toEqual(other)
  })

  it('answers 403 for a listing the site marked invalid, and leaves it so', async () => {
    const template = await freshListing()
    const id = await copyListing(Number(template.id), { market_status: marketStatus.invalid })
    await expectRefusal(await change(sellerSession, id, { marketStatus: marketStatus.available }), 403, 'listingId')
    expect((await listingRow(id)).market_status).toBe(marketStatus.invalid)
  })

  it.each([
    [{ price: -5 }, 'price'],
    [{ price: 12.5 }, 'price'],
    [{ price: '1000' }, 'price'],
    [{ price: 1e13 }, 'price'],
    // The stored numbers of Auction and Contact for Price are a priceKind now, never a price sent.
    [{ price: 2 }, 'price'],
    [{ price: 0 }, 'price'],
    [{ priceKind: 'amount', price: 2 }, 'price'],
    [{ priceKind: 'amount' }, 'price'],
    [{ priceKind: 'auction', price: 150_000 }, 'price'],
    [{ priceKind: 'free' }, 'priceKind'],
    [{ marketStatus: 7 }, 'marketStatus'],
    [{ marketStatus: marketStatus.invalid }, 'marketStatus'],
    [{}, 'body'],
    [[], 'body'],
  ])('answers 400 for %j naming %s', async (body, field) => {
    const listing = await freshListing()
    await expectRefusal(await change(sellerSession, Number(listing.id), body), 400, field)
    expect(await listingRow(Number(listing.id))).toEqual(listing)
    taken.delete(Number(listing.id))
  })

  it('answers 400 for a body that is not JSON, and for a bad listing id', async () => {
    await expectRefusal(await change(sellerSession, 1000001, '{"price":'), 400, 'body')
    await expectRefusal(
      await change(sellerSession, 1000001, 'price=1', { headers: { 'content-type': 'text/plain' } }),
      400,
      'body',
    )
    await expectRefusal(await change(sellerSession, 'abc', { price: 1 }), 400, 'listingId')
  })

  it('applies two price changes sent at once, one after the other, losing neither', async () => {
    const listing = await freshListing()
    const id = Number(listing.id)
    const original = Number(listing.price)
    const [a, b] = [original - 5000, original - 7000]
    const answers = await Promise.all([changed(id, { price: a }), changed(id, { price: b })])
    // Whichever ran first changed the original price; the other changed the first one's.
    const [firstApplied, secondApplied] =
      answers[0].updatedAt < answers[1].updatedAt ? answers : [answers[1], answers[0]]
    expect(firstApplied.priceChangeAmount).toBe(firstApplied.price - original)
    expect(secondApplied.priceChangeAmount).toBe(secondApplied.price - firstApplied.price)
    expect(new Set([firstApplied.price, secondApplied.price])).toEqual(new Set([a, b]))
    expect(await listingRow(id)).toMatchObject({
      price: secondApplied.price,
      price_change_amount: secondApplied.price - firstApplied.price,
      updated_at: secondApplied.updatedAt,
    })
  })

  it('keeps a price change and a status change sent at once', async () => {
    const listing = await freshListing()
    const id = Number(listing.id)
    await Promise.all([
      changed(id, { price: Number(listing.price) - 100 }),
      changed(id, { marketStatus: marketStatus.underContract }),
    ])
    expect(await listingRow(id)).toMatchObject({
      price: Number(listing.price) - 100,
      price_change_amount: -100,
      market_status: marketStatus.underContract,
    })
  })

  it('marks a listing Sold: its sales date is set and it leaves the default search and its landing page', async () => {
    const listing = await freshListing()
    const id = Number(listing.id)
    const stateId = Number(listing.state_id)
    const countyId = Number(listing.county_id)
    const stateBefore = await search({ stateId })
    const landingBefore = await landingCount(countyId)
    expect((await search({ inventoryIdList: [id] })).totalCount).toBe(1)

    const sold = await changed(id, { marketStatus: marketStatus.sold })
    expect(sold).toMatchObject({ marketStatus: marketStatus.sold, price: Number(listing.price) })
    expect(sold.salesDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    expect(Math.abs(Date.parse(sold.salesDate!) - Date.now())).toBeLessThan(60_000)
    expect((await listingRow(id)).sales_date).toBe(sold.salesDate)

    expect((await search({ inventoryIdList: [id] })).totalCount).toBe(0)
    expect((await search({ inventoryIdList: [id], marketStatuses: [marketStatus.sold] })).listings[0]?.id).toBe(id)
    expect((await search({ stateId })).totalCount).toBe(stateBefore.totalCount - 1)
    expect(await landingCount(countyId)).toBe(landingBefore - 1)

    const back = await changed(id, { marketStatus: marketStatus.available })
    expect(back.salesDate).toBeNull()
    expect((await listingRow(id)).sales_date).toBeNull()
    expect((await search({ stateId })).totalCount).toBe(stateBefore.totalCount)
    expect(await landingCount(countyId)).toBe(landingBefore)
  })

  it('queues the instant alerts of buyers whose saved search finds the listing', async () => {
    const listing = await freshListing()
    const id = Number(listing.id)
    const [buyer] = await sqlRows<{ id: number; email: string }>(
      'SELECT id, email FROM users WHERE email = ?1',
      seedLogins.buyer.email,
    )
    await insertRow('saved_searches', {
      user_id: buyer!.id,
      site_id: 1,
      name: 'Listings of this county',
      notify: 'Instant',
      criteria: JSON.stringify({ countyIdList: [Number(listing.county_id)] }),
      path: '/',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    })
    const queued = () =>
      sqlRows("SELECT id FROM email_outbox WHERE kind = 'saved-search-alert' AND to_address = ?1", buyer!.email)
    const before = (await queued()).length
    await changed(id, { price: Number(listing.price) - 2500 })
    expect((await queued()).length).toBe(before + 1)
  })
})
