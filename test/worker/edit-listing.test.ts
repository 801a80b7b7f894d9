import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { csrfHeader } from '../../web/api/account-call.ts'
import { editableListing, type EditableListing, type ListingEditInput } from '../../web/api/edit-listing.ts'
import { marketStatus, propertyTypeFlag, transactionType } from '../../web/rules/listing-rules.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { search } from './search-client.ts'
import { insertRow, seedSellerAccount, seedTestDb, sqlRows } from './seeded-db.ts'
import { callAs, logInAs, type TestSession } from './session-client.ts'

// Every field of a seller's listing (GET and POST /api/account/editlisting/{listingId}) through the real worker and
// D1: who may call it, the values as the form takes them against the row, a change of every field as the row, the
// search and the instant alerts see it, and the field each refusal names.

type Row = Record<string, string | number | null>

let seller: TestSession
let buyer: TestSession
let sellerAccount: number
/** A town with a ZIP of its county: where the tests move a listing to. */
let town: { name: string; countyId: number; stateId: number; zip: string; lat: number; lng: number }

beforeAll(async () => {
  await seedTestDb(2000)
  seller = await logInAs(seedLogins.seller.email, seedLogins.seller.password)
  buyer = await logInAs(seedLogins.buyer.email, seedLogins.buyer.password)
  sellerAccount = await seedSellerAccount()
  const [row] = await sqlRows<typeof town>(
    `SELECT ci.name, ci.county_id AS countyId, ci.state_id AS stateId, z.zip, ci.lat, ci.lng
       FROM cities ci JOIN zips z ON z.county_id = ci.county_id AND z.state_id = ci.state_id
      ORDER BY ci.population DESC LIMIT 1`,
  )
  town = row!
})

const path = (listingId: number | string) => `/api/account/editlisting/${listingId}`
const read = (session: TestSession | null, listingId: number | string) => callAs(session, path(listingId))
const send = (session: TestSession | null, listingId: number | string, body: unknown) =>
  callAs(session, path(listingId), { method: 'POST', body: JSON.stringify(body) })

async function valuesOf(listingId: number): Promise<EditableListing> {
  const response = await read(seller, listingId)
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(200)
  return v.parse(editableListing, body)
}

async function edited(listingId: number, body: ListingEditInput): Promise<EditableListing> {
  const response = await send(seller, listingId, body)
  const answer = await response.json()
  expect(response.status, JSON.stringify(answer)).toBe(200)
  return v.parse(editableListing, answer)
}

async function refusal(response: Response, status: number, field: string) {
  const body = (await response.json()) as { field: string; message: string }
  expect(response.status, JSON.stringify(body)).toBe(status)
  expect(body.field).toBe(field)
  expect(body.message.length).toBeGreaterThan(10)
  return body.message
}

const listingRow = async (id: number) => (await sqlRows<Row>('SELECT * FROM listings WHERE id = ?1', id))[0]!

const taken = new Set<number>()
/** One of the seller's own listings, not yet used by a test. */
async function freshListing(where = 'l.market_status = 1 AND l.price > 10000'): Promise<Row> {
  const rows = await sqlRows<Row>(
    `SELECT l.* FROM listings l WHERE l.account_id = ?1 AND (l.site_mask & 1) != 0 AND (${where}) ORDER BY l.id`,
    sellerAccount,
  )
  const row = rows.find((candidate) => !taken.has(Number(candidate.id)))
  expect(row, 'the seed seller has a listing for this test').toBeDefined()
  taken.add(Number(row!.id))
  return row!
}

/** The listing's values sent back as the form sends them, with `change`. */
const bodyOf = (values: EditableListing, change: Partial<ListingEditInput> = {}): ListingEditInput => {
  const { id: _, ...fields } = values
  return { ...fields, ...change } as ListingEditInput
}

// About 12 acres as GeoJSON, placed at the test's town.
const ringAt = (lat: number, lng: number) =>
  [
    [lng, lat],
    [lng + 0.002288, lat],
    [lng + 0.002288, lat + 0.00199],
    [lng, lat + 0.00199],
    [lng, lat],
  ].map((point) => point.map((degrees) => Math.round(degrees * 1e6) / 1e6))

describe('who may call it', () => {
  it('answers 401 logged out and 403 to a buyer, and changes nothing', async () => {
    const listing = await freshListing()
    const id = Number(listing.id)
    await refusal(await read(null, id), 401, 'session')
    await refusal(await send(null, id, { title: 'x' }), 401, 'session')
    await refusal(await read(buyer, id), 403, 'session')
    await refusal(await send(buyer, id, { title: 'x' }), 403, 'session')
    expect(await listingRow(id)).toEqual(listing)
  })

  it('answers 404 for another seller’s listing, the same as for none, and leaves it unchanged', async () => {
    const [other] = await sqlRows<Row>(
      'SELECT * FROM listings WHERE account_id != ?1 AND parent_account_id IS NOT ?1 AND market_status = 1 LIMIT 1',
      sellerAccount,
    )
    const own = await valuesOf(Number((await freshListing()).id))
    const otherMessage = await refusal(await read(seller, Number(other!.id)), 404, 'listingId')
    await refusal(await send(seller, Number(other!.id), bodyOf(own)), 404, 'listingId')
    expect(await listingRow(Number(other!.id))).toEqual(other)
    const noneMessage = await refusal(await read(seller, 999_999_999), 404, 'listingId')
    expect(noneMessage.replace('999999999', String(other!.id))).toBe(otherMessage)
  })

  it('refuses a change without the session’s CSRF token (403), and changes nothing', async () => {
    const listing = await freshListing()
    const values = await valuesOf(Number(listing.id))
    const response = await exports.default.fetch(`http://land.localhost${path(Number(listing.id))}`, {
      method: 'POST',
      headers: { cookie: seller.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(bodyOf(values, { title: 'A title the forged request writes' })),
    })
    await refusal(response, 403, csrfHeader)
    expect(await listingRow(Number(listing.id))).toEqual(listing)
  })
})

describe('GET /api/account/editlisting/{listingId}', () => {
  it('answers the listing’s values as the form takes them', async () => {
    const row = await freshListing()
    const values = await valuesOf(Number(row.id))
    expect(values).toMatchObject({
      id: row.id,
      title: row.title,
      stateId: row.state_id,
      countyId: row.county_id,
      city: row.city_name,
      zip: row.zip,
      latitude: row.lat,
      longitude: row.lng,
      acres: row.acres,
      priceKind: 'amount',
      price: row.price,
      description: row.description,
      marketStatus: row.market_status,
    })
    for (const type of values.propertyTypes) expect(Number(row.type_flags) & propertyTypeFlag[type]).not.toBe(0)
  })

  it('answers Auction and Contact for Price as the price kind, not as a price', async () => {
    const auction = await freshListing(`l.price = 2 OR l.transaction_type = ${transactionType.auction}`)
    expect(await valuesOf(Number(auction.id))).toMatchObject({ priceKind: 'auction', price: null })
    const contact = await freshListing('l.price IN (0, 1) AND l.transaction_type = 1')
    expect(await valuesOf(Number(contact.id))).toMatchObject({ priceKind: 'contact', price: null })
  })
})

describe('POST /api/account/editlisting/{listingId}', () => {
  it('changes every field, and the search finds the listing where it now is', async () => {
    const row = await freshListing()
    const id = Number(row.id)
    const before = await valuesOf(id)
    const lat = town.lat + 0.001
    const lng = town.lng + 0.001
    const change = {
      title: 'Zephyrhollow ridge with a spring-fed pond',
      propertyTypes: ['ranch', 'hunting'],
      stateId: town.stateId,
      countyId: town.countyId,
      city: town.name,
      zip: town.zip,
      address: '1200 County Road 14',
      latitude: lat,
      longitude: lng,
      acres: 12.5,
      priceKind: 'amount',
      price: Number(row.price) - 5000,
      description: 'A spring-fed pond under live oaks, a deer blind and a gravel drive to the building site.',
      beds: 3,
      baths: 2,
      homeSqft: 1800,
      ownerFinancing: true,
      landFacts: { roadAccess: 'gravel', water: 'well', hoa: false, roadFrontageFt: 300 },
      boundary: JSON.stringify({ type: 'Polygon', coordinates: [ringAt(lat, lng)] }),
      marketStatus: marketStatus.underContract,
    } satisfies Partial<ListingEditInput>
    const answer = await edited(id, bodyOf(before, change))
    const { boundary: _, landFacts, ...plain } = change
    expect(answer).toMatchObject({ ...plain, propertyTypes: expect.arrayContaining(['ranch', 'hunting', 'house']) })
    expect(answer.landFacts).toMatchObject(landFacts)
    expect(JSON.parse(answer.boundary!)).toEqual({ type: 'Polygon', coordinates: [ringAt(lat, lng)] })
    expect(await valuesOf(id)).toEqual(answer)

    const after = await listingRow(id)
    expect(after).toMatchObject({
      county_id: town.countyId,
      lat,
      lng,
      market_status: marketStatus.underContract,
      price_change_amount: -5000,
      owner_financing: 1,
      has_house: 1,
      // What an edit does not touch: the level, the media, when it was listed.
      listing_level: row.listing_level,
      image_count: row.image_count,
      date_listed: row.date_listed,
    })
    expect(after.updated_at).not.toBe(row.updated_at)
    const found = await search({ countyIdList: [town.countyId], keywordQuery: 'zephyrhollow' })
    expect(found.listings.map((listing) => listing.id)).toContain(id)
  })

  it('indexes a new title and description for keyword searches within the same county', async () => {
    const row = await freshListing()
    const id = Number(row.id)
    const values = await valuesOf(id)
    const word = 'marigoldcreek'
    expect((await search({ countyIdList: [Number(row.county_id)], keywordQuery: word })).totalCount).toBe(0)
    await edited(id, bodyOf(values, { title: `Pasture along ${word} with a barn` }))
    const found = await search({ countyIdList: [Number(row.county_id)], keywordQuery: word })
    expect(found.listings.map((listing) => listing.id)).toEqual([id])
  })

  it('takes a point in Alaska on either side of the antimeridian (its box runs from 172°E to 130°W)', async () => {
    const row = await freshListing()
    const values = await valuesOf(Number(row.id))
    for (const [countyId, latitude, longitude] of [
      [2090, 64.85, -147.7], // Fairbanks North Star Borough
      [2016, 52.9, 173.2], // Aleutians West Census Area, on Attu
    ] as const) {
      const [place] = await sqlRows<{ zip: string; city: string }>(
        'SELECT z.zip, ci.name AS city FROM zips z JOIN cities ci ON ci.county_id = z.county_id WHERE z.county_id = ?1 LIMIT 1',
        countyId,
      )
      const answer = await edited(
        Number(row.id),
        bodyOf(values, { stateId: 2, countyId, ...place!, latitude, longitude }),
      )
      expect(answer).toMatchObject({ countyId, latitude, longitude })
    }
  })

  it('writes Auction and Contact for Price as the price they are stored as, and removes an emptied boundary', async () => {
    const row = await freshListing()
    const id = Number(row.id)
    const values = await valuesOf(id)
    await edited(id, bodyOf(values, { priceKind: 'auction', price: null, boundary: '' }))
    expect(await listingRow(id)).toMatchObject({ price: 2, transaction_type: transactionType.auction })
    expect(await sqlRows('SELECT 1 FROM listing_boundaries WHERE listing_id = ?1', id)).toEqual([])
    await edited(id, bodyOf(values, { priceKind: 'contact', price: null }))
    expect(await listingRow(id)).toMatchObject({ price: 0, transaction_type: transactionType.sale })
  })

  it.each([
    { name: 'a short title', change: { title: 'Short' }, field: 'title' },
    { name: 'no property type', change: { propertyTypes: [] }, field: 'propertyTypes' },
    { name: 'an amount without a price', change: { priceKind: 'amount', price: null }, field: 'price' },
    { name: 'acres that are not a number', change: { acres: 'many' }, field: 'acres' },
    { name: 'a status the site sets', change: { marketStatus: marketStatus.invalid }, field: 'marketStatus' },
    { name: 'a boundary that is not one', change: { boundary: '{"type":"Point"}' }, field: 'boundary' },
    { name: 'a point in the ocean', change: { latitude: -45, longitude: 170 }, field: 'latitude' },
  ] as const)('answers 400 naming the field for $name, and changes nothing', async ({ change, field }) => {
    const row = await freshListing()
    const values = await valuesOf(Number(row.id))
    await refusal(await send(seller, Number(row.id), { ...bodyOf(values), ...change }), 400, field)
    expect(await listingRow(Number(row.id))).toEqual(row)
  })

  it('answers 400 naming countyId for a county of another state', async () => {
    const row = await freshListing()
    const values = await valuesOf(Number(row.id))
    const [elsewhere] = await sqlRows<{ id: number }>(
      'SELECT id FROM counties WHERE state_id != ?1 LIMIT 1',
      row.state_id,
    )
    const message = await refusal(
      await send(seller, Number(row.id), bodyOf(values, { countyId: elsewhere!.id })),
      400,
      'countyId',
    )
    expect(message).toMatch(/county of/)
  })

  it('queues the instant alerts of a price change, and none for a change of its words alone', async () => {
    const row = await freshListing()
    const id = Number(row.id)
    const [user] = await sqlRows<{ id: number; email: string }>(
      'SELECT id, email FROM users WHERE email = ?1',
      seedLogins.buyer.email,
    )
    await insertRow('saved_searches', {
      user_id: user!.id,
      site_id: 1,
      name: 'Listings of this county',
      notify: 'Instant',
      criteria: JSON.stringify({ countyIdList: [Number(row.county_id)] }),
      path: '/',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    })
    const queued = async () =>
      (await sqlRows("SELECT id FROM email_outbox WHERE kind = 'saved-search-alert' AND to_address = ?1", user!.email))
        .length
    const values = await valuesOf(id)
    const first = await queued()
    await edited(id, bodyOf(values, { title: 'The same land under a better title' }))
    expect(await queued()).toBe(first)
    await edited(id, bodyOf(values, { price: Number(row.price) - 2500 }))
    expect(await queued()).toBe(first + 1)
  })
})
