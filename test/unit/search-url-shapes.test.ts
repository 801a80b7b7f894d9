import { describe, expect, it } from 'vitest'
import { brands } from '../../brands/brand-registry.ts'
import type { BrandId } from '../../brands/brand-config.ts'
import { landTypePages } from '../../routes/search-urls/land-type-pages.ts'
import { searchUrlCodecs } from '../../routes/search-urls/search-url-codec.ts'
import { sortOrder } from '../../web/rules/listing-rules.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'

// The search URL shapes of spec §2, per brand, as tables: a canonical row reads to its criteria and the criteria
// build back to exactly that URL; a lenient row only reads; a bad row is no search URL of the brand (null).

const texas = { stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX' }
const newMexico = { stateId: 35, stateName: 'New Mexico', stateAbbreviation: 'NM' }
const louisiana = { stateId: 22, stateName: 'Louisiana', stateAbbreviation: 'LA' }
const alaska = { stateId: 2, stateName: 'Alaska', stateAbbreviation: 'AK' }
const austinPoint = { latitude: 30.2672, longitude: -97.7431, isNearMeSearch: true }
const auction = { transactionTypes: [2 as const] }

type Row = [url: string, criteria: SearchCriteria]

/** Reads url (path and query) with the brand's codec. */
function parse(brand: BrandId, url: string): SearchCriteria | null {
  const [path = '', query] = url.split('?')
  return searchUrlCodecs[brand].parse(path, query)
}

function expectCanonical(brand: BrandId, rows: Row[]) {
  it.each(rows)('%s', (url, criteria) => {
    expect(parse(brand, url)).toEqual(criteria)
    expect(searchUrlCodecs[brand].build(criteria)).toBe(url)
  })
}

const shapes: Record<BrandId, Row[]> = {
  land: [
    ['/United-States/', {}],
    ['/Texas/', texas],
    ['/New-Mexico/', newMexico],
    ['/Austin-TX/', { ...texas, cityName: 'Austin' }],
    ['/Travis-County-TX/', { ...texas, countyName: 'Travis County' }],
    ['/Orleans-Parish-LA/', { ...louisiana, countyName: 'Orleans Parish' }],
    ['/Juneau-City-and-Borough-AK/', { ...alaska, countyName: 'Juneau City and Borough' }],
    ['/Dona-Ana-County-NM/', { ...newMexico, countyName: 'Dona Ana County' }],
    ['/Bethel-Census-Area-AK/', { ...alaska, countyName: 'Bethel Census Area' }],
    ['/Anchorage-Municipality-AK/', { ...alaska, countyName: 'Anchorage Municipality' }],
    [
      '/Mayaguez-Municipio-PR/',
      { stateId: 72, stateName: 'Puerto Rico', stateAbbreviation: 'PR', countyName: 'Mayaguez Municipio' },
    ],
    ['/Carson-City-NV/', { stateId: 32, stateName: 'Nevada', stateAbbreviation: 'NV', cityName: 'Carson City' }],
    ['/North-Texas-Region/', { regionName: 'North Texas' }],
    ['/United-States/timberland/', { propertyTypes: ['timberland'] }],
    ['/Texas/farms-and-ranches/', { ...texas, propertyTypes: ['farm', 'ranch'] }],
    [
      '/Austin-TX/horse-property/price-under-500000/page-2/',
      {
        ...texas,
        cityName: 'Austin',
        propertyTypes: ['horse'],
        priceMax: 500000,
        pageIndex: 1,
      },
    ],
    [
      '/Travis-County-TX/all-land/within-10-miles/lat30.2672/long-97.7431/',
      {
        ...texas,
        countyName: 'Travis County',
        radius: 10,
        ...austinPoint,
      },
    ],
    ['/search/all-land/', { isNearMeSearch: true }],
    ['/search/all-land/lat30.2672/long-97.7431/page-3/', { ...austinPoint, pageIndex: 2 }],
    ['/search/Texas/78701-land-for-sale/', { ...texas, zip: '78701', isNearMeSearch: true }],
    ['/search/auctions/', auction],
    ['/search/auctions/farms/', { ...auction, propertyTypes: ['farm'] }],
    ['/search/auctions/ranches-and-hunting-property/', { ...auction, propertyTypes: ['ranch', 'hunting'] }],
    ['/search/Texas/ranches-for-sale/', { ...texas, propertyTypes: ['ranch'] }],
    ['/search/Texas/cheap-land-for-sale/', { ...texas, customSearchUrl: 'cheap-land-for-sale' }],
    ['/search/farms-for-sale/price-under-100000/page-2/', { propertyTypes: ['farm'], priceMax: 100000, pageIndex: 1 }],
    ['/search/off-grid-land-for-sale/acres-over-40/', { customSearchUrl: 'off-grid-land-for-sale', acresMin: 40 }],
    [
      '/Austin-TX/all-land/log-cabins-for-sale/',
      { ...texas, cityName: 'Austin', customSearchUrl: 'log-cabins-for-sale' },
    ],
    ...landTypePages.map((page): Row => [
      `/search/${page.slug}/`,
      'propertyType' in page ? { propertyTypes: [page.propertyType] } : { customSearchUrl: page.slug },
    ]),
  ],
  landwatch: [
    ['/land', {}],
    ['/texas-land-for-sale', texas],
    ['/new-mexico-land-for-sale', newMexico],
    ['/texas-land-for-sale/austin', { ...texas, cityName: 'austin' }],
    ['/texas-land-for-sale/travis-county', { ...texas, countyName: 'travis county' }],
    ['/louisiana-land-for-sale/orleans-parish', { ...louisiana, countyName: 'orleans parish' }],
    ['/alaska-land-for-sale/bethel-census-area', { ...alaska, countyName: 'bethel census area' }],
    ['/alaska-land-for-sale/sitka-city-and-borough', { ...alaska, countyName: 'sitka city and borough' }],
    ['/texas-land-for-sale/north-texas-region', { ...texas, regionName: 'north texas' }],
    ['/texas-land-for-sale/travis-county/ranches', { ...texas, countyName: 'travis county', propertyTypes: ['ranch'] }],
    [
      '/texas-land-for-sale/farms-and-ranches/price-under-500000/page-2',
      {
        ...texas,
        propertyTypes: ['farm', 'ranch'],
        priceMax: 500000,
        pageIndex: 1,
      },
    ],
    ['/land/farms', { propertyTypes: ['farm'] }],
    ['/land/homes', { propertyTypes: ['house'] }],
    ['/land/auctions', auction],
    ['/land/owner-financing', { ownerFinancing: true }],
    ['/land/cheap-land-for-sale', { customSearchUrl: 'cheap-land-for-sale' }],
    ['/land/lat30.2672/long-97.7431', austinPoint],
  ],
  laf: [
    ['/search/all-land/', {}],
    ['/search/texas-land-for-sale/', texas],
    ['/search/new-mexico-land-for-sale/', newMexico],
    ['/search/texas-land-for-sale/austin/', { ...texas, cityName: 'austin' }],
    ['/search/texas-land-for-sale/travis-county/', { ...texas, countyName: 'travis county' }],
    ['/search/texas-land-for-sale/north-texas-region/', { ...texas, regionName: 'north texas' }],
    [
      '/search/texas-land-for-sale/travis-county/ranches-for-sale/',
      {
        ...texas,
        countyName: 'travis county',
        propertyTypes: ['ranch'],
      },
    ],
    ['/search/all-land/horse-property-for-sale/', { propertyTypes: ['horse'] }],
    [
      '/search/all-land/farms-and-ranches-for-sale/price-under-500000/page-2/',
      {
        propertyTypes: ['farm', 'ranch'],
        priceMax: 500000,
        pageIndex: 1,
      },
    ],
    ['/search/all-land/auctions/', auction],
    ['/search/all-land/present-use-orchard-vineyards/', { customSearchUrl: 'present-use-orchard-vineyards' }],
    ['/search/all-land/lat30.2672/long-97.7431/', austinPoint],
  ],
}

/** Every custom segment, after a state so that no /search/ page of the main land site applies. */
const customSegments: [segments: string, criteria: SearchCriteria][] = [
  ['price-100000-500000', { priceMin: 100000, priceMax: 500000 }],
  ['price-under-500000', { priceMax: 500000 }],
  ['price-over-100000', { priceMin: 100000 }],
  ['acres-2.5-40', { acresMin: 2.5, acresMax: 40 }],
  ['acres-under-0.25', { acresMax: 0.25 }],
  ['beds-3-5', { bedMin: 3, bedMax: 5 }],
  ['baths-over-1.5', { bathMin: 1.5 }],
  ['sqft-under-3000', { sqftMax: 3000 }],
  ['for-sale', { marketStatuses: [1] }],
  ['under-contract', { marketStatuses: [2] }],
  ['off-market', { marketStatuses: [3] }],
  ['sold', { marketStatuses: [4] }],
  ['for-sale/under-contract/sold', { marketStatuses: [1, 2, 4] }],
  ['auctions', auction],
  ['sale-only', { transactionTypes: [1] }],
  ['activity-canoeing-kayaking/activity-rving', { activityTypes: ['canoeing/kayaking', 'RVing'] }],
  ['amenity-road-access', { amenityTypes: ['road access'] }],
  ['listed-1-days', { dateListed: 1 }],
  ['listed-60-days', { dateListed: 60 }],
  ['price-reduced-7-days', { priceChangeType: 'reduction', priceChangeLookback: 7 }],
  ['price-changed-90-days', { priceChangeType: 'change', priceChangeLookback: 90 }],
  ['has-house', { hasHouse: true }],
  ['no-house', { hasHouse: false }],
  ['has-video', { hasVideo: true }],
  ['has-virtual-tour', { hasVirtualTour: true }],
  ['has-map', { hasCustomMap: true }],
  ['mineral-rights', { mineralRights: true }],
  ['owner-financing', { ownerFinancing: true }],
  ['legal-access/power-available/water-available', { landFacts: ['legalAccess', 'power', 'water'] }],
  ['no-hoa/outside-flood-zone', { landFacts: ['noHoa', 'outsideFloodZone'] }],
  ['topography-flat/topography-rolling', { topography: ['flat', 'rolling'] }],
  ['topography-steep/topography-mixed', { topography: ['steep', 'mixed'] }],
  ['zip-78701', { zip: '78701' }],
  ['lakes-12-40', { lakeIdList: [12, 40] }],
  ['within-25-miles', { radius: 25 }],
  ['within-0.5-miles', { radius: 0.5 }],
  ['seller-1234', { brokerId: 1234 }],
  ['ids-1000123-1000124', { inventoryIdList: [1000123, 1000124] }],
  ['brokers', { brokerType: 'brokers' }],
  ['agents', { brokerType: 'agents' }],
  ['auctioneer', { brokerType: 'auctioneer' }],
  ['owner', { brokerType: 'owner' }],
  ['retailer', { brokerType: 'retailer' }],
  ['sort-acres-high', { sortOrderId: sortOrder.acresDesc }],
  ['sort-acres-low', { sortOrderId: sortOrder.acresAsc }],
  ['sort-price-high', { sortOrderId: sortOrder.priceDesc }],
  ['sort-price-low', { sortOrderId: sortOrder.priceAsc }],
  ['sort-newest', { sortOrderId: sortOrder.newest }],
  ['sort-price-per-acre-high', { sortOrderId: sortOrder.pricePerAcreDesc }],
  ['sort-price-per-acre-low', { sortOrderId: sortOrder.pricePerAcreAsc }],
  ['sort-recent', { sortOrderId: sortOrder.recent }],
  ['lat30.2672/long-97.7431', austinPoint],
  ['lat-33.5/long151.25', { latitude: -33.5, longitude: 151.25, isNearMeSearch: true }],
  ['page-2', { pageIndex: 1 }],
  ['page-400', { pageIndex: 399 }],
  [
    'price-under-500000/acres-over-10/sold/auctions/has-house/lakes-7/agents/sort-price-high/lat30.2672/long-97.7431/page-3',
    {
      priceMax: 500000,
      acresMin: 10,
      marketStatuses: [4],
      ...auction,
      hasHouse: true,
      lakeIdList: [7],
      brokerType: 'agents',
      sortOrderId: sortOrder.priceDesc,
      ...austinPoint,
      pageIndex: 2,
    },
  ],
]
const afterTexas: Record<BrandId, (segments: string) => string> = {
  land: (segments) => `/Texas/all-land/${segments}/`,
  landwatch: (segments) => `/texas-land-for-sale/${segments}`,
  laf: (segments) => `/search/texas-land-for-sale/${segments}/`,
}

/** After a place: on the lower-case brands an unknown segment right after the state would name the place. */
const afterAustin: Record<BrandId, (segments: string) => string> = {
  land: (segments) => `/Austin-TX/all-land/${segments}/`,
  landwatch: (segments) => `/texas-land-for-sale/austin/${segments}`,
  laf: (segments) => `/search/texas-land-for-sale/austin/${segments}/`,
}

/** The query string, the same on every brand. */
const queries: [query: string, criteria: SearchCriteria][] = [
  ['?keyword=creek%20%26%20pond', { keywordQuery: 'creek & pond' }],
  [
    '?bounds=30.1,-98.25,31,-97.5',
    {
      lowerLeftLatitude: 30.1,
      lowerLeftLongitude: -98.25,
      upperRightLatitude: 31,
      upperRightLongitude: -97.5,
    },
  ],
  ['?zoom=9.5', { mapZoomLevel: 9.5 }],
  ['?area=_p~iF~ps%7CU_ulLnnqC_mqNvxq%60%40', { mapEncodedCords: '_p~iF~ps|U_ulLnnqC_mqNvxq`@' }],
  [
    '?keyword=cabin&bounds=30,-98,31,-97&zoom=9&area=abc',
    {
      keywordQuery: 'cabin',
      lowerLeftLatitude: 30,
      lowerLeftLongitude: -98,
      upperRightLatitude: 31,
      upperRightLongitude: -97,
      mapZoomLevel: 9,
      mapEncodedCords: 'abc',
    },
  ],
]

/** Readable but not canonical: the search page moves them to build(parse(url)). */
const lenient: Record<BrandId, [url: string, criteria: SearchCriteria, canonical: string][]> = {
  land: [
    ['/Texas/all-land/', texas, '/Texas/'],
    ['/texas/', texas, '/Texas/'],
    ['/austin-tx/', { ...texas, cityName: 'austin' }, '/austin-TX/'],
    ['/Texas', texas, '/Texas/'],
    ['/Texas/all-land/page-1/', texas, '/Texas/'],
    ['/Texas/all-land/page-0/', texas, '/Texas/'],
    ['/Texas/price-under-5/', { ...texas, priceMax: 5 }, '/Texas/all-land/price-under-5/'],
    [
      '/Texas/all-land/sort-newest/price-under-5/',
      { ...texas, priceMax: 5, sortOrderId: 6 },
      '/Texas/all-land/price-under-5/sort-newest/',
    ],
    ['/United-States/farms/', { propertyTypes: ['farm'] }, '/search/farms-for-sale/'],
    ['/Texas/ranches/', { ...texas, propertyTypes: ['ranch'] }, '/search/Texas/ranches-for-sale/'],
    ['/United-States/all-land/auctions/', auction, '/search/auctions/'],
    ['/United-States/ranches-and-farms/', { propertyTypes: ['farm', 'ranch'] }, '/United-States/farms-and-ranches/'],
    ['/Texas/all-land/for-sale/under-contract/', { ...texas, marketStatuses: [1, 2] }, '/Texas/'],
    ['/Texas/all-land/price-0-100/', { ...texas, priceMin: 0, priceMax: 100 }, '/Texas/all-land/price-under-100/'],
  ],
  landwatch: [
    ['/land/', {}, '/land'],
    ['/Texas-Land-For-Sale/Austin', { ...texas, cityName: 'austin' }, '/texas-land-for-sale/austin'],
    ['/land/sold/for-sale', { marketStatuses: [1, 4] }, '/land/for-sale/sold'],
  ],
  laf: [
    ['/search/all-land', {}, '/search/all-land/'],
    ['/search/all-land/page-1/', {}, '/search/all-land/'],
    [
      '/search/all-land/ranches-and-farms-for-sale/',
      { propertyTypes: ['farm', 'ranch'] },
      '/search/all-land/farms-and-ranches-for-sale/',
    ],
  ],
}

/** Not a search URL of the brand. */
const badPaths: Record<BrandId, string[]> = {
  land: [
    '/',
    '/login',
    '/account/',
    '/property/Austin-TX/1000123/',
    '/broker/',
    '/search/',
    '/search/Texas/',
    '/search/bogus/',
    '/search/Texas/timberland-for-sale/',
    '/search/Utopia/ranches-for-sale/',
    '/Utopia/',
    '/Austin-ZZ/',
    '/Austin--TX/',
    '/Texas/bogus/',
    '/Texas//farms/',
    '/search/farms-for-sale/farms-for-sale/',
    '/search/Texas/78701-land-for-sale/zip-78702/',
  ],
  landwatch: [
    '/',
    '/pid/1000123',
    '/travis-county-tx/pid/1000123',
    '/utopia-land-for-sale',
    '/land/austin',
    '/land//farms',
    '/texas-land-for-sale/austin/bogus',
    '/texas-land-for-sale/austin/farms/ranches',
    '/land/page-2/farms-and-ranches',
  ],
  laf: [
    '/',
    '/search/',
    '/search/auctions/',
    '/search/utopia-land-for-sale/',
    '/search/all-land/austin/',
    '/search/all-land/farms/',
    '/property/austin-tx-1000123/',
    '/search/texas-land-for-sale/austin/bogus/',
  ],
}

/** Bad custom segments and query strings: the same on every brand. */
const badSegments = [
  'bogus',
  'page-abc',
  'page--1',
  'page-401',
  'sort-bogus',
  'sort-az',
  'sort-za',
  'sort-listings-high',
  'lat91/long0',
  'lat0/long181',
  'lat30',
  'long-97',
  'within-0-miles',
  'within-501-miles',
  'listed-5-days',
  'price-reduced-5-days',
  'price-under-abc',
  'price-under-5/price-under-6',
  'for-sale/for-sale',
  'has-house/no-house',
  'zip-1234',
  'seller-0',
  'ids-',
  'activity-bogus',
  'price-under-1e5',
]
const badQueries = [
  '?bounds=1,2,3',
  '?bounds=91,0,0,0',
  '?bounds=a,b,c,d',
  '?zoom=abc',
  '?zoom=23',
  `?keyword=${'k'.repeat(201)}`,
]

describe.each(['land', 'landwatch', 'laf'] as const)('%s search URLs', (brand) => {
  describe('shapes of the spec', () => expectCanonical(brand, shapes[brand]))

  describe('custom segments', () =>
    expectCanonical(
      brand,
      customSegments.map(([segments, criteria]) => [afterTexas[brand](segments), { ...texas, ...criteria }]),
    ))

  describe('query string', () =>
    expectCanonical(
      brand,
      queries.map(([query, criteria]) => [`${searchUrlCodecs[brand].build(texas)}${query}`, { ...texas, ...criteria }]),
    ))

  it.each(lenient[brand])('reads %s, whose canonical form is build’s', (url, criteria, canonical) => {
    const parsed = parse(brand, url)
    expect(parsed).toEqual(criteria)
    expect(searchUrlCodecs[brand].build(parsed!)).toBe(canonical)
  })

  it.each(badPaths[brand])('%s is none', (path) => {
    expect(parse(brand, path)).toBeNull()
  })

  it.each(badSegments)('a bad segment %s is none', (segments) => {
    expect(parse(brand, afterAustin[brand](segments))).toBeNull()
  })

  it.each(badQueries)('a bad query %s is none', (query) => {
    expect(parse(brand, `${searchUrlCodecs[brand].build(texas)}${query}`)).toBeNull()
  })

  it('reads the query from a string, URLSearchParams or a router’s search object, and ignores other parameters', () => {
    const path = searchUrlCodecs[brand].build(texas)
    const expected = { ...texas, keywordQuery: '123', mapZoomLevel: 9 }
    const codec = searchUrlCodecs[brand]
    expect(codec.parse(path, '?keyword=123&zoom=9&utm_source=mail')).toEqual(expected)
    expect(codec.parse(path, 'keyword=123&zoom=9')).toEqual(expected)
    expect(codec.parse(path, new URLSearchParams({ keyword: '123', zoom: '9' }))).toEqual(expected)
    expect(codec.parse(path, { keyword: 123, zoom: 9, logintoken: 'x' })).toEqual(expected)
  })

  it('the brand’s menus link to canonical search URLs', () => {
    const config = brands[brand]
    const links = [
      ...config.headerNav.filter((link) => link.label === 'Search Land'),
      ...config.accountMenu
        .filter((section) => ['Auctions', 'Property Types', 'Other Searches'].includes(section.title))
        .flatMap((section) => section.links),
    ]
    expect(links.length).toBeGreaterThan(3)
    for (const link of links) {
      const href = 'href' in link ? link.href : ''
      const criteria = parse(brand, href)
      expect(criteria, href).not.toBeNull()
      expect(searchUrlCodecs[brand].build(criteria!)).toBe(href)
    }
  })
})

describe('place names', () => {
  it('lose what a URL cannot carry and keep their capitals on the main land site only', () => {
    const stMarys = { stateAbbreviation: 'MD', countyName: 'St. Mary’s County' }
    expect(searchUrlCodecs.land.build(stMarys)).toBe('/St-Marys-County-MD/')
    expect(searchUrlCodecs.landwatch.build(stMarys)).toBe('/maryland-land-for-sale/st-marys-county')
    expect(searchUrlCodecs.laf.build({ ...stMarys, countyName: 'Doña Ana County', stateAbbreviation: 'NM' })).toBe(
      '/search/new-mexico-land-for-sale/dona-ana-county/',
    )
  })

  it('file a city or county name by its last word, whichever field it came in', () => {
    expect(parse('land', searchUrlCodecs.land.build({ ...texas, cityName: 'Travis County' }))).toMatchObject({
      countyName: 'Travis County',
    })
    expect(
      parse('land', searchUrlCodecs.land.build({ stateAbbreviation: 'MD', countyName: 'Baltimore City' })),
    ).toMatchObject({
      cityName: 'Baltimore City',
    })
  })

  it('need a state for a city or county; a region needs one only on the lower-case brands', () => {
    expect(searchUrlCodecs.land.build({ cityName: 'Austin' })).toBe('/United-States/')
    expect(searchUrlCodecs.land.build({ regionName: 'Hill Country', stateAbbreviation: 'TX' })).toBe(
      '/Hill-Country-Region/',
    )
    expect(searchUrlCodecs.landwatch.build({ regionName: 'Hill Country' })).toBe('/land')
    expect(searchUrlCodecs.laf.build({ regionName: 'Hill Country', ...texas })).toBe(
      '/search/texas-land-for-sale/hill-country-region/',
    )
  })

  it('on the lower-case brands, a place whose segment would read as a type or filter is not kept', () => {
    expect(searchUrlCodecs.landwatch.build({ ...texas, cityName: 'Ranches' })).toBe('/texas-land-for-sale')
    expect(searchUrlCodecs.landwatch.build({ ...texas, cityName: 'Sold' })).toBe('/texas-land-for-sale')
    expect(searchUrlCodecs.landwatch.build({ ...texas, countyName: 'Price County' })).toBe(
      '/texas-land-for-sale/price-county',
    )
    expect(searchUrlCodecs.land.build({ ...texas, cityName: 'Sold' })).toBe('/Sold-TX/')
  })
})
