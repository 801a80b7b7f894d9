import { landFilterNames, topographyNames } from '../../web/rules/land-filters.ts'
import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { landTypePages } from '../../routes/search-urls/land-type-pages.ts'
import { canonicalCriteria, searchUrlCodecs } from '../../routes/search-urls/search-url-codec.ts'
import {
  activities,
  amenities,
  dateListedDays,
  priceChangeLookbackDays,
  priceChangeTypes,
} from '../../web/rules/listing-rules.ts'
import { usStates } from '../../web/rules/us-states.ts'
import {
  brokerTypes,
  criteriaLimits,
  marketStatusValues,
  propertyTypeNameList,
  searchCriteria,
  sortOrderValues,
  transactionTypeValues,
  type SearchCriteria,
} from '../../web/search/search-criteria.ts'

// For any criteria the schema accepts, each brand's URL reads back as exactly what canonicalCriteria says the URL
// keeps, and that URL is a fixed point of build ∘ parse. Parse never throws and returns valid criteria or null.

const runs = 500

/** Place names as buyers and the Census write them: apostrophes, dots, accents, county kinds, names that look like
 *  URL segments (types, filters, 'region'), plus arbitrary text. */
const placeName = fc.oneof(
  fc.constantFrom(
    'Austin',
    'Travis County',
    'St. Mary’s County',
    "O'Brien County",
    'Doña Ana County',
    'Orleans Parish',
    'Juneau City and Borough',
    'Bethel Census Area',
    'Mayagüez Municipio',
    'Baltimore City',
    'Carson City',
    'Coeur d’Alene',
    'Sault Ste. Marie',
    'Winston-Salem',
    'Île-à-la-Crosse',
    'North Texas',
    'Hill Country',
    'Lake Region',
    'Price County',
    'Ranches',
    'Sold',
    'Owner',
    'Page 2',
    'Lat 45',
    'Cheap Land For Sale',
    'Farms For Sale',
    'United States',
    '...',
    '  ',
  ),
  fc.string({ maxLength: 40 }),
)

const list = <T>(values: readonly T[]) => fc.array(fc.constantFrom(...values), { maxLength: values.length * 2 })
const amount = fc.oneof(fc.integer({ min: 0, max: 2_000_000 }), fc.double({ min: 0, max: 1e12, noNaN: true }))
const ids = fc.array(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { maxLength: 5 })
const latitude = fc.double({ min: -90, max: 90, noNaN: true })
const longitude = fc.double({ min: -180, max: 180, noNaN: true })
const anyText = (maxLength: number) =>
  fc.string({
    maxLength,
    unit: fc.oneof(
      fc.constantFrom(' ', '&', '+', '%', '#', '/', '?'),
      fc.nat(0xffff).map((n) => String.fromCharCode(n)),
    ),
  })

const criteriaFields = {
  acresMin: amount,
  acresMax: amount,
  priceMin: amount,
  priceMax: amount,
  bedMin: fc.integer({ min: 0, max: 12 }),
  bedMax: fc.integer({ min: 0, max: 12 }),
  bathMin: fc.double({ min: 0, max: 10, noNaN: true }),
  bathMax: fc.double({ min: 0, max: 10, noNaN: true }),
  sqftMin: amount,
  sqftMax: amount,
  activityTypes: list(activities),
  amenityTypes: list(amenities),
  propertyTypes: list(propertyTypeNameList),
  transactionTypes: list(transactionTypeValues),
  marketStatuses: list(marketStatusValues),
  cityIdList: ids,
  cityName: placeName,
  countyIdList: ids,
  countyName: placeName,
  regionIdList: ids,
  regionName: placeName,
  lakeIdList: ids,
  stateId: fc.oneof(fc.constantFrom(...usStates.map((state) => state.id)), fc.integer({ min: 1, max: 99 })),
  stateName: fc.oneof(fc.constantFrom(...usStates.map((state) => state.name), 'new mexico', 'Utopia'), placeName),
  stateAbbreviation: fc.oneof(
    fc.constantFrom(...usStates.map((state) => state.abbreviation), 'tx', 'ZZ'),
    fc.stringMatching(/^[A-Za-z]{2}$/),
  ),
  zip: fc.stringMatching(/^\d{5}$/),
  latitude,
  longitude,
  radius: fc.double({ min: 0.1, max: criteriaLimits.maxRadiusMiles, noNaN: true }),
  keywordQuery: anyText(criteriaLimits.keyword),
  dateListed: fc.constantFrom(...dateListedDays),
  hasHouse: fc.constantFrom(true, false, null),
  hasVideo: fc.boolean(),
  hasVirtualTour: fc.boolean(),
  hasCustomMap: fc.boolean(),
  mineralRights: fc.boolean(),
  ownerFinancing: fc.boolean(),
  landFacts: list(landFilterNames),
  topography: list(topographyNames),
  priceChangeLookback: fc.constantFrom(...priceChangeLookbackDays),
  priceChangeType: fc.constantFrom(...priceChangeTypes),
  sortOrderId: fc.constantFrom(...sortOrderValues),
  pageIndex: fc.integer({ min: 0, max: criteriaLimits.maxPageIndex }),
  brokerId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  brokerType: fc.constantFrom(...(Object.keys(brokerTypes) as (keyof typeof brokerTypes)[])),
  userSavedProperties: fc.boolean(),
  inventoryIdList: ids,
  customSearchUrl: fc.oneof(fc.constantFrom(...landTypePages.map((page) => page.slug)), fc.string({ maxLength: 30 })),
  isNearMeSearch: fc.boolean(),
  isSellerSearchPage: fc.boolean(),
  upperRightLatitude: latitude,
  upperRightLongitude: longitude,
  lowerLeftLatitude: latitude,
  lowerLeftLongitude: longitude,
  mapZoomLevel: fc.double({ min: 0, max: 22, noNaN: true }),
  mapEncodedCords: anyText(200),
}

type FieldName = keyof typeof criteriaFields
const fieldNames = Object.keys(criteriaFields) as FieldName[]

/** The fields that choose a URL's shape: its place, and the main land site's /search/ pages. */
const shapeFields: FieldName[] = [
  'stateId',
  'stateName',
  'stateAbbreviation',
  'cityName',
  'countyName',
  'regionName',
  'propertyTypes',
  'transactionTypes',
  'customSearchUrl',
  'isNearMeSearch',
  'zip',
  'latitude',
  'longitude',
  'pageIndex',
]

/** Criteria as the schema outputs them (names trimmed): mostly a few fields, so that each field's own rule and the
 *  shapes of the path show, sometimes all of them at once. */
const validCriteria: fc.Arbitrary<SearchCriteria> = fc
  .oneof(
    { weight: 2, arbitrary: fc.shuffledSubarray(fieldNames, { maxLength: 5 }) },
    { weight: 2, arbitrary: fc.shuffledSubarray(shapeFields, { maxLength: 6 }) },
    { weight: 1, arbitrary: fc.constant(fieldNames) },
  )
  .chain((names) =>
    fc.record(Object.fromEntries(names.map((name) => [name, criteriaFields[name]])), { requiredKeys: [] }),
  )
  .map((raw) => v.safeParse(searchCriteria, raw))
  .filter((result) => result.success)
  .map((result) => result.output as SearchCriteria)

const brandIds = ['land', 'landwatch', 'laf'] as const

function split(url: string): [string, string] {
  const at = url.indexOf('?')
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)]
}

describe.each(brandIds)('%s search URLs', (brand) => {
  const codec = searchUrlCodecs[brand]

  it('parse(build(c)) is canonicalCriteria(c), and build(parse(build(c))) is build(c)', () => {
    fc.assert(
      fc.property(validCriteria, (criteria) => {
        const url = codec.build(criteria)
        const canonical = canonicalCriteria(criteria, brand)
        const parsed = codec.parse(...split(url))
        expect(parsed, url).toEqual(canonical)
        expect(codec.build(parsed!)).toBe(url)
        // Canonical criteria are valid criteria and their own canonical form.
        expect(v.is(searchCriteria, canonical)).toBe(true)
        expect(canonicalCriteria(canonical, brand)).toEqual(canonical)
      }),
      { numRuns: runs },
    )
  })

  const segment = fc.oneof(
    fc.constantFrom(
      'search',
      'all-land',
      'land',
      'auctions',
      'Texas',
      'texas-land-for-sale',
      'Austin-TX',
      'North-Texas-Region',
      'farms-and-ranches',
      'farms-for-sale',
      'price-under-5',
      'page-2',
      'lat30',
      'long-97',
      'sort-az',
      '',
      '%2F',
      '..',
    ),
    fc.string({ maxLength: 20 }),
  )
  const path = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.array(segment, { maxLength: 8 }).map((segments) => `/${segments.join('/')}`),
  )
  const query = fc.oneof(
    fc.constant(undefined),
    fc.string({ maxLength: 60 }),
    fc.dictionary(
      fc.constantFrom('keyword', 'bounds', 'zoom', 'area', 'x'),
      fc.oneof(fc.string(), fc.double(), fc.object()),
    ),
  )

  it('parse never throws, and answers valid criteria or null', () => {
    fc.assert(
      fc.property(path, query, (pathname, search) => {
        const parsed = codec.parse(pathname, search as string | undefined)
        if (parsed !== null) expect(v.is(searchCriteria, parsed)).toBe(true)
      }),
      { numRuns: runs },
    )
  })
})
