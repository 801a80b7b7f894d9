import { exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import type { AddListingFormInput } from '../../web/rules/add-listing-form.ts'
import { addedListing } from '../../web/api/add-listing.ts'
import { landFeedImport } from '../../web/api/land-feed-import.ts'
import type { ListingDetail } from '../../web/api/listing-detail.ts'
import { managedListing, managedListings } from '../../web/api/seller-listings-manage.ts'
import { ringAcres } from '../../web/rules/boundary.ts'
import { noLandFacts, type LandFacts } from '../../web/rules/land-facts-form.ts'
import { seedLogins } from '../../worker/db/seed/users.ts'
import { seedSellerAccount, seedTestDb, sqlRows } from './seeded-db.ts'
import { callAs, logInAs, type TestSession } from './session-client.ts'

// The writers of a listing's land facts and boundary (issue 31) through the real worker and D1: a seller's new
// listing, a land feed's listings and Manage Listings each store them, and GET /api/property/detail answers them with
// who stated them (seller, land feed) and when; GeoJSON and KML are both taken, a bad ring or fact is refused by its
// field, and only a listing's own seller may change its facts.

type Row = Record<string, string | number | null>
type Ring = [number, number][]

const one = async (sql: string, ...params: unknown[]) => (await sqlRows<Row>(sql, ...params))[0]!

const round6 = (n: number) => Math.round(n * 1e6) / 1e6
/** A square of about `acres` with its south-west corner at the point, closed, to 6 decimals. */
function square(lat: number, lng: number, acres: number): Ring {
  const side = Math.sqrt(acres * 4046.8564224)
  const dLat = side / 110_574
  const dLng = side / (111_320 * Math.cos((lat * Math.PI) / 180))
  const corners: Ring = [
    [lng, lat],
    [lng + dLng, lat],
    [lng + dLng, lat + dLat],
    [lng, lat + dLat],
    [lng, lat],
  ]
  return corners.map(([x, y]) => [round6(x), round6(y)])
}
const kmlOf = (ring: Ring) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Tract</name>
  <Polygon><outerBoundaryIs><LinearRing><coordinates>
    ${ring.map(([lng, lat]) => `${lng},${lat},0`).join(' ')}
  </coordinates></LinearRing></outerBoundaryIs></Polygon>
</Placemark></Document></kml>`

async function detailOf(id: number): Promise<ListingDetail> {
  const response = await exports.default.fetch(`http://land.localhost/api/property/detail/1/${id}`)
  expect(response.status).toBe(200)
  return (await response.json()) as ListingDetail
}

async function refusal(response: Response, status: number, field: string) {
  const body = (await response.json()) as { field: string; message: string }
  expect(response.status, JSON.stringify(body)).toBe(status)
  expect(body.field).toBe(field)
  return body.message
}

/** An ISO time of the last minute: a fact stated by the request just made. */
const justNow = (time: string | null) => {
  expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
  expect(Math.abs(Date.parse(time!) - Date.now())).toBeLessThan(60_000)
}

/** Every fact stated, as a form sends them (text where a seller types) and as the API answers them. */
const typedFacts = {
  roadAccess: 'gravel',
  legalAccess: 'recorded easement',
  roadFrontageFt: '1,250',
  electric: 'at road',
  water: 'well',
  sewer: 'perc tested',
  topography: 'rolling',
  zoning: ' A-1 Agricultural ',
  hoa: 'yes',
  hoaFeeYearly: '$350',
  deedRestrictions: 'no',
  deedRestrictionsText: '',
  floodZone: 'ae',
  floodZonePercent: '12.5',
  wetlandsPercent: 0,
  mineralRights: true,
  waterRights: false,
  timber: 'yes',
  fencing: 'partly fenced',
  outbuildings: 'Hay barn and a well house',
  surveyAvailable: true,
  parcelNumber: 'R-10442',
  propertyTaxYearly: '1,840',
}
const statedFacts: LandFacts = {
  roadAccess: 'gravel',
  legalAccess: 'recorded easement',
  roadFrontageFt: 1250,
  electric: 'at road',
  water: 'well',
  sewer: 'perc tested',
  topography: 'rolling',
  zoning: 'A-1 Agricultural',
  hoa: true,
  hoaFeeYearly: 350,
  deedRestrictions: false,
  deedRestrictionsText: null,
  floodZone: 'AE',
  floodZonePercent: 12.5,
  wetlandsPercent: 0,
  mineralRights: true,
  waterRights: false,
  timber: true,
  fencing: 'partly fenced',
  outbuildings: 'Hay barn and a well house',
  surveyAvailable: true,
  parcelNumber: 'R-10442',
  propertyTaxYearly: 1840,
}

let seller: TestSession
let sellerAccount: number
/** Kimble County, TX: the feed's land. */
let kimble: { lat: number; lng: number }
/** A town of the seed with a ZIP of its county: the added listings' place. */
let town: { name: string; countyId: number; stateId: number; zip: string; lat: number; lng: number }

beforeAll(async () => {
  await seedTestDb(300)
  seller = await logInAs(seedLogins.seller.email, seedLogins.seller.password)
  sellerAccount = await seedSellerAccount()
  kimble = (
    await sqlRows<typeof kimble>(
      "SELECT c.lat, c.lng FROM counties c JOIN states s ON s.id = c.state_id WHERE s.abbreviation = 'TX' AND c.name = 'Kimble'",
    )
  )[0]!
  town = (
    await sqlRows<typeof town>(
      `SELECT ci.name, ci.county_id AS countyId, ci.state_id AS stateId, z.zip, ci.lat, ci.lng
       FROM cities ci JOIN zips z ON z.county_id = ci.county_id AND z.state_id = ci.state_id
      ORDER BY ci.population DESC LIMIT 1`,
    )
  )[0]!
})

const buyer = (n: number) => logInAs(`buyer${n}@land.localhost`, seedLogins.buyer.password)

describe('a seller’s new listing (POST /api/account/addlisting/{siteId})', () => {
  let session: TestSession
  beforeAll(async () => {
    session = await buyer(1)
  })

  let titles = 0
  const listingBody = (extra: Record<string, unknown>): AddListingFormInput => ({
    title: `Creek bottom acreage with facts ${++titles}`,
    propertyTypes: ['recreational'],
    stateId: town.stateId,
    countyId: town.countyId,
    city: town.name,
    zip: town.zip,
    acres: '12.5',
    priceKind: 'amount',
    price: '99,500',
    description: 'Bottomland with a creek, gravel road access and power at the road, an hour from the city.',
    ...extra,
  })
  const add = (body: unknown) =>
    callAs(session, '/api/account/addlisting/1', { method: 'POST', body: JSON.stringify(body) })
  async function added(body: unknown) {
    const response = await add(body)
    const answer = await response.json()
    expect(response.status, JSON.stringify(answer)).toBe(200)
    return v.parse(addedListing, answer)
  }

  it('shows the form’s land facts and boundary fields, server-rendered though they are a chunk of their own', async () => {
    const html = await (await callAs(session, '/addlisting/')).text()
    expect(html).toContain('data-testid="land-facts-fields"')
    expect(html).toContain('data-testid="boundary-input"')
    expect(html).toMatch(/<select[^>]+name="landFacts.roadAccess"/)
  })

  it('stores its facts and GeoJSON boundary: the detail shows them, stated by the seller, now', async () => {
    const ring = square(town.lat, town.lng, 12.5)
    const feature = { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }
    const listing = await added(listingBody({ landFacts: typedFacts, boundary: JSON.stringify(feature) }))
    const detail = await detailOf(listing.id)
    expect(detail.landFacts).toEqual(statedFacts)
    expect(detail.landFactsSource).toMatchObject({ statedBy: 'seller', parcelCheckedAt: null })
    justNow(detail.landFactsSource.statedAt)
    expect(detail.boundary).toEqual({ ring, source: 'seller' })
    expect(Math.abs(ringAcres(detail.boundary!.ring) - 12.5)).toBeLessThan(0.25)
    const row = await one('SELECT road_access, facts_source FROM listings WHERE id = ?1', listing.id)
    expect(row).toEqual({ road_access: 2, facts_source: 1 })
  })

  it('takes a KML boundary, closing an open ring', async () => {
    const ring = square(town.lat + 0.01, town.lng, 12.5)
    const listing = await added(listingBody({ boundary: kmlOf(ring.slice(0, -1)) }))
    const detail = await detailOf(listing.id)
    expect(detail.boundary).toEqual({ ring, source: 'seller' })
    // No facts stated: each reads as not stated.
    expect(detail.landFacts).toEqual(noLandFacts)
  })

  it('still takes the old mineralRights box as the fact', async () => {
    const listing = await added(listingBody({ mineralRights: true }))
    expect((await detailOf(listing.id)).landFacts).toEqual({ ...noLandFacts, mineralRights: true })
    expect(await one('SELECT mineral_rights FROM listings WHERE id = ?1', listing.id)).toEqual({ mineral_rights: 1 })
  })

  it.each([
    [
      'a ring of two corners',
      {
        boundary: {
          type: 'Polygon',
          coordinates: [
            [
              [-99, 30],
              [-99.01, 30],
              [-99, 30],
            ],
          ],
        },
      },
      'boundary',
      'A boundary needs at least three corners.',
    ],
    [
      'KML without a polygon',
      { boundary: '<kml><Placemark><Point><coordinates>-99,30</coordinates></Point></Placemark></kml>' },
      'boundary',
      'The KML has no polygon.',
    ],
    ['text that is neither', { boundary: 'the north forty' }, 'boundary', 'A boundary must be GeoJSON or KML.'],
    [
      'a point off the map',
      {
        boundary: {
          type: 'Polygon',
          coordinates: [
            [
              [-99, 30],
              [-99, 95],
              [-98, 30],
              [-99, 30],
            ],
          ],
        },
      },
      'boundary',
      'A boundary point lies outside the map.',
    ],
    [
      'a road access of no kind',
      { landFacts: { roadAccess: 'asphalt' } },
      'landFacts.roadAccess',
      'roadAccess must be one of paved, gravel, dirt, easement only, none',
    ],
    [
      'a flood share past 100',
      { landFacts: { floodZonePercent: 140 } },
      'landFacts.floodZonePercent',
      'This value must be at most 100.',
    ],
    [
      'facts that are not an object',
      { landFacts: ['paved'] },
      'landFacts',
      'landFacts must be an object of land facts',
    ],
  ])('refuses %s (400, its field and message), and adds nothing', async (_, extra, field, message) => {
    const before = Number((await one('SELECT count(*) AS n FROM listings')).n)
    expect(await refusal(await add(listingBody(extra)), 400, field)).toBe(message)
    expect(Number((await one('SELECT count(*) AS n FROM listings')).n)).toBe(before)
  })
})

describe('a land feed’s listings (POST /api/account/landfeed/{siteId})', () => {
  const fullRing = () => square(kimble.lat, kimble.lng, 150)
  const kmlRing = () => square(kimble.lat + 0.02, kimble.lng, 80)
  const feedListing = (n: number, extra: Record<string, unknown>): Record<string, unknown> => ({
    listingId: `FACTS-${n}`,
    title: `Ranch ${n} with its land facts`,
    description: 'Rolling cedar and oak hills with a spring-fed creek, a barn and county road frontage.',
    price: 500_000 + n,
    acres: n === 1 ? 150 : 80,
    stateAbbreviation: 'TX',
    countyName: 'Kimble',
    latitude: kimble.lat + n / 100,
    longitude: kimble.lng,
    propertyTypes: ['ranch'],
    ...extra,
  })
  const deliver = async (listings: unknown[]) => {
    const response = await callAs(seller, '/api/account/landfeed/1', {
      method: 'POST',
      body: JSON.stringify({ version: 1, accountId: sellerAccount, listings }),
    })
    const answer = await response.json()
    expect(response.status, JSON.stringify(answer)).toBe(200)
    return v.parse(landFeedImport, answer)
  }
  const feedId = async (listingId: string) =>
    Number(
      (
        await one(
          'SELECT id FROM listings WHERE account_id = ?1 AND partner_id IS NULL AND external_source_id = ?2',
          sellerAccount,
          listingId,
        )
      ).id,
    )

  const first = () => [
    feedListing(1, {
      landFacts: { ...statedFacts, deedRestrictions: true, deedRestrictionsText: 'No feedlots.' },
      boundary: { type: 'Polygon', coordinates: [fullRing()] },
    }),
    feedListing(2, { boundary: kmlOf(kmlRing()) }),
  ]
  const second = () => [
    feedListing(1, { landFacts: { roadAccess: 'paved', water: 'municipal' } }),
    feedListing(2, { landFacts: { electric: 'none' }, boundary: { type: 'Polygon', coordinates: [fullRing()] } }),
  ]

  let firstStatedAt: string | null
  it('lists them with their facts and boundary, as stated by the land feed', async () => {
    expect(await deliver(first())).toMatchObject({ added: 2 })
    const ranch = await detailOf(await feedId('FACTS-1'))
    expect(ranch.landFacts).toEqual({ ...statedFacts, deedRestrictions: true, deedRestrictionsText: 'No feedlots.' })
    expect(ranch.landFactsSource.statedBy).toBe('land feed')
    justNow(ranch.landFactsSource.statedAt)
    firstStatedAt = ranch.landFactsSource.statedAt
    expect(ranch.boundary).toEqual({ ring: fullRing(), source: 'land feed' })
    const tract = await detailOf(await feedId('FACTS-2'))
    expect(tract.boundary).toEqual({ ring: kmlRing(), source: 'land feed' })
    expect(tract.landFacts).toEqual(noLandFacts)
  })

  it('leaves facts and boundaries a delivery repeats as they were, with their date', async () => {
    expect(await deliver(first())).toMatchObject({ added: 0, updated: 0, unchanged: 2 })
    // A second on, another price, the same facts: the facts were stated when they were.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const repriced = first()
    repriced[0]!.price = 480_000
    expect(await deliver(repriced)).toMatchObject({ updated: 1, unchanged: 1 })
    const ranch = await detailOf(await feedId('FACTS-1'))
    expect(ranch.price).toBe(480_000)
    expect(ranch.landFactsSource.statedAt).toBe(firstStatedAt)
  })

  it('replaces the facts and the boundary of a listing a delivery changes, and removes one it leaves out', async () => {
    // A second on, so the date the facts were stated moves visibly.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(await deliver(second())).toMatchObject({ added: 0, updated: 2 })
    const ranch = await detailOf(await feedId('FACTS-1'))
    expect(ranch.landFacts).toEqual({ ...noLandFacts, roadAccess: 'paved', water: 'municipal' })
    expect(ranch.landFactsSource.statedAt! > firstStatedAt!).toBe(true)
    expect(ranch.boundary).toBeNull()
    const tract = await detailOf(await feedId('FACTS-2'))
    expect(tract.landFacts).toEqual({ ...noLandFacts, electric: 'none' })
    expect(tract.boundary).toEqual({ ring: fullRing(), source: 'land feed' })
    // Only a change counts as one: a boundary alone changed is an update, and so are facts alone.
    expect(await deliver(second())).toMatchObject({ updated: 0, unchanged: 2 })
    const moved = second()
    moved[1]!.boundary = { type: 'Polygon', coordinates: [kmlRing()] }
    expect(await deliver(moved)).toMatchObject({ updated: 1, unchanged: 1 })
    expect((await detailOf(await feedId('FACTS-2'))).boundary?.ring).toEqual(kmlRing())
    moved[0]!.landFacts = { roadAccess: 'paved', water: 'municipal', fencing: 'fenced' }
    expect(await deliver(moved)).toMatchObject({ updated: 1, unchanged: 1 })
    expect((await detailOf(await feedId('FACTS-1'))).landFacts.fencing).toBe('fenced')
  })

  it('leaves a boundary read from parcel records to a listing whose delivery has none', async () => {
    const ranch = await feedId('FACTS-1')
    const parcelRing = JSON.stringify(fullRing())
    await sqlRows(
      "INSERT INTO listing_boundaries (listing_id, ring, source, updated_at) VALUES (?1, ?2, 3, '2026-01-01T00:00:00Z')",
      ranch,
      parcelRing,
    )
    const feed = second()
    feed[0]!.landFacts = { roadAccess: 'paved', water: 'municipal', fencing: 'fenced' }
    feed[1]!.boundary = { type: 'Polygon', coordinates: [kmlRing()] }
    expect(await deliver(feed)).toMatchObject({ updated: 0, unchanged: 2 })
    expect((await detailOf(ranch)).boundary).toEqual({ ring: fullRing(), source: 'parcel data' })
  })

  it('refuses a bad fact or boundary by its path, and changes nothing', async () => {
    const feed = second()
    feed[0]!.landFacts = { roadAccess: 'asphalt', roadAcess: 'paved' }
    feed[1]!.boundary = {
      type: 'Polygon',
      coordinates: [
        [
          [-99, 30],
          [-99.01, 30],
          [-99, 30],
        ],
      ],
    }
    const response = await callAs(seller, '/api/account/landfeed/1', {
      method: 'POST',
      body: JSON.stringify({ version: 1, accountId: sellerAccount, listings: feed }),
    })
    const body = (await response.json()) as { problems: { path: string; message: string }[] }
    expect(response.status).toBe(400)
    expect(body.problems).toEqual([
      expect.objectContaining({
        path: 'listings.0.landFacts.roadAccess',
        message: 'roadAccess must be one of paved, gravel, dirt, easement only, none',
      }),
      expect.objectContaining({
        path: 'listings.0.landFacts.roadAcess',
        message: expect.stringMatching(/^Unknown field roadAcess/),
      }),
      expect.objectContaining({ path: 'listings.1.boundary', message: 'A boundary needs at least three corners.' }),
    ])
    expect((await detailOf(await feedId('FACTS-1'))).landFacts.roadAccess).toBe('paved')
  })
})

describe('Manage Listings: a listing’s facts and boundary (POST /api/account/listings/{listingId}/landfacts)', () => {
  let listingId: number
  let acres: number
  beforeAll(async () => {
    const row = await one(
      `SELECT id, acres FROM listings WHERE account_id = ?1 AND (site_mask & 1) != 0 AND market_status = 1
         AND external_source_id IS NULL ORDER BY id LIMIT 1`,
      sellerAccount,
    )
    listingId = Number(row.id)
    acres = Number(row.acres)
  })
  const post = (session: TestSession | null, body: unknown, id = listingId) =>
    callAs(session, `/api/account/listings/${id}/landfacts`, { method: 'POST', body: JSON.stringify(body) })
  async function saved(body: unknown) {
    const response = await post(seller, body)
    const answer = await response.json()
    expect(response.status, JSON.stringify(answer)).toBe(200)
    return v.parse(managedListing, answer)
  }
  const factsRow = () =>
    one('SELECT road_access, facts_source, facts_stated_at, updated_at FROM listings WHERE id = ?1', listingId)

  it('lists each listing’s facts, their source and its boundary’s acres on the seller’s pages', async () => {
    const response = await callAs(seller, '/api/account/listings/1/0')
    const page = v.parse(managedListings, await response.json())
    // Those the site shows (a link): the detail answers them.
    const shown = page.listings.filter((listing) => listing.url)
    expect(shown.length).toBeGreaterThan(0)
    for (const listing of shown) {
      const detail = await detailOf(listing.id)
      expect(listing.landFacts).toEqual(detail.landFacts)
      expect(listing.landFactsSource).toEqual(detail.landFactsSource)
      expect(listing.boundaryAcres).toBe(
        detail.boundary ? Math.round(ringAcres(detail.boundary.ring) * 100) / 100 : null,
      )
    }
  })

  it('states the owner’s facts and boundary as the seller’s, today: the detail shows them', async () => {
    const ring = square(kimble.lat - 0.05, kimble.lng, acres)
    const answer = await saved({ landFacts: typedFacts, boundary: kmlOf(ring) })
    expect(answer.landFacts).toEqual(statedFacts)
    expect(answer.landFactsSource.statedBy).toBe('seller')
    justNow(answer.landFactsSource.statedAt)
    expect(Math.abs(answer.boundaryAcres! - acres) / acres).toBeLessThan(0.02)
    const detail = await detailOf(listingId)
    expect(detail.landFacts).toEqual(statedFacts)
    expect(detail.landFactsSource).toEqual(answer.landFactsSource)
    expect(detail.boundary).toEqual({ ring, source: 'seller' })
  })

  it('changes nothing, not even the facts’ date, when the facts are as they were', async () => {
    const before = await factsRow()
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await saved({ landFacts: statedFacts })
    expect(await factsRow()).toEqual(before)
  })

  it('keeps the boundary when none is sent, and removes it for null', async () => {
    const kept = await saved({ landFacts: { ...statedFacts, roadAccess: 'paved' } })
    expect(kept.boundaryAcres).not.toBeNull()
    expect((await factsRow()).road_access).toBe(1)
    const removed = await saved({ boundary: null })
    expect(removed.boundaryAcres).toBeNull()
    expect(removed.landFacts.roadAccess).toBe('paved')
    expect((await detailOf(listingId)).boundary).toBeNull()
  })

  it('refuses another seller (404), a buyer (403) and a visitor (401), changing nothing', async () => {
    const other = await buyer(2)
    // buyer2 becomes a seller with a listing of its own.
    const own = await callAs(other, '/api/account/addlisting/1', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Another seller’s own forty acres',
        propertyTypes: ['farm'],
        stateId: town.stateId,
        countyId: town.countyId,
        city: town.name,
        zip: town.zip,
        acres: 40,
        priceKind: 'contact',
        description: 'Forty acres of open farm ground with road frontage on two sides and power at the road.',
      }),
    })
    expect(own.status).toBe(200)
    const before = await factsRow()
    const facts = { landFacts: { roadAccess: 'none' }, boundary: null }
    expect(await refusal(await post(other, facts), 404, 'listingId')).toMatch(/you have no listing/)
    expect(await refusal(await post(await buyer(3), facts), 403, 'session')).toMatch(/no seller account/)
    expect(await refusal(await post(null, facts), 401, 'session')).not.toBe('')
    expect(await factsRow()).toEqual(before)
    expect((await detailOf(listingId)).landFacts.roadAccess).toBe('paved')
    // And the seed's seller may not change buyer2's.
    const { id: othersListing } = (await own.json()) as { id: number }
    expect(await refusal(await post(seller, facts, othersListing), 404, 'listingId')).toMatch(/you have no listing/)
  })

  it.each([
    [
      'a water source of no kind',
      { landFacts: { water: 'creek' } },
      'landFacts.water',
      'water must be one of well, municipal, spring, none',
    ],
    [
      'a fee that is not a number',
      { landFacts: { hoaFeeYearly: 'some' } },
      'landFacts.hoaFeeYearly',
      'Please enter a number.',
    ],
    [
      'a flood zone FEMA does not draw',
      { landFacts: { floodZone: 'Q' } },
      'landFacts.floodZone',
      'floodZone must be a FEMA zone: X, A, AE, AH, AO, V, VE, D',
    ],
    ['a ring that does not close', { boundary: 'nonsense' }, 'boundary', 'A boundary must be GeoJSON or KML.'],
    ['nothing to change', {}, 'body', 'Send landFacts, a boundary or both.'],
  ])('refuses %s with a 400 naming the field', async (_, body, field, message) => {
    const before = await factsRow()
    expect(await refusal(await post(seller, body), 400, field)).toBe(message)
    expect(await factsRow()).toEqual(before)
  })
})
