import {
  marketStatus,
  propertyTypeFlag,
  sortOrder,
  transactionType,
  type PropertyTypeName,
} from '../rules/listing-rules.ts'

// The values search criteria take, apart from their schema (search-criteria.ts): the URL codecs and the search bar
// of every page need these, and only the search itself needs the schema, so the first script carries no schema.

export const criteriaLimits = {
  ids: 100,
  name: 120,
  keyword: 200,
  maxPageIndex: 399,
  maxRadiusMiles: 500,
  encodedCoordinates: 8000,
} as const

export const propertyTypeNameList = Object.keys(propertyTypeFlag) as PropertyTypeName[]
export const marketStatusValues = [
  marketStatus.available,
  marketStatus.underContract,
  marketStatus.offMarket,
  marketStatus.sold,
] as const
export const transactionTypeValues = [transactionType.sale, transactionType.auction] as const
export const sortOrderValues = Object.values(sortOrder)

/** The broker-type URL segment (spec §2, search URL construction) and the seller directory type it keeps. */
export const brokerTypes = { brokers: 1, agents: 2, auctioneer: 3, owner: 4, retailer: 5 } as const
export type BrokerType = keyof typeof brokerTypes

/** The fields naming a place by its name or id (state, region, county, city, lake, ZIP); search-place.ts checks
 *  them against the criteria. */
export const namedPlaceFields = [
  'stateId',
  'stateName',
  'stateAbbreviation',
  'cityIdList',
  'cityName',
  'countyIdList',
  'countyName',
  'regionIdList',
  'regionName',
  'lakeIdList',
  'zip',
] as const

/**
 * The change of criteria that leaves out every named place: a point (near me) or a map view replaces it. The server
 * takes the first location it finds (spec §3 location descriptor: a state before coordinates and map corners), so a
 * point or a view kept beside a state would still search the state.
 */
export const withoutNamedPlace = Object.fromEntries(namedPlaceFields.map((field) => [field, undefined])) as {
  [Field in (typeof namedPlaceFields)[number]]: undefined
}
