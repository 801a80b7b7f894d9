// The criteria other than the place and the keyword, as SQL over columns every search index holds
// (worker/db/migrations/0008_search.sql). Split in two: the core (site, statuses, transaction types, property types,
// yes/no features), which the listing_counts aggregate can sum, and the rest (ranges, activities, amenities, dates,
// price changes, seller type), which only an index can test.
import { siteMaskOf } from '../../brands/site-ids.ts'
import {
  activityFlag,
  amenityFlag,
  auctionPriceSentinel,
  defaultMarketStatuses,
  propertyTypeFlag,
  type Amenity,
} from '../../web/rules/listing-rules.ts'
import { landFilters, topographyBit } from '../../web/rules/land-filters.ts'
import { brokerTypes, type SearchCriteria } from '../../web/search/search-criteria.ts'
import type { RangeColumn } from './range-estimates.ts'
import type { Driver } from './search-driver.ts'
import { integerList, type SqlValues } from './sql-values.ts'

/** The bits of listings.feature_bits (its generated definition in 0008_search.sql). Irrigation is an amenity, kept
 *  here too so the orchards and vineyards page (irrigated farms) is counted from the aggregate. */
const featureBit = {
  house: 1,
  video: 2,
  virtualTour: 4,
  customMap: 8,
  mineralRights: 16,
  ownerFinancing: 32,
  irrigation: 64,
} as const
/** The amenity feature_bits repeats. */
export const featureAmenity: Amenity = 'irrigation'

export interface CoreFilters {
  siteMask: number
  statuses: readonly number[]
  transactionTypes: readonly number[] | null
  /** Any of these property type bits; null for any type. */
  typeMask: number | null
  /** feature_bits & featureMask must equal featureValue (required bits on, hasHouse false off). */
  featureMask: number
  featureValue: number
}

/**
 * A predicate over listings (alias l) that needs bound values. `fewRows`: the statement tests few listings (a page
 * walked in sort order), where a lookup per listing beats gathering a lookup table first.
 */
type Predicate = (values: SqlValues, fewRows?: boolean) => string

/** A range of a sort index's first column, and the ranges outside it (disjoint, together every other listing). */
export interface RangeFilter {
  driver: Driver
  outside: Driver[]
  /** The range as bounds of its column, to estimate its share of the listings (range-estimates.ts). */
  bounds: { column: RangeColumn; low: number | undefined; high: number | undefined }
}

export interface ListingFilters {
  core: CoreFilters
  rest: Predicate[]
  /** Filters an index can read the listings of by itself: ranges of a sort index's first column… */
  ranges: RangeFilter[]
  /** …and price changes within a lookback (at most the few listings whose price changed). */
  priceChanges: Driver | null
  /** The one range when the rest is that range and nothing else: the aggregate less its outside counts it. */
  onlyRange: RangeFilter | null
}

const daySeconds = 86_400

/** 'YYYY-MM-DDTHH:MM:SSZ', the format of the listing timestamps (so text order is time order). */
const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')

const orOf = (flags: readonly number[]) => flags.reduce((mask, flag) => mask | flag, 0)

export function listingFilters(criteria: SearchCriteria, siteId: number, nowMs: number): ListingFilters {
  const ranges = rangeFilters(criteria, nowMs)
  const withoutRanges = { ...criteria, priceMin: undefined, priceMax: undefined, acresMin: undefined }
  const others = otherFilters({ ...withoutRanges, acresMax: undefined, dateListed: undefined }, nowMs)
  return {
    core: coreFilters(criteria, siteId),
    rest: otherFilters(criteria, nowMs),
    ranges,
    priceChanges: priceChangeDriver(criteria, nowMs),
    onlyRange: ranges.length === 1 && others.length === 0 ? ranges[0]! : null,
  }
}

function coreFilters(criteria: SearchCriteria, siteId: number): CoreFilters {
  const required = orOf(
    (
      [
        [criteria.hasHouse === true, featureBit.house],
        [criteria.hasVideo, featureBit.video],
        [criteria.hasVirtualTour, featureBit.virtualTour],
        [criteria.hasCustomMap, featureBit.customMap],
        [criteria.mineralRights, featureBit.mineralRights],
        [criteria.ownerFinancing, featureBit.ownerFinancing],
        [criteria.amenityTypes?.includes(featureAmenity), featureBit.irrigation],
      ] as const
    ).flatMap(([wanted, bit]) => (wanted ? [bit] : [])),
  )
  const absent = criteria.hasHouse === false ? featureBit.house : 0
  const types = criteria.propertyTypes ?? []
  return {
    siteMask: siteMaskOf(siteId),
    statuses: criteria.marketStatuses?.length ? [...new Set(criteria.marketStatuses)] : defaultMarketStatuses,
    transactionTypes: criteria.transactionTypes?.length ? [...new Set(criteria.transactionTypes)] : null,
    typeMask: types.length ? orOf(types.map((type) => propertyTypeFlag[type])) : null,
    featureMask: required | absent,
    featureValue: required,
  }
}

/** The core as SQL over a table with the same column names (listings or listing_counts), the statuses first. */
export function coreSql(core: CoreFilters, alias: string): string[] {
  return [
    `${alias}.market_status IN (${integerList(core.statuses)})`,
    `(${alias}.site_mask & ${core.siteMask}) != 0`,
    ...(core.transactionTypes ? [`${alias}.transaction_type IN (${integerList(core.transactionTypes)})`] : []),
    ...(core.typeMask ? [`(${alias}.type_flags & ${core.typeMask}) != 0`] : []),
    ...(core.featureMask ? [`(${alias}.feature_bits & ${core.featureMask}) = ${core.featureValue}`] : []),
  ]
}

function range(column: string, min: number | undefined, max: number | undefined): Predicate[] {
  return [
    ...(min !== undefined ? [(values: SqlValues) => `${column} >= ${values.bind(min)}`] : []),
    ...(max !== undefined ? [(values: SqlValues) => `${column} <= ${values.bind(max)}`] : []),
  ]
}

/** Every set bit of the mask must be set in the column. */
const allOf = (column: string, mask: number): Predicate[] => (mask ? [() => `(${column} & ${mask}) = ${mask}`] : [])
/** Some set bit of the mask must be set in the column. */
const anyOf = (column: string, mask: number): Predicate[] => (mask ? [() => `(${column} & ${mask}) != 0`] : [])

const hasPriceBound = (c: SearchCriteria) => c.priceMin !== undefined || c.priceMax !== undefined

/** A price bound never matches Auction (2) or Contact for Price (0): they are not prices. */
const priceRange = (c: SearchCriteria): Predicate[] => [
  () => `l.price > ${auctionPriceSentinel}`,
  ...range('l.price', c.priceMin, c.priceMax),
]

const listedSince = (days: number, nowMs: number) => Math.floor(nowMs / 1000) - days * daySeconds

const seeking = (index: string, seek: Predicate): Driver => ({ index, seek, covers: 'nothing' })
const all = (predicates: Predicate[]) => (values: SqlValues) => predicates.map((p) => p(values)).join(' AND ')

/** Price, acreage and listing-date ranges, each with what lies outside it (empty when the range is empty). */
function rangeFilters(c: SearchCriteria, nowMs: number): RangeFilter[] {
  const ranges: RangeFilter[] = []
  const outsideOf = (index: string, column: string, low: number | undefined, high: number | undefined) =>
    low !== undefined && high !== undefined && low > high
      ? []
      : [
          ...(low !== undefined ? [seeking(index, (v) => `${column} < ${v.bind(low)}`)] : []),
          ...(high !== undefined ? [seeking(index, (v) => `${column} > ${v.bind(high)}`)] : []),
        ]
  if (hasPriceBound(c)) {
    // Outside a price range: below it, which includes the sentinels, or above it.
    const low = Math.max(c.priceMin ?? 0, auctionPriceSentinel + 1)
    ranges.push({
      driver: seeking('search_price', all(priceRange(c))),
      outside: outsideOf('search_price', 'l.price', low, c.priceMax),
      bounds: { column: 'price', low, high: c.priceMax },
    })
  }
  if (c.acresMin !== undefined || c.acresMax !== undefined)
    ranges.push({
      driver: seeking('search_acres', all(range('l.acres', c.acresMin, c.acresMax))),
      outside: outsideOf('search_acres', 'l.acres', c.acresMin, c.acresMax),
      bounds: { column: 'acres', low: c.acresMin, high: c.acresMax },
    })
  const days = c.dateListed
  if (days) {
    const since = listedSince(days, nowMs)
    ranges.push({
      driver: seeking('search_newest', (v) => `l.listed_at >= ${v.bind(since)}`),
      outside: outsideOf('search_newest', 'l.listed_at', since, undefined),
      bounds: { column: 'listed_at', low: since, high: undefined },
    })
  }
  return ranges
}

function priceChangeDriver(c: SearchCriteria, nowMs: number): Driver | null {
  const lookback = c.priceChangeLookback
  if (!lookback || c.priceChangeType === 'none') return null
  return seeking('search_price_changes', (v) => `l.price_changed_at >= ${v.bind(changedSince(lookback, nowMs))}`)
}

const changedSince = (days: number, nowMs: number) => isoSeconds(nowMs - days * daySeconds * 1000)

function otherFilters(c: SearchCriteria, nowMs: number): Predicate[] {
  const filters: Predicate[] = [
    ...range('l.acres', c.acresMin, c.acresMax),
    ...(hasPriceBound(c) ? priceRange(c) : []),
    ...range('l.beds', c.bedMin, c.bedMax),
    ...range('l.baths', c.bathMin, c.bathMax),
    ...range('l.home_sqft', c.sqftMin, c.sqftMax),
    // A listing must offer every activity and amenity asked for.
    ...allOf('l.activity_flags', orOf((c.activityTypes ?? []).map(activityFlag))),
    ...allOf('l.amenity_flags', orOf((c.amenityTypes ?? []).filter((a) => a !== featureAmenity).map(amenityFlag))),
    // The land facts asked for must all be stated so; any of the topographies asked for (land_bits, 0029).
    ...allOf('l.land_bits', orOf((c.landFacts ?? []).map((name) => landFilters[name].bit))),
    ...anyOf('l.land_bits', orOf((c.topography ?? []).map(topographyBit))),
  ]
  const days = c.dateListed
  if (days) filters.push((values) => `l.listed_at >= ${values.bind(listedSince(days, nowMs))}`)
  // A lookback without a type asks for any change within it.
  const changeType = c.priceChangeType ?? (c.priceChangeLookback ? 'change' : 'none')
  if (changeType !== 'none') {
    filters.push(() => (changeType === 'reduction' ? 'l.price_change_amount < 0' : 'l.price_change_amount != 0'))
    const lookback = c.priceChangeLookback
    if (lookback) filters.push((values) => `l.price_changed_at >= ${values.bind(changedSince(lookback, nowMs))}`)
  }
  // The seller type is the account's: a set of tens of thousands of accounts, gathered once when many listings are
  // tested, looked up per listing when few are.
  const sellerType = c.brokerType && brokerTypes[c.brokerType]
  if (sellerType)
    filters.push((_, fewRows) =>
      fewRows
        ? `EXISTS (SELECT 1 FROM accounts s WHERE s.account_id = l.account_id AND s.directory_type = ${sellerType})`
        : `l.account_id IN (SELECT account_id FROM accounts WHERE directory_type = ${sellerType})`,
    )
  return filters
}
