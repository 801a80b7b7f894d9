import * as v from 'valibot'
import { landFilterNames, topographyNames } from '../rules/land-filters.ts'
import {
  activities,
  amenities,
  dateListedDays,
  priceChangeLookbackDays,
  priceChangeTypes,
} from '../rules/listing-rules.ts'

import {
  brokerTypes,
  criteriaLimits as limits,
  marketStatusValues,
  propertyTypeNameList,
  sortOrderValues,
  transactionTypeValues,
  type BrokerType,
} from './criteria-values.ts'

export {
  brokerTypes,
  criteriaLimits,
  marketStatusValues,
  propertyTypeNameList,
  sortOrderValues,
  transactionTypeValues,
  type BrokerType,
} from './criteria-values.ts'

// The search criteria of spec §3, as one valibot schema: the body of POST /api/property/search/{siteId},
// /api/property/searchUrl/{siteId} and /api/Popular/logPopularSearch/{siteId}, and what every brand's URL codec
// (routes/search-urls/) turns a search URL into and back. A place is named (stateAbbreviation, countyName…) in
// URLs and resolved to ids by the worker; a client may also send the ids alone.
//
// Every field is optional: an empty object is the whole country, Available and Under Contract, default sort,
// first page. Fields the spec lists but this product derives (propertyType, customSegments, isDefault flags) are
// accepted and ignored, as any unknown field is.

const count = (field: string) =>
  v.pipe(
    v.number(`${field} must be a number`),
    v.finite(`${field} must be a number`),
    v.minValue(0, `${field} must be 0 or more`),
    v.maxValue(1e12, `${field} is too large`),
  )
const id = (field: string) =>
  v.pipe(
    v.number(`${field} must hold whole numbers`),
    v.safeInteger(`${field} must hold whole numbers`),
    v.minValue(1, `${field} must hold ids of 1 or more`),
  )
const idList = (field: string) =>
  v.pipe(v.array(id(field), `${field} must be a list of ids`), v.maxLength(limits.ids, `${field} is too long`))
const name = (field: string) =>
  v.pipe(v.string(`${field} must be text`), v.trim(), v.maxLength(limits.name, `${field} is too long`))
const flag = (field: string) => v.boolean(`${field} must be true or false`)
const listOf = <const T extends readonly (string | number)[]>(field: string, values: T) =>
  v.pipe(
    v.array(v.picklist(values, `${field} holds an unknown value`), `${field} must be a list`),
    v.maxLength(values.length * 2, `${field} is too long`),
  )
const latitude = (field: string) =>
  v.pipe(
    v.number(`${field} must be a number`),
    v.minValue(-90, `${field} must be between -90 and 90`),
    v.maxValue(90, `${field} must be between -90 and 90`),
  )
const longitude = (field: string) =>
  v.pipe(
    v.number(`${field} must be a number`),
    v.minValue(-180, `${field} must be between -180 and 180`),
    v.maxValue(180, `${field} must be between -180 and 180`),
  )

/** hasHouse: yes, no, or either (null or absent). */
export const searchCriteria = v.object({
  acresMin: v.optional(count('acresMin')),
  acresMax: v.optional(count('acresMax')),
  priceMin: v.optional(count('priceMin')),
  priceMax: v.optional(count('priceMax')),
  bedMin: v.optional(count('bedMin')),
  bedMax: v.optional(count('bedMax')),
  bathMin: v.optional(count('bathMin')),
  bathMax: v.optional(count('bathMax')),
  sqftMin: v.optional(count('sqftMin')),
  sqftMax: v.optional(count('sqftMax')),
  activityTypes: v.optional(listOf('activityTypes', activities)),
  amenityTypes: v.optional(listOf('amenityTypes', amenities)),
  propertyTypes: v.optional(listOf('propertyTypes', propertyTypeNameList)),
  transactionTypes: v.optional(listOf('transactionTypes', transactionTypeValues)),
  marketStatuses: v.optional(listOf('marketStatuses', marketStatusValues)),
  cityIdList: v.optional(idList('cityIdList')),
  cityName: v.optional(name('cityName')),
  countyIdList: v.optional(idList('countyIdList')),
  /** The county's full name as the URL shows it: 'Travis County', 'Orleans Parish', 'Juneau Borough'. */
  countyName: v.optional(name('countyName')),
  regionIdList: v.optional(idList('regionIdList')),
  regionName: v.optional(name('regionName')),
  lakeIdList: v.optional(idList('lakeIdList')),
  stateId: v.optional(id('stateId')),
  stateName: v.optional(name('stateName')),
  stateAbbreviation: v.optional(
    v.pipe(v.string('stateAbbreviation must be text'), v.regex(/^[A-Za-z]{2}$/, 'stateAbbreviation must be 2 letters')),
  ),
  zip: v.optional(v.pipe(v.string('zip must be text'), v.regex(/^\d{5}$/, 'zip must be 5 digits'))),
  latitude: v.optional(latitude('latitude')),
  longitude: v.optional(longitude('longitude')),
  /** Miles around the coordinates, zip or city. */
  radius: v.optional(
    v.pipe(
      v.number('radius must be a number'),
      v.minValue(0.1, 'radius must be at least 0.1 miles'),
      v.maxValue(limits.maxRadiusMiles, `radius must be at most ${limits.maxRadiusMiles} miles`),
    ),
  ),
  keywordQuery: v.optional(
    v.pipe(v.string('keywordQuery must be text'), v.maxLength(limits.keyword, 'keywordQuery is too long')),
  ),
  /** Listed within this many days; 0 or absent is any time (spec §9 date-listed options). */
  dateListed: v.optional(v.picklist(dateListedDays, `dateListed must be one of ${dateListedDays.join(', ')}`)),
  hasHouse: v.optional(v.nullable(flag('hasHouse'))),
  hasVideo: v.optional(flag('hasVideo')),
  hasVirtualTour: v.optional(flag('hasVirtualTour')),
  hasCustomMap: v.optional(flag('hasCustomMap')),
  mineralRights: v.optional(flag('mineralRights')),
  ownerFinancing: v.optional(flag('ownerFinancing')),
  /** Land facts the listing must state (issue 31): legal access, power, water, no HOA, outside the flood zone. */
  landFacts: v.optional(listOf('landFacts', landFilterNames)),
  /** Any of these topographies. */
  topography: v.optional(listOf('topography', topographyNames)),
  priceChangeLookback: v.optional(
    v.picklist(priceChangeLookbackDays, `priceChangeLookback must be one of ${priceChangeLookbackDays.join(', ')}`),
  ),
  priceChangeType: v.optional(
    v.picklist(priceChangeTypes, `priceChangeType must be one of ${priceChangeTypes.join(', ')}`),
  ),
  sortOrderId: v.optional(v.picklist(sortOrderValues, `sortOrderId must be one of ${sortOrderValues.join(', ')}`)),
  pageIndex: v.optional(
    v.pipe(
      v.number('pageIndex must be a number'),
      v.safeInteger('pageIndex must be a whole number'),
      v.minValue(0, 'pageIndex must be 0 or more'),
      v.maxValue(limits.maxPageIndex, `pageIndex must be at most ${limits.maxPageIndex}`),
    ),
  ),
  brokerId: v.optional(id('brokerId')),
  brokerType: v.optional(
    v.picklist(
      Object.keys(brokerTypes) as BrokerType[],
      'brokerType must be brokers, agents, auctioneer, owner or retailer',
    ),
  ),
  userSavedProperties: v.optional(flag('userSavedProperties')),
  inventoryIdList: v.optional(idList('inventoryIdList')),
  /** A /search/ type page of the main land site that is a search by other criteria ('cheap-land-for-sale'). */
  customSearchUrl: v.optional(name('customSearchUrl')),
  isNearMeSearch: v.optional(flag('isNearMeSearch')),
  isSellerSearchPage: v.optional(flag('isSellerSearchPage')),
  upperRightLatitude: v.optional(latitude('upperRightLatitude')),
  upperRightLongitude: v.optional(longitude('upperRightLongitude')),
  lowerLeftLatitude: v.optional(latitude('lowerLeftLatitude')),
  lowerLeftLongitude: v.optional(longitude('lowerLeftLongitude')),
  mapZoomLevel: v.optional(
    v.pipe(v.number('mapZoomLevel must be a number'), v.minValue(0), v.maxValue(22, 'mapZoomLevel must be 0 to 22')),
  ),
  /** A drawn area: its corners as an encoded polyline (Google's algorithm, 5 decimals). */
  mapEncodedCords: v.optional(
    v.pipe(
      v.string('mapEncodedCords must be text'),
      v.maxLength(limits.encodedCoordinates, 'mapEncodedCords is too long'),
    ),
  ),
})
export type SearchCriteria = v.InferOutput<typeof searchCriteria>

/** Criteria read from a URL when they are within the schema's ranges (a latitude of 91, page 401 are not), else null. */
export const checkedCriteria = (criteria: SearchCriteria | null): SearchCriteria | null =>
  // safeParse, not v.is: valibot's used functions all ride in every page's first script, and is was its only use.
  criteria && v.safeParse(searchCriteria, criteria).success ? criteria : null
export type SearchCriteriaInput = v.InferInput<typeof searchCriteria>

/** Results per page. */
export const searchPageSize = 25
