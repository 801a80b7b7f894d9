import * as v from 'valibot'
import { searchCriteria, type SearchCriteria } from '../search/search-criteria.ts'
import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from './api-client.ts'
import { resultPaging } from './answer-values.ts'
import { apiCall, postCall } from './api-call.ts'
import { searchListing } from './search-listing.ts'
import { siteIdParam } from './site-id.ts'

// The search calls (issue 6): results with a total count, map data, and the popular-search log. The criteria are
// the body of each (web/search/search-criteria.ts); the worker serves them in worker/api/search-routes.ts.

const siteParams = v.object({ siteId: siteIdParam })

export { searchListing, type SearchListing } from './search-listing.ts'

/** Location descriptor types, in the order spec §3 derives them. */
export const locationTypes = [
  'inventory',
  'lake',
  'zip',
  'city',
  'county',
  'region',
  'state',
  'broker',
  'coordinates',
  'polygon',
  'bounds',
  'default',
] as const
export const locationDescriptor = v.object({
  type: v.picklist(locationTypes),
  idList: v.array(v.union([v.number(), v.string()])),
  stateId: v.nullable(v.number()),
})
export type LocationDescriptor = v.InferOutput<typeof locationDescriptor>

/** The circle a town, ZIP or near-me search covers: the cards say how far each listing is from its point. */
export const searchCircle = v.object({ latitude: v.number(), longitude: v.number(), miles: v.number() })

export const searchResults = v.object({
  ...resultPaging,
  listings: v.array(searchListing),
  location: locationDescriptor,
  /** Null for a search of another place; an upstream that does not send it reads as null (proxy mode). */
  circle: v.optional(v.nullable(searchCircle), null),
  /** The criteria as searched: place names and ids both filled in, so links and headings can be built from them. */
  criteria: searchCriteria,
})
export type SearchResults = v.InferOutput<typeof searchResults>

/** POST /api/property/search/{siteId}: one page of results and the total count. An unknown place answers 404. */
export const searchCall = apiCall({
  method: 'POST',
  path: '/property/search/:siteId',
  params: siteParams,
  body: searchCriteria,
  response: searchResults,
  example: { params: { siteId: '1' }, body: { stateAbbreviation: 'TX', propertyTypes: ['ranch'], priceMax: 500000 } },
})

/**
 * Map data for the results (the whole result set, not one page): each listing's point while there are few enough
 * to send, otherwise clusters computed on the server for the view, so a whole-country map stays small.
 */
export const mapData = v.object({
  totalCount: v.number(),
  /** [listing id, latitude, longitude, price] */
  points: v.array(v.tuple([v.number(), v.number(), v.number(), v.number()])),
  /** [latitude, longitude, listing count] at the centre of the listings it holds */
  clusters: v.array(v.tuple([v.number(), v.number(), v.number()])),
})
export type MapData = v.InferOutput<typeof mapData>

export const mapDataCall = apiCall({
  method: 'POST',
  path: '/property/mapData/:siteId',
  params: siteParams,
  body: searchCriteria,
  response: mapData,
  example: { params: { siteId: '1' }, body: { stateAbbreviation: 'CO', mapZoomLevel: 6 } },
})

/** POST /api/Popular/logPopularSearch/{siteId}: the body is the search (spec §7); counted for popular searches. */
export const logPopularSearchCall = apiCall({
  method: 'POST',
  path: '/Popular/logPopularSearch/:siteId',
  params: siteParams,
  body: searchCriteria,
  response: v.object({ accepted: v.literal(true) }),
  example: { params: { siteId: '1' }, body: { stateAbbreviation: 'TX', propertyTypes: ['farm'] } },
})

/** One page of results for the criteria; the status tells an unknown place (404) from a failed call. */
export const searchQuery = (api: ApiFetch, siteId: number, criteria: SearchCriteria) =>
  queryOptions({
    queryKey: ['search', siteId, criteria],
    queryFn: () => postCall(api, searchCall, { siteId }, criteria),
    staleTime: 60_000,
  })

/** Map data for the whole result set, fetched only when the map is shown. */
export const mapDataQuery = (api: ApiFetch, siteId: number, criteria: SearchCriteria) =>
  queryOptions({
    queryKey: ['mapData', siteId, criteria],
    queryFn: () => postCall(api, mapDataCall, { siteId }, criteria),
    staleTime: 60_000,
  })
