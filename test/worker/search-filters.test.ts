import { beforeAll, describe, expect, it } from 'vitest'
import { activityFlag, amenityFlag, propertyTypeFlag } from '../../web/rules/listing-rules.ts'
import { usStates } from '../../web/rules/us-states.ts'
import { customSearchPages } from '../../web/search/custom-search-pages.ts'
import type { SearchCriteriaInput } from '../../web/search/search-criteria.ts'
import { nearMeMiles, placeRadiusMiles } from '../../web/search/search-radius.ts'
import { encodePolyline } from '../../web/search/polyline.ts'
import { searchAll } from './search-client.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// Each criterion through the API against the same question asked of the seeded table in plain SQL, written from the
// base columns (has_video, date_listed, the places' own tables) rather than the search indexes' derived ones.

const active = 'market_status IN (1, 2)'
const onLand = '(site_mask & 1) != 0'

async function idsWhere(where: string, ...params: unknown[]): Promise<number[]> {
  const rows = await sqlRows<{ id: number }>(`SELECT id FROM listings WHERE ${where}`, ...params)
  return rows.map((row) => row.id)
}

/** The API finds exactly the listings `where` keeps (active, on the land site, unless `where` says otherwise). */
async function expectFinds(criteria: SearchCriteriaInput, where: string, params: unknown[] = [], siteId = 1) {
  const expected = await idsWhere(where, ...params)
  expect(expected.length, 'the seed has listings for this').toBeGreaterThan(0)
  const found = await searchAll(criteria, siteId)
  expect(found.totalCount).toBe(expected.length)
  expect(new Set(found.ids).size).toBe(found.ids.length)
  expect([...found.ids].sort()).toEqual([...expected].sort())
  return expected
}
const expectActive = (criteria: SearchCriteriaInput, where: string, ...params: unknown[]) =>
  expectFinds(criteria, `${active} AND ${onLand} AND (${where})`, params)

let place: {
  stateId: number
  stateAbbreviation: string
  countyId: number
  countyName: string
  cityName: string
  cityId: number
  zip: string
}

beforeAll(async () => {
  await seedTestDb(3000)
  const [county] = await sqlRows<{ id: number; name_full: string; state_id: number }>(
    `SELECT c.id, c.name_full, c.state_id FROM listings l JOIN counties c ON c.id = l.county_id
      GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT 1`,
  )
  const [city] = await sqlRows<{ id: number; name: string }>(
    `SELECT ci.id, ci.name FROM listings l JOIN cities ci ON ci.id = l.city_id
      WHERE ci.state_id = ?1 AND ci.slug = ci.name || '-' || ?2 GROUP BY ci.id ORDER BY count(*) DESC, ci.id LIMIT 1`,
    county!.state_id,
    usStates.find((s) => s.id === county!.state_id)!.abbreviation,
  )
  const [zip] = await sqlRows<{ zip: string }>(
    "SELECT zip FROM listings WHERE zip != '' GROUP BY zip ORDER BY count(*) DESC LIMIT 1",
  )
  place = {
    stateId: county!.state_id,
    stateAbbreviation: usStates.find((s) => s.id === county!.state_id)!.abbreviation,
    countyId: county!.id,
    countyName: county!.name_full,
    cityName: city!.name,
    cityId: city!.id,
    zip: zip!.zip,
  }
}, 120_000)

describe('site and status', () => {
  it('site 2 keeps listings with the landwatch bit; site 0 every site', async () => {
    await expectFinds(
      { stateId: place.stateId },
      `${active} AND (site_mask & 2) != 0 AND state_id = ?1`,
      [place.stateId],
      2,
    )
    await expectFinds({ stateId: place.stateId }, `${active} AND state_id = ?1`, [place.stateId], 0)
  })

  it('market statuses default to Available and Under Contract; others on request', async () => {
    await expectFinds({ marketStatuses: [3, 4] }, `market_status IN (3, 4) AND ${onLand}`)
  })

  it('transaction types', async () => {
    await expectActive({ transactionTypes: [2] }, 'transaction_type = 2')
  })
})

describe('ranges', () => {
  it('acres, inclusive', async () => {
    await expectActive({ acresMin: 40, acresMax: 80 }, 'acres BETWEEN 40 AND 80')
  })

  it('price never matches Auction or Contact for Price once a bound is set', async () => {
    await expectActive({ priceMax: 60_000 }, 'price <= 60000 AND price NOT IN (0, 2)')
    await expectActive({ priceMin: 0, stateId: place.stateId }, 'price NOT IN (0, 2) AND state_id = ?1', place.stateId)
  })

  it('a wide range across the country (counted as every listing less those outside it)', async () => {
    await expectActive({ priceMax: 2_000_000 }, 'price <= 2000000 AND price NOT IN (0, 2)')
    await expectActive(
      { priceMin: 5000, propertyTypes: ['farm', 'ranch'], hasHouse: false },
      `price >= 5000 AND price NOT IN (0, 2) AND (type_flags & 3) > 0 AND has_house = 0`,
    )
    await expectActive({ acresMin: 1, transactionTypes: [1] }, 'acres >= 1 AND transaction_type = 1')
  })

  it('beds, baths and home size', async () => {
    await expectActive({ bedMin: 3, bathMax: 2, sqftMin: 1500 }, 'beds >= 3 AND baths <= 2 AND home_sqft >= 1500')
  })
})

describe('flags', () => {
  it('property types: any of them; waterfront is any of its three bits', async () => {
    const { farm, ranch, lakefront, beachfront, riverfront } = propertyTypeFlag
    await expectActive(
      { propertyTypes: ['farm', 'ranch'] },
      `(type_flags & ${farm}) > 0 OR (type_flags & ${ranch}) > 0`,
    )
    await expectActive(
      { propertyTypes: ['waterfront'] },
      `((type_flags & ${lakefront}) > 0 OR (type_flags & ${beachfront}) > 0 OR (type_flags & ${riverfront}) > 0)`,
    )
  })

  it('activities and amenities: all of them', async () => {
    const [fishing, boating] = [activityFlag('fishing'), activityFlag('boating')]
    await expectActive(
      { activityTypes: ['fishing', 'boating'] },
      `(activity_flags & ${fishing}) > 0 AND (activity_flags & ${boating}) > 0`,
    )
    const [water, barn] = [amenityFlag('water'), amenityFlag('barn')]
    await expectActive(
      { amenityTypes: ['water', 'barn'] },
      `(amenity_flags & ${water}) > 0 AND (amenity_flags & ${barn}) > 0`,
    )
  })

  it('house yes, house no, and either', async () => {
    await expectActive({ hasHouse: true, stateId: place.stateId }, 'has_house = 1 AND state_id = ?1', place.stateId)
    await expectActive({ hasHouse: false, stateId: place.stateId }, 'has_house = 0 AND state_id = ?1', place.stateId)
    await expectActive({ hasHouse: null, stateId: place.stateId }, 'state_id = ?1', place.stateId)
  })

  it('video, virtual tour, custom map, mineral rights, owner financing: true must have, false no filter', async () => {
    await expectActive({ hasVideo: true, hasCustomMap: true }, 'has_video = 1 AND has_custom_map = 1')
    await expectActive({ hasVirtualTour: true }, 'has_virtual_tour = 1')
    await expectActive({ mineralRights: true, ownerFinancing: true }, 'mineral_rights = 1 AND owner_financing = 1')
    await expectActive(
      { ownerFinancing: false, mineralRights: false, stateId: place.stateId },
      'state_id = ?1',
      place.stateId,
    )
  })
})

describe('land facts (issue 31): the filters no peer has, from the fact columns themselves', () => {
  // Written from the facts (codes of web/rules/land-facts.ts), not from land_bits, the mask the indexes hold.
  const factSql = {
    legalAccess: 'legal_access IN (1, 2)',
    power: 'electric IN (1, 2)',
    water: 'water_source IN (1, 2, 3)',
    noHoa: 'hoa = 0',
    outsideFloodZone: "flood_zone = 'X'",
  } as const

  // In the state with the most listings: country-wide, a fact half the listings state is dozens of pages to read.
  it.each(Object.entries(factSql))('%s alone keeps the listings that state it', async (name, where) => {
    await expectActive(
      { landFacts: [name as keyof typeof factSql], stateId: place.stateId },
      `${where} AND state_id = ?1`,
      place.stateId,
    )
  })

  it('several facts must all hold, with a place and another filter', async () => {
    await expectActive(
      { landFacts: ['legalAccess', 'power', 'outsideFloodZone'], stateId: place.stateId, acresMin: 5 },
      `${factSql.legalAccess} AND ${factSql.power} AND ${factSql.outsideFloodZone} AND state_id = ?1 AND acres >= 5`,
      place.stateId,
    )
  })

  it('topography: any of those asked for; with a fact', async () => {
    await expectActive(
      { topography: ['mixed'], stateId: place.stateId },
      'topography = 4 AND state_id = ?1',
      place.stateId,
    )
    await expectActive(
      { topography: ['flat', 'rolling'], landFacts: ['water'], stateId: place.stateId },
      `topography IN (1, 2) AND ${factSql.water} AND state_id = ?1`,
      place.stateId,
    )
  })
})

describe('dates and price changes', () => {
  const isoDaysAgo = (days: number, at: number) => new Date(at - days * 86_400_000).toISOString().slice(0, 19) + 'Z'

  /** The API reads its own clock: the count for a cutoff taken just before or just after the request is right. */
  async function expectWithinClock(criteria: SearchCriteriaInput, where: (cutoff: string) => string, days: number) {
    const before = Date.now()
    const found = await searchAll(criteria)
    const after = Date.now()
    const counts = await Promise.all(
      [before, after].map(
        async (at) => (await idsWhere(`${active} AND ${onLand} AND ${where(isoDaysAgo(days, at))}`)).length,
      ),
    )
    expect(counts).toContain(found.totalCount)
    expect(found.totalCount).toBeGreaterThan(0)
  }

  it('listed within the last days', async () => {
    await expectWithinClock({ dateListed: 60 }, (cutoff) => `date_listed >= '${cutoff}'`, 60)
  })

  it('a reduction or any change within the lookback; a type alone at any time', async () => {
    await expectWithinClock(
      { priceChangeType: 'reduction', priceChangeLookback: 90 },
      (cutoff) => `price_change_amount < 0 AND price_changed_at >= '${cutoff}'`,
      90,
    )
    await expectWithinClock(
      { priceChangeType: 'change', priceChangeLookback: 90 },
      (cutoff) => `price_change_amount != 0 AND price_changed_at >= '${cutoff}'`,
      90,
    )
    await expectActive({ priceChangeType: 'reduction' }, 'price_change_amount < 0')
  })
})

describe('places', () => {
  it('a state by abbreviation, id or name in any case', async () => {
    const expected = await expectActive(
      { stateAbbreviation: place.stateAbbreviation.toLowerCase() },
      'state_id = ?1',
      place.stateId,
    )
    expect((await searchAll({ stateId: place.stateId })).totalCount).toBe(expected.length)
    const name = usStates.find((s) => s.id === place.stateId)!.name.toUpperCase()
    const { first } = await searchAll({ stateName: name })
    expect(first.totalCount).toBe(expected.length)
    expect(first.criteria).toMatchObject({ stateId: place.stateId, stateAbbreviation: place.stateAbbreviation })
    expect(first.location).toEqual({ type: 'state', idList: [place.stateId], stateId: place.stateId })
  })

  it('a county by name; the answer names it and its state, with ids', async () => {
    await expectActive(
      { countyName: place.countyName.toLowerCase(), stateAbbreviation: place.stateAbbreviation },
      'county_id = ?1',
      place.countyId,
    )
    const { first } = await searchAll({ countyIdList: [place.countyId] })
    expect(first.criteria).toMatchObject({
      countyIdList: [place.countyId],
      countyName: place.countyName,
      stateAbbreviation: place.stateAbbreviation,
    })
    expect(first.location.type).toBe('county')
  })

  it('a city by name, and a city name that is a county (and the other way round)', async () => {
    const { first } = await searchAll({ cityName: place.cityName, stateAbbreviation: place.stateAbbreviation })
    expect(first.location).toMatchObject({ type: 'city', idList: [place.cityId] })
    expect(first.criteria).toMatchObject({ cityName: place.cityName, cityIdList: [place.cityId] })
    const asCity = await searchAll({ cityName: place.countyName, stateAbbreviation: place.stateAbbreviation })
    expect(asCity.first.location.type).toBe('county')
    expect(asCity.first.criteria.countyIdList).toEqual([place.countyId])
    const asCounty = await searchAll({ countyName: place.cityName, stateAbbreviation: place.stateAbbreviation })
    expect(asCounty.first.location.type).toBe('city')
  })

  it('a region is the listings of its counties', async () => {
    const [region] = await sqlRows<{ id: number; name: string; slug: string }>(
      `SELECT r.id, r.name, r.slug FROM listings l JOIN regions r ON r.id = l.region_id
        GROUP BY r.id ORDER BY count(*) DESC LIMIT 1`,
    )
    await expectActive({ regionName: region!.name }, 'region_id = ?1', region!.id)
    const { first } = await searchAll({ regionName: region!.slug.toLowerCase() })
    expect(first.criteria).toMatchObject({ regionIdList: [region!.id], regionName: region!.name })
  })

  it('several towns named without a radius: their own listings', async () => {
    const [other] = await sqlRows<{ id: number }>(
      'SELECT city_id AS id FROM listings WHERE city_id IS NOT NULL AND city_id != ?1 LIMIT 1',
      place.cityId,
    )
    await expectActive({ cityIdList: [place.cityId, other!.id] }, 'city_id IN (?1, ?2)', place.cityId, other!.id)
  })

  it('lakes and a seller (its own listings and its agents’)', async () => {
    const lakes = (
      await sqlRows<{ lake_id: number }>('SELECT DISTINCT lake_id FROM listings WHERE lake_id IS NOT NULL LIMIT 3')
    ).map((row) => row.lake_id)
    expect(lakes.length).toBeGreaterThan(0)
    await expectActive({ lakeIdList: lakes }, `lake_id IN (${lakes.join(', ')})`)
    const [parent] = await sqlRows<{ id: number }>(
      'SELECT parent_account_id AS id FROM listings WHERE parent_account_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    )
    await expectActive({ brokerId: parent!.id }, '(account_id = ?1 OR parent_account_id = ?1)', parent!.id)
  })

  it('a seller type, through the seller’s directory type', async () => {
    await expectActive(
      { brokerType: 'agents', stateId: place.stateId },
      'state_id = ?1 AND account_id IN (SELECT account_id FROM accounts WHERE directory_type = 2)',
      place.stateId,
    )
  })

  it('listings by id, whatever their order or repeats', async () => {
    const ids = await idsWhere(`${active} AND ${onLand} ORDER BY id DESC LIMIT 7`)
    await expectActive({ inventoryIdList: [...ids, ids[0]!] }, `id IN (${ids.join(', ')})`)
  })

  it('the location follows the spec’s order: a county beside its state is the county', async () => {
    const { first } = await searchAll({ countyIdList: [place.countyId], stateId: place.stateId, zip: undefined })
    expect(first.location).toEqual({ type: 'county', idList: [place.countyId], stateId: place.stateId })
  })
})

describe('areas on the map', () => {
  const milesPerDegree = 69.05
  /** Miles on the flat projection at the centre's latitude, as the spec's "no trigonometry in SQL" allows. */
  const miles = (lat: number, lng: number, centre: { lat: number; lng: number }) =>
    Math.hypot(
      (lat - centre.lat) * milesPerDegree,
      (lng - centre.lng) * milesPerDegree * Math.cos((centre.lat * Math.PI) / 180),
    )

  async function activeWithPoints() {
    return sqlRows<{ id: number; lat: number; lng: number }>(
      `SELECT id, lat, lng FROM listings WHERE ${active} AND ${onLand}`,
    )
  }

  async function expectIds(criteria: SearchCriteriaInput, expected: number[]) {
    expect(expected.length, 'the seed has listings for this').toBeGreaterThan(0)
    const found = await searchAll(criteria)
    expect(found.totalCount).toBe(expected.length)
    expect([...found.ids].sort()).toEqual([...expected].sort())
  }

  it('a radius around a ZIP, a town or a point; without one, 25 miles around a ZIP or a town, 50 near me', async () => {
    const [zip] = await sqlRows<{ lat: number; lng: number }>('SELECT lat, lng FROM zips WHERE zip = ?1', place.zip)
    const rows = await activeWithPoints()
    const within = (centre: { lat: number; lng: number }, radius: number) =>
      rows.filter((row) => miles(row.lat, row.lng, centre) <= radius).map((row) => row.id)
    await expectIds({ zip: place.zip, radius: 40 }, within(zip!, 40))
    await expectIds({ zip: place.zip }, within(zip!, placeRadiusMiles))
    const [city] = await sqlRows<{ lat: number; lng: number }>(
      'SELECT lat, lng FROM cities WHERE id = ?1',
      place.cityId,
    )
    await expectIds({ cityIdList: [place.cityId], radius: 30 }, within(city!, 30))
    const cityByName = { cityName: place.cityName, stateAbbreviation: place.stateAbbreviation }
    await expectIds(cityByName, within(city!, placeRadiusMiles))
    // More than the town's own listings: the land around it.
    const townOnly = await idsWhere(`${active} AND ${onLand} AND city_id = ?1`, place.cityId)
    expect(within(city!, placeRadiusMiles).length).toBeGreaterThan(townOnly.length)
    await expectIds({ latitude: zip!.lat, longitude: zip!.lng }, within(zip!, nearMeMiles))
  })

  it('the map’s bounds', async () => {
    const [zip] = await sqlRows<{ lat: number; lng: number }>('SELECT lat, lng FROM zips WHERE zip = ?1', place.zip)
    const box = { south: zip!.lat - 1.5, north: zip!.lat + 1, west: zip!.lng - 2, east: zip!.lng + 1.2 }
    const rows = await activeWithPoints()
    await expectIds(
      {
        lowerLeftLatitude: box.south,
        lowerLeftLongitude: box.west,
        upperRightLatitude: box.north,
        upperRightLongitude: box.east,
      },
      rows
        .filter((row) => row.lat >= box.south && row.lat <= box.north && row.lng >= box.west && row.lng <= box.east)
        .map((row) => row.id),
    )
  })

  it('a drawn area: a few corners tested in SQL, many here', async () => {
    const [zip] = await sqlRows<{ lat: number; lng: number }>('SELECT lat, lng FROM zips WHERE zip = ?1', place.zip)
    const { lat, lng } = zip!
    const few: [number, number][] = [
      [lat - 1, lng - 1.5],
      [lat + 1.2, lng - 1],
      [lat + 0.2, lng],
      [lat + 1, lng + 1.5],
      [lat - 1.1, lng + 0.8],
    ]
    // A star of 40 points, far more corners than the SQL test takes.
    const many = Array.from({ length: 40 }, (_, i): [number, number] => {
      const r = i % 2 ? 0.6 : 1.6
      return [lat + r * Math.sin((i * Math.PI) / 20), lng + r * 1.3 * Math.cos((i * Math.PI) / 20)]
    })
    const rows = await activeWithPoints()
    for (const outline of [few, many]) {
      // Crossing number: count the edges a ray to the east crosses.
      const inside = (y: number, x: number) =>
        outline.filter(([y1, x1], i) => {
          const [y2, x2] = outline[(i + 1) % outline.length]!
          return y1 > y !== y2 > y && x < x1 + ((y - y1) / (y2 - y1)) * (x2 - x1)
        }).length %
          2 ===
        1
      await expectIds(
        { mapEncodedCords: encodePolyline(outline) },
        rows.filter((row) => inside(row.lat, row.lng)).map((row) => row.id),
      )
    }
  })
})

describe('keywords', () => {
  const matching = (words: string) => `id IN (SELECT rowid FROM listings_fts WHERE listings_fts MATCH '${words}')`

  it('every word, within a place or on its own, in the FTS index', async () => {
    const [state] = await sqlRows<{ id: number }>(
      `SELECT state_id AS id FROM listings WHERE ${matching('whitetail')} GROUP BY state_id ORDER BY count(*) DESC LIMIT 1`,
    )
    await expectActive(
      { keywordQuery: 'Whitetail', stateId: state!.id },
      `state_id = ?1 AND ${matching('whitetail')}`,
      state!.id,
    )
    await expectActive(
      { keywordQuery: 'acres, county', countyIdList: [place.countyId], sortOrderId: 4 },
      `county_id = ?1 AND ${matching('acres AND county')}`,
      place.countyId,
    )
    await expectActive({ keywordQuery: place.cityName }, matching(`"${place.cityName.toLowerCase()}"`))
  })
})

describe('custom search pages', () => {
  it('each is the search its criteria describe', async () => {
    for (const [slug, page] of Object.entries(customSearchPages)) {
      const plain = await searchAll(page.criteria as SearchCriteriaInput)
      const custom = await searchAll({ customSearchUrl: slug })
      expect(custom.totalCount, slug).toBe(plain.totalCount)
      expect(custom.ids, slug).toEqual(plain.ids)
      expect(custom.first.criteria.customSearchUrl).toBe(slug)
    }
    await expectActive({ customSearchUrl: 'land-with-mineral-rights-for-sale' }, 'mineral_rights = 1')
    await expectActive({ customSearchUrl: 'cheap-land-for-sale' }, 'price <= 10000 AND price > 2')
  })
})
