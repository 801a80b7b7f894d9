import { brokerSorts } from '../../web/rules/broker-sorts.ts'
import {
  activities,
  amenities,
  defaultMarketStatuses,
  marketStatus,
  sortOrder,
  transactionType,
} from '../../web/rules/listing-rules.ts'
import { brokerTypes, type BrokerType } from '../../web/search/criteria-values.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { landFilterNames, landFilters, topographyNames } from '../../web/rules/land-filters.ts'
import { lowerUrlName } from '../links/url-name.ts'
import { customSearchSlugs } from './land-type-pages.ts'
import { flag, framed, idList, namedValues, range, valueList, type FilterRule } from './filter-rule-kinds.ts'

// The custom segments every brand shares (spec §2, search URL construction): one rule per criterion, in the order a
// URL writes them.

const bySlug = <T extends string>(values: readonly T[]) => new Map(values.map((value) => [value, lowerUrlName(value)]))

// 'price-reduced-7-days' (a reduction in the last 7 days) and 'price-changed-30-days' (any change). A type without
// a lookback, a lookback without a type, or the type 'none' is no price-change filter: the URL keeps neither.
const priceChangeSlugs = { reduction: 'reduced', change: 'changed' } as const
const priceChange: FilterRule = {
  canonical: ({ priceChangeType: type, priceChangeLookback: days }) =>
    type && type !== 'none' && days ? { priceChangeType: type, priceChangeLookback: days } : {},
  write: ({ priceChangeType: type, priceChangeLookback: days }) =>
    type && type !== 'none' && days ? [`price-${priceChangeSlugs[type]}-${days}-days`] : [],
  read: (segment) => {
    const [, slug, days] = /^price-(reduced|changed)-(\d+)-days$/.exec(segment) ?? []
    if (!slug) return undefined
    return { priceChangeType: slug === 'reduced' ? 'reduction' : 'change', priceChangeLookback: Number(days) as 7 }
  },
}

const dateListed: FilterRule = {
  canonical: (c) => (c.dateListed ? { dateListed: c.dateListed } : {}),
  write: (c) => (c.dateListed ? [`listed-${c.dateListed}-days`] : []),
  read: (segment) => {
    const [, days] = /^listed-(\d+)-days$/.exec(segment) ?? []
    return days ? { dateListed: Number(days) as 7 } : undefined
  },
}

const zip: FilterRule = {
  canonical: (c) => (c.zip ? { zip: c.zip } : {}),
  write: (c) => (c.zip ? [`zip-${c.zip}`] : []),
  read: (segment) => (/^zip-\d{5}$/.test(segment) ? { zip: segment.slice(4) } : undefined),
}

// The listing sorts; the default (26) writes nothing. The spec's broker sorts (sort-az, sort-za, sort-listings-high)
// belong to seller searches: brokerSortSegments makes a URL with one no listing search.
const sortSlugs = new Map<number, string>([
  [sortOrder.acresDesc, 'sort-acres-high'],
  [sortOrder.acresAsc, 'sort-acres-low'],
  [sortOrder.priceDesc, 'sort-price-high'],
  [sortOrder.priceAsc, 'sort-price-low'],
  [sortOrder.newest, 'sort-newest'],
  [sortOrder.pricePerAcreDesc, 'sort-price-per-acre-high'],
  [sortOrder.pricePerAcreAsc, 'sort-price-per-acre-low'],
  [sortOrder.recent, 'sort-recent'],
])
/** The broker sorts' segments that no listing sort writes (web/rules/broker-sorts.ts): sort-az, sort-za… */
export const brokerSortSegments: ReadonlySet<string> = new Set(
  brokerSorts.flatMap((sort) =>
    sort.urlSegment && ![...sortSlugs.values()].includes(sort.urlSegment) ? [sort.urlSegment] : [],
  ),
)

const statusSlugs = new Map<NonNullable<SearchCriteria['marketStatuses']>[number], string>([
  [marketStatus.available, 'for-sale'],
  [marketStatus.underContract, 'under-contract'],
  [marketStatus.offMarket, 'off-market'],
  [marketStatus.sold, 'sold'],
])
const isDefaultStatuses = (statuses: readonly number[]) =>
  statuses.length === 0 ||
  (statuses.length === defaultMarketStatuses.length && defaultMarketStatuses.every((s) => statuses.includes(s)))

/** Near me: lat{lat}/long{long}, six decimals; coordinates make the search a near-me search. */
const latitude = framed('latitude', 'lat', '', 6)
const longitude = framed('longitude', 'long', '', 6)
const nearMe: FilterRule = {
  canonical: (c) =>
    c.latitude === undefined || c.longitude === undefined
      ? {}
      : { ...latitude.canonical(c), ...longitude.canonical(c), isNearMeSearch: true },
  write: (c) => [...latitude.write(c), ...longitude.write(c)],
  read: (segment) => latitude.read(segment) ?? longitude.read(segment),
}

/** page-{n}, n = pageIndex + 1, from the second page on; page-0 and page-1 read as the first page. */
const page: FilterRule = {
  canonical: (c) => (c.pageIndex ? { pageIndex: c.pageIndex } : {}),
  write: (c) => (c.pageIndex ? [`page-${c.pageIndex + 1}`] : []),
  read: (segment) => {
    const [, n] = /^page-(\d{1,6})$/.exec(segment) ?? []
    if (!n) return undefined
    return Number(n) <= 1 ? {} : { pageIndex: Number(n) - 1 }
  },
}

export const filterRules: readonly FilterRule[] = [
  namedValues('customSearchUrl', new Map([...customSearchSlugs].map((slug) => [slug, slug]))),
  range('price', 'priceMin', 'priceMax', 0),
  range('acres', 'acresMin', 'acresMax', 2),
  range('beds', 'bedMin', 'bedMax', 0),
  range('baths', 'bathMin', 'bathMax', 2),
  range('sqft', 'sqftMin', 'sqftMax', 0),
  valueList('marketStatuses', statusSlugs, isDefaultStatuses),
  valueList(
    'transactionTypes',
    new Map([
      [transactionType.auction, 'auctions'],
      [transactionType.sale, 'sale-only'],
    ]),
    (types) => types.length !== 1,
  ),
  valueList('activityTypes', new Map([...bySlug(activities)].map(([value, slug]) => [value, `activity-${slug}`]))),
  valueList('amenityTypes', new Map([...bySlug(amenities)].map(([value, slug]) => [value, `amenity-${slug}`]))),
  dateListed,
  priceChange,
  namedValues(
    'hasHouse',
    new Map([
      [true, 'has-house'],
      [false, 'no-house'],
    ]),
  ),
  flag('hasVideo', 'has-video'),
  flag('hasVirtualTour', 'has-virtual-tour'),
  flag('hasCustomMap', 'has-map'),
  flag('mineralRights', 'mineral-rights'),
  flag('ownerFinancing', 'owner-financing'),
  valueList('landFacts', new Map(landFilterNames.map((name) => [name, landFilters[name].slug]))),
  valueList('topography', new Map(topographyNames.map((name) => [name, `topography-${name}`]))),
  zip,
  idList('lakeIdList', 'lakes'),
  framed('radius', 'within-', '-miles', 2),
  framed('brokerId', 'seller-', '', 0),
  idList('inventoryIdList', 'ids'),
  namedValues('brokerType', new Map(Object.keys(brokerTypes).map((type) => [type as BrokerType, type]))),
  namedValues('sortOrderId', sortSlugs as ReadonlyMap<SearchCriteria['sortOrderId'], string>),
  nearMe,
  page,
]
