import { landFilterNames, topographyNames } from '../../web/rules/land-filters.ts'
import { DatabaseSync } from 'node:sqlite'
import { urlName } from '../../routes/links/url-name.ts'
import { activities, amenities, sortOrder } from '../../web/rules/listing-rules.ts'
import { usStates } from '../../web/rules/us-states.ts'
import { customSearchPages } from '../../web/search/custom-search-pages.ts'
import { propertyTypeNameList, sortOrderValues, type SearchCriteriaInput } from '../../web/search/search-criteria.ts'
import { createRng, type Rng } from '../../worker/db/seed/prng.ts'
import { encodePolyline } from '../../web/search/polyline.ts'
import { radiusChoices } from '../../web/search/search-radius.ts'

// The searches the bench times: a fixed list, drawn by a seeded generator from the places of the seeded database,
// of the kinds buyers make, in rough proportion (places far more than the whole country, a few deep pages, a few
// rare filters). Each names its kind, so the report gives percentiles per kind too.

export interface SearchCase {
  kind: string
  siteId: number
  criteria: SearchCriteriaInput
  /** Timed among the searches, instead of the search: the search bar's suggestions for this text, or (true) "did
   *  you mean" for the criteria. */
  suggestions?: string
  didYouMean?: true
}

interface Places {
  counties: { name: string; state: string }[]
  cities: { name: string; state: string; lat: number; lng: number }[]
  zips: string[]
  regions: string[]
  lakeIds: number[]
  brokerIds: number[]
  listingIds: [number, number]
}

/** Places read from the seeded database file (read-only; wrangler may have it open). */
export function readPlaces(databaseFile: string): Places {
  const db = new DatabaseSync(databaseFile, { readOnly: true })
  try {
    const rows = <T>(sql: string) => db.prepare(sql).all() as T[]
    const cities = rows<{ name: string; state: string; lat: number; lng: number; slug: string }>(
      `SELECT ci.name, s.abbreviation AS state, ci.lat, ci.lng, ci.slug FROM cities ci JOIN states s ON s.id = ci.state_id
        ORDER BY ci.population DESC LIMIT 1500`,
    ).filter((city) => city.slug === urlName(`${city.name} ${city.state}`))
    const [span] = rows<{ low: number; high: number }>('SELECT min(id) AS low, max(id) AS high FROM listings')
    return {
      counties: rows(
        `SELECT c.name_full AS name, s.abbreviation AS state FROM counties c JOIN states s ON s.id = c.state_id
          ORDER BY c.id`,
      ),
      cities,
      zips: rows<{ zip: string }>('SELECT zip FROM zips ORDER BY zip').map((row) => row.zip),
      regions: rows<{ name: string }>('SELECT name FROM regions ORDER BY id').map((row) => row.name),
      lakeIds: rows<{ id: number }>('SELECT id FROM lakes ORDER BY id').map((row) => row.id),
      brokerIds: rows<{ id: number }>(
        'SELECT account_id AS id FROM accounts WHERE is_seller = 1 ORDER BY account_id LIMIT 2000',
      ).map((row) => row.id),
      listingIds: [span!.low, span!.high],
    }
  } finally {
    db.close()
  }
}

const types = propertyTypeNameList
const sorts = sortOrderValues

/** A few filters buyers add to a place: types, a price or acreage range, a house, a sort. */
function commonFilters(rng: Rng): SearchCriteriaInput {
  const criteria: SearchCriteriaInput = {}
  if (rng.chance(0.4)) criteria.propertyTypes = rng.sample(types, rng.int(1, 2))
  if (rng.chance(0.3)) criteria.priceMax = rng.pick([50_000, 100_000, 250_000, 500_000, 1_000_000])
  if (rng.chance(0.15)) criteria.priceMin = rng.pick([10_000, 100_000, 250_000])
  if (rng.chance(0.25)) criteria.acresMin = rng.pick([5, 10, 40, 100, 500])
  if (rng.chance(0.1)) criteria.hasHouse = rng.chance(0.5)
  if (rng.chance(0.35)) criteria.sortOrderId = rng.pick(sorts)
  if (rng.chance(0.2)) criteria.pageIndex = rng.int(1, 4)
  return criteria
}

/** Rare filters: the ones a buyer opens "more filters" for. */
function rareFilter(rng: Rng): SearchCriteriaInput {
  switch (rng.int(0, 9)) {
    case 0:
      return { activityTypes: rng.sample(activities, rng.int(1, 2)) }
    case 1:
      return { amenityTypes: rng.sample(amenities, rng.int(1, 2)) }
    case 2:
      return { bedMin: rng.int(2, 4), bathMin: rng.int(1, 3) }
    case 3:
      return { dateListed: rng.pick([1, 7, 30, 60] as const) }
    case 4:
      return {
        priceChangeType: rng.pick(['reduction', 'change'] as const),
        priceChangeLookback: rng.pick([7, 30, 90] as const),
      }
    case 5:
      return { brokerType: rng.pick(['brokers', 'agents', 'auctioneer', 'owner', 'retailer'] as const) }
    case 6:
      return { hasVirtualTour: true, hasVideo: rng.chance(0.5) }
    case 7:
      return { transactionTypes: [2], marketStatuses: [1] }
    case 8:
      return { marketStatuses: [4] }
    default:
      return { ownerFinancing: true, mineralRights: rng.chance(0.5) }
  }
}

const keywordsOfFeatures = ['river', 'whitetail', 'pasture', 'timber', 'cattle', 'shoreline', 'paddocks', 'homesites']

/** A drawn area: a rough pentagon around the point. */
function pentagon(rng: Rng, lat: number, lng: number): [number, number][] {
  const size = rng.float(0.15, 1.2)
  return [0, 1, 2, 3, 4].map((i) => {
    const angle = (i / 5) * 2 * Math.PI + rng.float(-0.3, 0.3)
    const r = size * rng.float(0.6, 1)
    return [lat + r * Math.sin(angle), lng + r * Math.cos(angle) * 1.3]
  })
}

/** The fixed list: the same searches for the same seed and places. */
export function searchCases(places: Places, seed = 20260101): SearchCase[] {
  const rng = createRng(seed, 'search-bench')
  const cases: SearchCase[] = []
  const add = (kind: string, count: number, make: () => SearchCriteriaInput, siteId = () => 1) => {
    for (let i = 0; i < count; i++) cases.push({ kind, siteId: siteId(), criteria: make() })
  }
  const state = () => rng.pick(usStates).abbreviation
  const site = () =>
    rng.weighted([
      [1, 6],
      [2, 2],
      [3, 1],
      [0, 1],
    ] as const)
  const city = () => rng.pick(places.cities)

  add('country', 12, () => commonFilters(rng), site)
  for (const slug of Object.keys(customSearchPages)) add('country', 2, () => ({ customSearchUrl: slug }), site)
  add('state', 60, () => ({ stateAbbreviation: state(), ...commonFilters(rng) }), site)
  add('county', 45, () => {
    const county = rng.pick(places.counties)
    return { countyName: county.name, stateAbbreviation: county.state, ...commonFilters(rng) }
  })
  add('region', 12, () => ({ regionName: rng.pick(places.regions), ...commonFilters(rng) }))
  add('city', 22, () => {
    const { name, state: abbreviation } = city()
    return {
      cityName: name,
      stateAbbreviation: abbreviation,
      ...(rng.chance(0.5) ? { radius: rng.pick([10, 25, 50]) } : {}),
    }
  })
  add('zip', 14, () => ({
    zip: rng.pick(places.zips),
    ...(rng.chance(0.6) ? { radius: rng.pick([5, 15, 30, 60]) } : {}),
  }))
  add('radius', 20, () => {
    const { lat, lng } = city()
    return { latitude: lat, longitude: lng, ...(rng.chance(0.7) ? { radius: rng.pick([10, 25, 50, 100]) } : {}) }
  })
  add('bounds', 20, () => {
    const { lat, lng } = city()
    const half = rng.pick([0.15, 0.4, 1, 2, 4])
    return {
      lowerLeftLatitude: lat - half,
      lowerLeftLongitude: lng - half * 1.4,
      upperRightLatitude: lat + half,
      upperRightLongitude: lng + half * 1.4,
      mapZoomLevel: Math.round(8 - Math.log2(half * 4)),
      ...commonFilters(rng),
    }
  })
  add('polygon', 15, () => {
    const { lat, lng } = city()
    return { mapEncodedCords: encodePolyline(pentagon(rng, lat, lng)), ...commonFilters(rng) }
  })
  // The seed's descriptions are written from a few templates, so a feature word ('pasture') is in a tenth of all
  // listings, far more than any word of real listings; searched country-wide, such a word takes 100-150 ms (every
  // match is looked up). Buyers mostly type a place, or a feature where they look: the mix says so.
  add('keyword', 26, () => {
    const sortOrderId = rng.chance(0.3) ? { sortOrderId: rng.pick(sorts) } : {}
    if (rng.chance(0.55)) return { keywordQuery: rng.pick(places.cities).name, ...sortOrderId }
    const where = rng.chance(0.92) ? { stateAbbreviation: state() } : {}
    return { keywordQuery: rng.pick(keywordsOfFeatures), ...where, ...sortOrderId }
  })
  for (const sortOrderId of sorts) {
    add('sort', 2, () => ({ sortOrderId, ...(rng.chance(0.5) ? { stateAbbreviation: state() } : {}) }), site)
  }
  add('deep page', 25, () => ({
    sortOrderId: rng.pick(sorts),
    pageIndex: rng.int(100, 399),
    ...(rng.chance(0.4) ? { stateAbbreviation: rng.pick(['TX', 'MT', 'NM', 'CO', 'OR', 'NV', 'CA', 'AZ']) } : {}),
    ...(rng.chance(0.3) ? { propertyTypes: [rng.pick(types)] } : {}),
  }))
  // Filters buyers open "more filters" for, mostly where they look; country-wide, one a listing's index entry cannot
  // be sought by (activities, amenities, rooms, seller type) reads every listing's entry: 100-250 ms.
  add('rare filter', 26, () => {
    const where = rng.chance(0.95)
      ? rng.chance(0.5)
        ? { stateAbbreviation: state() }
        : (({ name, state: abbreviation }) => ({ countyName: name, stateAbbreviation: abbreviation }))(
            rng.pick(places.counties),
          )
      : {}
    return { ...where, ...rareFilter(rng), ...(rng.chance(0.3) ? { sortOrderId: rng.pick(sorts) } : {}) }
  })
  add('place by id', 14, () => {
    switch (rng.int(0, 2)) {
      case 0:
        return { lakeIdList: rng.sample(places.lakeIds, rng.int(1, 2)) }
      case 1:
        return { brokerId: rng.pick(places.brokerIds), sortOrderId: sortOrder.newest }
      default: {
        const [low, high] = places.listingIds
        return { inventoryIdList: Array.from({ length: rng.int(3, 40) }, () => rng.int(low, high)) }
      }
    }
  })
  addPlacesThatForgive(rng, places, cases)
  addLandFacts(rng, places, cases)
  return cases
}

/**
 * Issue 31: the land-fact filters (legal access, power, water, no HOA, outside the flood zone, topography), tested on
 * the search indexes' land_bits: mostly where buyers look (a state or a county), some country-wide, with the usual
 * filters beside them. Drawn after every other kind, so the other kinds' searches are the same as before.
 */
function addLandFacts(rng: Rng, places: Places, cases: SearchCase[]): void {
  for (let i = 0; i < 24; i++) {
    const where = rng.chance(0.85)
      ? rng.chance(0.5)
        ? { stateAbbreviation: rng.pick(usStates).abbreviation }
        : (({ name, state }) => ({ countyName: name, stateAbbreviation: state }))(rng.pick(places.counties))
      : {}
    const criteria: SearchCriteriaInput = { ...where, landFacts: rng.sample(landFilterNames, rng.int(1, 3)) }
    if (rng.chance(0.3)) criteria.topography = rng.sample(topographyNames, rng.int(1, 2))
    cases.push({ kind: 'land facts', siteId: 1, criteria: { ...criteria, ...commonFilters(rng) } })
  }
}

/** Searches sent before the timed ones: the first few, and one of each kind (the first suggestions after a load fill
 *  their tables, seconds once, which no buyer waits for twice). */
export function warmupCases(cases: readonly SearchCase[]): SearchCase[] {
  const firstOfKind = new Map<string, SearchCase>()
  for (const search of cases) if (!firstOfKind.has(search.kind)) firstOfKind.set(search.kind, search)
  return [...cases.slice(0, 12), ...firstOfKind.values()]
}

/** Issue 30: a town or ZIP covers 25 miles unless its chip says otherwise; the search bar's suggestions as a buyer
 *  types a name's start or misspells it; a misspelt keyword's empty search, and "did you mean" under it. */
function addPlacesThatForgive(rng: Rng, places: Places, cases: SearchCase[]): void {
  const names = [
    ...places.cities.map((city) => city.name),
    ...places.counties.map((county) => county.name.replace(/ County$/, '')),
    ...usStates.map((state) => state.name),
  ].filter((name) => name.length >= 6)
  /** A letter dropped or two swapped, inside the name. */
  const misspelt = () => {
    const name = rng.pick(names).toLowerCase()
    const at = rng.int(1, name.length - 3)
    return rng.chance(0.5)
      ? name.slice(0, at) + name.slice(at + 1)
      : name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2)
  }
  const push = (kind: string, count: number, make: () => Omit<SearchCase, 'kind' | 'siteId'>) => {
    for (let i = 0; i < count; i++) cases.push({ kind, siteId: 1, ...make() })
  }
  push('place radius', 20, () => {
    const { name, state } = rng.pick(places.cities)
    const where = rng.chance(0.5) ? { cityName: name, stateAbbreviation: state } : { zip: rng.pick(places.zips) }
    return {
      criteria: { ...where, ...(rng.chance(0.6) ? { radius: rng.pick(radiusChoices) } : {}), ...commonFilters(rng) },
    }
  })
  push('suggestions', 16, () => ({ criteria: {}, suggestions: rng.pick(names).slice(0, rng.int(2, 8)) }))
  push('suggest typo', 16, () => ({ criteria: {}, suggestions: misspelt() }))
  push('typo search', 8, () => ({ criteria: { keywordQuery: misspelt(), ...commonFilters(rng) } }))
  push('did you mean', 8, () => ({ criteria: { keywordQuery: misspelt(), ...commonFilters(rng) }, didYouMean: true }))
}
