import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { brandIds } from '../../brands/brand-registry.ts'
import { siteIds } from '../../brands/site-ids.ts'
import { contentPath, contentPathsOf, siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import { csrfHeader } from '../../web/api/account-call.ts'
import { addedListing, listingCounty, type AddedListing } from '../../web/api/add-listing.ts'
import { accountType } from '../../web/rules/account-rules.ts'
import { addListingsPerDay, type AddListingFormInput } from '../../web/rules/add-listing-form.ts'
import { listingLevel, marketStatus, propertyTypeFlag } from '../../web/rules/listing-rules.ts'
import { validationMessages } from '../../web/rules/messages.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { search } from './search-client.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'
import { callAs, logInAs, type TestSession } from './session-client.ts'
import { brandOrigin } from './worker-config.ts'

// The add-listing page and POST /api/account/addlisting/{siteId} through the real worker and D1: who may add, what is
// refused and why, and a new listing as every other part of the site sees it (search, detail page, Manage Listings,
// the counts the triggers keep) — with a free seller account opened for a buyer who had none, once.

type Row = Record<string, string | number | null>

/** A town of the seed with a ZIP of its county: where the test listings are. */
let town: { name: string; cityId: number; countyId: number; stateId: number; zip: string; lat: number; lng: number }

beforeAll(async () => {
  await seedTestDb(300)
  const [row] = await sqlRows<typeof town>(
    `SELECT ci.name, ci.id AS cityId, ci.county_id AS countyId, ci.state_id AS stateId, z.zip, ci.lat, ci.lng
       FROM cities ci JOIN zips z ON z.county_id = ci.county_id AND z.state_id = ci.state_id
      ORDER BY ci.population DESC LIMIT 1`,
  )
  town = row!
})

const buyer = (n: number) => logInAs(`buyer${n}@land.localhost`, seedLogins.buyer.password)

let titles = 0
/** A listing in the town, with a title of its own unless one is given. */
const listingBody = (extra: Partial<AddListingFormInput> = {}): AddListingFormInput => ({
  title: `Quiet meadow acreage number ${++titles}`,
  propertyTypes: ['recreational', 'farm'],
  stateId: town.stateId,
  countyId: town.countyId,
  city: town.name.toUpperCase(),
  zip: town.zip,
  acres: '12.5',
  priceKind: 'amount',
  price: '$149,900',
  description: 'Open pasture with a stock pond, fenced on three sides, county road frontage and power at the road.',
  ...extra,
})

const post = (session: TestSession | null, body: unknown, init: RequestInit = {}, siteId = 1) =>
  callAs(session, `/api/account/addlisting/${siteId}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  })

async function added(session: TestSession, body: unknown, siteId = 1): Promise<AddedListing> {
  const response = await post(session, body, {}, siteId)
  const answer = await response.json()
  expect(response.status, JSON.stringify(answer)).toBe(200)
  return v.parse(addedListing, answer)
}

async function refusal(response: Response, status: number, field: string) {
  const body = (await response.json()) as { field: string; message: string }
  expect(response.status, JSON.stringify(body)).toBe(status)
  expect(body.field).toBe(field)
  return body.message
}

const one = async <T = Row>(sql: string, ...params: unknown[]) => (await sqlRows<T>(sql, ...params))[0]!
const userRow = (email: string) => one('SELECT * FROM users WHERE email = ?1', email)
const listingCount = async () => Number((await one('SELECT count(*) AS n FROM listings')).n)
/** The whole country's listings as listing_counts keeps them (detail 0: summed over types and features). */
const countedListings = async (stateId = 0) =>
  Number((await one('SELECT sum(n) AS n FROM listing_counts WHERE state_id = ?1 AND detail = 0', stateId)).n)

describe('who may add a listing', () => {
  it('answers 401 to a visitor, and adds nothing', async () => {
    const before = await listingCount()
    await refusal(await post(null, listingBody()), 401, 'session')
    expect(await listingCount()).toBe(before)
  })

  it('refuses a request without the session’s CSRF token, or from another site (403)', async () => {
    const session = await buyer(1)
    const before = await listingCount()
    const noToken = await exports.default.fetch('http://land.localhost/api/account/addlisting/1', {
      method: 'POST',
      headers: { cookie: session.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(listingBody()),
    })
    await refusal(noToken, 403, csrfHeader)
    const crossSite = await post(session, listingBody(), {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
    expect(await listingCount()).toBe(before)
    expect((await userRow('buyer1@land.localhost')).account_id).toBeNull()
  })
})

describe('what is refused (400, the field and its message)', () => {
  let session: TestSession
  beforeAll(async () => {
    session = await buyer(1)
  })

  const cases: { name: string; change: Record<string, unknown>; field: string; message?: string }[] = [
    { name: 'a body without fields', change: {}, field: 'title', message: validationMessages.required },
    {
      name: 'acres that are not a number',
      change: { acres: 'forty' },
      field: 'acres',
      message: validationMessages.numeric,
    },
    { name: 'no acres', change: { acres: '' }, field: 'acres', message: validationMessages.required },
    { name: 'too few acres', change: { acres: 0 }, field: 'acres', message: validationMessages.minValue(0.01) },
    {
      name: 'an asking price without an amount',
      change: { price: '' },
      field: 'price',
      message: validationMessages.required,
    },
    { name: 'a short title', change: { title: 'Land' }, field: 'title', message: validationMessages.minLength(10) },
    {
      name: 'no property type',
      change: { propertyTypes: [] },
      field: 'propertyTypes',
      message: validationMessages.required,
    },
    {
      name: 'a web address in the description',
      change: { description: 'Pictures at www.example.com of the whole place' },
      field: 'description',
    },
    {
      name: 'a ZIP of four digits',
      change: { zip: '7870' },
      field: 'zip',
      message: 'Please enter a 5-digit ZIP code.',
    },
    {
      name: 'a phone of the wrong shape',
      change: { sellerPhone: '12-34' },
      field: 'sellerPhone',
      message: validationMessages.phoneFormat,
    },
    { name: 'latitude without longitude', change: { latitude: 30 }, field: 'longitude' },
  ]

  it.each(cases)('$name', async ({ change, field, message }) => {
    const body = Object.keys(change).length ? { ...listingBody(), ...change } : change
    const answer = await refusal(await post(session, body), 400, field)
    if (message) expect(answer).toBe(message)
    else expect(answer).not.toBe('')
  })

  it('refuses a county of another state, a ZIP of another state and a point outside the state', async () => {
    const elsewhere = await one<{ countyId: number; zip: string }>(
      'SELECT county_id AS countyId, zip FROM zips WHERE state_id != ?1 LIMIT 1',
      town.stateId,
    )
    expect(await refusal(await post(session, listingBody({ countyId: elsewhere.countyId })), 400, 'countyId')).toMatch(
      /^Please choose a county of /,
    )
    expect(await refusal(await post(session, listingBody({ zip: elsewhere.zip })), 400, 'zip')).toMatch(/is not in/)
    await refusal(await post(session, listingBody({ latitude: -45, longitude: 170 })), 400, 'latitude')
  })

  it('refuses a body that is not JSON, and adds nothing for any refusal', async () => {
    const before = await listingCount()
    await refusal(await post(session, '{"title":'), 400, 'body')
    await refusal(await post(session, listingBody(), { headers: { 'content-type': 'text/plain' } }), 400, 'body')
    expect(await listingCount()).toBe(before)
    expect((await userRow('buyer1@land.localhost')).account_id).toBeNull()
  })
})

describe('a buyer’s first listing', () => {
  let session: TestSession
  let listing: AddedListing
  let countsBefore: { country: number; state: number; dataVersion: number; county: number }
  beforeAll(async () => {
    session = await buyer(2)
    const county = await search({ countyIdList: [town.countyId] })
    countsBefore = {
      country: await countedListings(),
      state: await countedListings(town.stateId),
      dataVersion: Number((await one('SELECT version FROM data_version')).version),
      county: county.totalCount,
    }
    expect((await userRow('buyer2@land.localhost')).account_id).toBeNull()
    expect((await callAs(session, '/api/account/listings/1/0')).status).toBe(403)
    listing = await added(session, listingBody({ title: 'Cottonwood creek frontage with a zephyr cabin', beds: '2' }))
  })

  it('opens one free seller account, a property owner’s, and makes the login its seller', async () => {
    expect(listing).toMatchObject({ sellerAccountOpened: true, alreadyAdded: false })
    const user = await userRow('buyer2@land.localhost')
    expect(user).toMatchObject({ account_id: listing.accountId, is_seller: 1, type: accountType.standardFreeSeller })
    const account = await one('SELECT * FROM accounts WHERE account_id = ?1', listing.accountId)
    expect(account).toMatchObject({
      account_type: accountType.standardFreeSeller,
      directory_type: 4,
      is_free: 1,
      is_seller: 1,
      is_active: 1,
      email: 'buyer2@land.localhost',
      contact_name: user.contact_name,
      company_name: user.contact_name,
    })
    const info = (await (await callAs(session, '/api/authenticate/logininfo/1')).json()) as {
      userInfo: { isSeller: boolean }
    }
    expect(info.userInfo.isSeller).toBe(true)
  })

  it('stores a free, available listing on every site, at its town, with every column filled', async () => {
    const row = await one('SELECT * FROM listings WHERE id = ?1', listing.id)
    expect(row).toMatchObject({
      account_id: listing.accountId,
      site_mask: 7,
      state_id: town.stateId,
      county_id: town.countyId,
      city_id: town.cityId,
      city_name: town.name,
      zip: town.zip,
      lat: town.lat,
      lng: town.lng,
      price: 149_900,
      acres: 12.5,
      listing_level: listingLevel.free,
      upgrade_level_id: 0,
      market_status: marketStatus.available,
      transaction_type: 1,
      type_flags: propertyTypeFlag.recreational | propertyTypeFlag.farm | propertyTypeFlag.house,
      has_house: 1,
      beds: 2,
      image_count: 0,
    })
    const region = await one('SELECT region_id FROM counties WHERE id = ?1', town.countyId)
    expect(row.region_id).toBe(region.region_id)
    // NOT NULL columns the seed fills, every one given.
    const columns = await sqlRows<{ name: string; notnull: number }>('PRAGMA table_info(listings)')
    for (const { name } of columns.filter((column) => column.notnull)) expect(row[name], name).not.toBeNull()
    expect(row.date_listed).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
  })

  it('is found by a search of its county on each site, and by its words there', async () => {
    for (const siteId of Object.values(siteIds)) {
      const found = await search({ countyIdList: [town.countyId], sortOrderId: 6 }, siteId)
      expect(found.listings.map((each) => each.id)).toContain(listing.id)
    }
    const county = await search({ countyIdList: [town.countyId] })
    expect(county.totalCount).toBe(countsBefore.county + 1)
    const words = await search({ countyIdList: [town.countyId], keywordQuery: 'zephyr' })
    expect(words.listings.map((each) => each.id)).toEqual([listing.id])
  })

  it('counts in listing_counts and bumps the data version (the insert triggers)', async () => {
    expect(await countedListings()).toBe(countsBefore.country + 1)
    expect(await countedListings(town.stateId)).toBe(countsBefore.state + 1)
    expect(Number((await one('SELECT version FROM data_version')).version)).toBeGreaterThan(countsBefore.dataVersion)
    const places = await one(
      "SELECT sum(listing_count) AS n FROM place_listing_counts WHERE kind = 'county' AND place_key = ?1",
      String(town.countyId),
    )
    expect(Number(places.n)).toBeGreaterThan(0)
    const stats = await sqlRows(
      'SELECT site_id, listing_count FROM seller_stats WHERE account_id = ?1 ORDER BY site_id',
      listing.accountId,
    )
    expect(stats).toEqual([1, 2, 3].map((site_id) => ({ site_id, listing_count: 1 })))
  })

  it('answers its detail call and its page, and links to it', async () => {
    expect((await exports.default.fetch(`http://land.localhost/api/property/detail/1/${listing.id}`)).status).toBe(200)
    const county = await one<{ county: string; abbreviation: string }>(
      `SELECT c.name_full AS county, s.abbreviation FROM counties c JOIN states s ON s.id = c.state_id WHERE c.id = ?1`,
      town.countyId,
    )
    const url = siteLinksByBrand.land.listing({
      id: listing.id,
      city: town.name,
      county: county.county,
      stateAbbreviation: county.abbreviation,
    })
    expect(listing.url).toBe(url)
    const page = await exports.default.fetch(`http://land.localhost${url}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Cottonwood creek frontage with a zephyr cabin')
  })

  it('is in the new seller’s Manage Listings', async () => {
    const response = await callAs(session, '/api/account/listings/1/0')
    expect(response.status).toBe(200)
    const page = (await response.json()) as { totalCount: number; listings: { id: number; url: string | null }[] }
    expect(page.totalCount).toBe(1)
    expect(page.listings[0]).toMatchObject({ id: listing.id, url: listing.url })
  })

  it('goes under the same account with the next listing, and sits at its county’s centre without a town', async () => {
    const county = await one<{ lat: number; lng: number }>('SELECT lat, lng FROM counties WHERE id = ?1', town.countyId)
    const next = await added(session, listingBody({ city: 'No Such Hollow', zip: '00000', priceKind: 'auction' }))
    expect(next).toMatchObject({ accountId: listing.accountId, sellerAccountOpened: false })
    expect(
      await one('SELECT city_id, city_name, lat, lng, price, transaction_type FROM listings WHERE id = ?1', next.id),
    ).toEqual({
      city_id: null,
      city_name: 'No Such Hollow',
      lat: county.lat,
      lng: county.lng,
      price: 2,
      transaction_type: 2,
    })
  })
})

describe('a seller, and forms sent twice', () => {
  it('adds a seller’s listing under the account it has, opening none', async () => {
    const session = await logInAs(seedLogins.seller.email, seedLogins.seller.password)
    const seller = await userRow(seedLogins.seller.email)
    const accounts = Number((await one('SELECT count(*) AS n FROM accounts')).n)
    const listing = await added(session, listingBody({ priceKind: 'contact', price: '' }), siteIds.landwatch)
    expect(listing).toMatchObject({ accountId: seller.account_id, sellerAccountOpened: false })
    expect(listing.url).toMatch(new RegExp(`/pid/${listing.id}$`))
    expect(Number((await one('SELECT count(*) AS n FROM accounts')).n)).toBe(accounts)
  })

  it('makes one listing of the same form sent twice, one after the other or at once', async () => {
    const session = await buyer(5)
    const body = listingBody()
    const first = await added(session, body)
    const again = await added(session, body)
    expect(again).toMatchObject({ id: first.id, alreadyAdded: true, sellerAccountOpened: false })
    const both = await Promise.all([
      added(session, listingBody({ title: 'Same form twice at once' })),
      added(session, listingBody({ title: 'Same form twice at once' })),
    ])
    expect(both[0].id).toBe(both[1].id)
    expect(
      Number((await one('SELECT count(*) AS n FROM listings WHERE title = ?1', 'Same form twice at once')).n),
    ).toBe(1)
  })

  it('makes two listings and one seller account of two adds at once', async () => {
    const session = await buyer(3)
    const [a, b] = await Promise.all([added(session, listingBody()), added(session, listingBody())])
    expect(a.id).not.toBe(b.id)
    expect(a.accountId).toBe(b.accountId)
    expect([a.sellerAccountOpened, b.sellerAccountOpened].sort()).toEqual([false, true])
    const user = await userRow('buyer3@land.localhost')
    expect(user.account_id).toBe(a.accountId)
    expect(Number((await one('SELECT count(*) AS n FROM accounts WHERE email = ?1', user.email)).n)).toBe(1)
    expect(Number((await one('SELECT count(*) AS n FROM listings WHERE account_id = ?1', a.accountId)).n)).toBe(2)
  })
})

describe('the day’s limit', () => {
  it(`adds ${addListingsPerDay} listings a day for one login, then answers 429 with Retry-After`, async () => {
    const session = await buyer(4)
    const first = await added(session, listingBody())
    for (let n = 1; n < addListingsPerDay; n++) await added(session, listingBody())
    const refused = await post(session, listingBody())
    expect(await refusal(refused, 429, 'body')).toContain(String(addListingsPerDay))
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const owner = await userRow('buyer4@land.localhost')
    expect(Number((await one('SELECT count(*) AS n FROM listings WHERE account_id = ?1', owner.account_id)).n)).toBe(
      addListingsPerDay,
    )
    // A form sent again names its listing: no new listing, so the day's limit does not refuse it.
    const body = { ...listingBody(), title: (await one('SELECT title FROM listings WHERE id = ?1', first.id)).title }
    expect((await added(session, body)).id).toBe(first.id)
  })
})

describe('GET /api/addlisting/counties/{stateId}', () => {
  it('lists the counties of a state by name, and refuses what is not a state', async () => {
    const response = await exports.default.fetch('http://land.localhost/api/addlisting/counties/48')
    const counties = v.parse(v.array(listingCounty), await response.json())
    expect(counties.length).toBe(254)
    expect(counties).toContainEqual({ id: 48453, name: 'Travis County' })
    expect(counties.map((county) => county.name)).toEqual(counties.map((county) => county.name).sort())
    await refusal(await exports.default.fetch('http://land.localhost/api/addlisting/counties/3'), 400, 'stateId')
  })
})

describe.each(brandIds)('%s: the add-listing page', (brandId) => {
  const origin = brandOrigin(brandId)
  const canonical = contentPath(brandId, 'addListing')

  it.each(contentPathsOf(brandId, 'addListing'))(
    '%s shows the levels and a login prompt to a visitor',
    async (path) => {
      const response = await exports.default.fetch(`${origin}${path}`)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain('data-testid="listing-levels-table"')
      expect(html).toContain('data-testid="upgrade-tiers-table"')
      expect(html).toContain('data-testid="add-listing-login"')
      expect(html).not.toContain('data-testid="add-listing-form"')
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${canonical}"`))
      expect(html).not.toContain('content="noindex"')
    },
  )

  it('is the 404 page at another brand’s shape of it', async () => {
    const others = brandIds.flatMap((other) => contentPathsOf(other, 'addListing'))
    for (const path of others.filter((path) => !contentPathsOf(brandId, 'addListing').includes(path))) {
      expect((await exports.default.fetch(`${origin}${path}`)).status, path).toBe(404)
    }
  })

  it('shows the form to a logged-in person', async () => {
    const session = await buyer(6)
    const response = await exports.default.fetch(`${origin}${canonical}`, { headers: { cookie: session.cookie } })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('data-testid="add-listing-form"')
  })
})
