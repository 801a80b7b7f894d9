import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { searchUrlCodecs } from '../../routes/search-urls/search-url-codec.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { withKeyword, withPlace } from '../../web/search/search-place.ts'

// Choosing a place keeps every other filter (issue 30: picking a county wiped hunting, 20–100 acres and under
// $300k); choosing a keyword keeps the place too.

const filters = {
  propertyTypes: fc.subarray(['hunting', 'ranch', 'farm'] as const, { minLength: 1 }),
  acresMin: fc.integer({ min: 1, max: 100 }),
  acresMax: fc.integer({ min: 100, max: 5000 }),
  priceMax: fc.integer({ min: 1000, max: 5_000_000 }),
  hasHouse: fc.boolean(),
  activityTypes: fc.constant(['fishing' as const]),
  keywordQuery: fc.constantFrom('creek', 'barn'),
  sortOrderId: fc.constantFrom(3 as const, 6 as const),
  marketStatuses: fc.constant([1 as const]),
  customSearchUrl: fc.constant('cheap-land-for-sale'),
}
const places = {
  stateId: fc.constantFrom(48, 30),
  stateAbbreviation: fc.constantFrom('TX', 'MT'),
  countyName: fc.constantFrom('Travis County', 'Gallatin County'),
  countyIdList: fc.constant([48453]),
  cityName: fc.constant('Austin'),
  zip: fc.constant('78701'),
  latitude: fc.constant(30.3),
  longitude: fc.constant(-97.7),
  radius: fc.constantFrom(10, 50),
  isNearMeSearch: fc.constant(true),
  upperRightLatitude: fc.constant(31),
  lowerLeftLatitude: fc.constant(30),
  mapEncodedCords: fc.constant('_p~iF~ps|U_ulLnnqC_mqNvxq`@'),
  brokerId: fc.constant(12),
  lakeIdList: fc.constant([4]),
}
const placeFields = new Set(Object.keys(places))
const record = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) =>
  fc.record(fields, { requiredKeys: [] }) as fc.Arbitrary<SearchCriteria>

const search = fc
  .tuple(record(filters), record(places), fc.integer({ min: 0, max: 9 }))
  .map(([f, p, pageIndex]): SearchCriteria => ({ ...f, ...p, pageIndex }))
const chosenPlace = fc.constantFrom<SearchCriteria>(
  { stateId: 30, stateName: 'Montana', stateAbbreviation: 'MT' },
  { stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX', countyName: 'Creek County', countyIdList: [40037] },
  { stateId: 30, stateName: 'Montana', stateAbbreviation: 'MT', cityName: 'Bozeman', cityIdList: [3008950] },
  { stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX', zip: '78701' },
  { stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX', lakeIdList: [7] },
)

const filtersOf = (criteria: SearchCriteria) =>
  Object.fromEntries(Object.entries(criteria).filter(([field]) => !placeFields.has(field) && field !== 'pageIndex'))
const placeOf = (criteria: SearchCriteria) =>
  Object.fromEntries(Object.entries(criteria).filter(([field]) => placeFields.has(field) && field !== 'radius'))

describe('a place chosen', () => {
  it('changes the place fields only, from the first page; the filters stay', () => {
    fc.assert(
      fc.property(search, chosenPlace, (current, place) => {
        const next = withPlace(current, place)
        expect(filtersOf(next)).toEqual({ ...filtersOf(current), ...filtersOf(place) })
        expect(placeOf(next)).toEqual(placeOf(place))
        expect(next.pageIndex).toBeUndefined()
      }),
    )
  })

  it('keeps the radius the buyer chose when the place is another town or ZIP, and only then', () => {
    const current = { cityName: 'Austin', stateAbbreviation: 'TX', radius: 50 }
    expect(withPlace(current, { cityName: 'Bozeman', cityIdList: [3008950] }).radius).toBe(50)
    expect(withPlace(current, { zip: '59715' }).radius).toBe(50)
    expect(withPlace(current, { stateId: 30 }).radius).toBeUndefined()
    expect(withPlace(current, { countyName: 'Gallatin County', stateId: 30 }).radius).toBeUndefined()
  })

  it('makes the URL of the same filters in the new place, on every brand', () => {
    const hunting: SearchCriteria = { propertyTypes: ['hunting'], acresMin: 20, acresMax: 100, priceMax: 300_000 }
    const travis = { stateAbbreviation: 'TX', countyName: 'Travis County' }
    const gallatin = { stateId: 30, stateName: 'Montana', stateAbbreviation: 'MT', countyName: 'Gallatin County' }
    for (const codec of Object.values(searchUrlCodecs)) {
      expect(codec.build(withPlace({ ...travis, ...hunting, pageIndex: 3 }, gallatin))).toBe(
        codec.build({ ...hunting, ...gallatin }),
      )
    }
  })
})

describe('a keyword chosen', () => {
  it('replaces the keyword only, from the first page', () => {
    fc.assert(
      fc.property(search, fc.constantFrom('creek', 'pond'), (current, keyword) => {
        const { pageIndex: _, ...rest } = current
        expect(withKeyword(current, keyword)).toEqual({ ...rest, keywordQuery: keyword })
      }),
    )
  })
})
