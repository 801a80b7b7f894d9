import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { ApiFetch } from './api-client.ts'
import { pageDataFetch } from './feature-flag-store.ts'
import { apiCall, fetchCall } from './api-call.ts'
import { listingSummary } from './listing-summary.ts'
import { siteIdParam } from './site-id.ts'

/** The places with a landing page on the main land site (spec §2): states, regions and counties. */
export const landingPlaceTypes = ['state', 'region', 'county'] as const
export type LandingPlace = { type: (typeof landingPlaceTypes)[number]; id: number }

/** A band of the price context's acreage bands (web/rules/price-context.ts): its listings, and the median price per
 *  acre of those with a price, the figure a listing page of the place compares with. */
const acreageBand = v.object({
  label: v.string(),
  listingCount: v.number(),
  pricedCount: v.number(),
  medianPricePerAcre: v.nullable(v.number()),
})

/** The market summary of a landing page: what the area's land costs and how big its parcels run. */
export const marketSummary = v.object({
  listingCount: v.number(),
  medianPrice: v.nullable(v.number()),
  /** Median of price ÷ acres over listings with a price (auctions and Contact for Price left out). */
  medianPricePerAcre: v.nullable(v.number()),
  /** Acreage quartiles: a quarter of listings are smaller than p25, a quarter larger than p75. */
  acres: v.nullable(v.object({ p25: v.number(), median: v.number(), p75: v.number() })),
  acreageBands: v.array(acreageBand),
  newestListings: v.array(listingSummary),
})
export type MarketSummary = v.InferOutput<typeof marketSummary>

/** GET /api/pagedata/landing/{siteId}/{placeType}/{placeId}: a page-data call (spec §7: pageData and featureFlags). */
export const landingPageCall = apiCall({
  method: 'GET',
  path: '/pagedata/landing/:siteId/:placeType/:placeId',
  params: v.object({
    siteId: siteIdParam,
    placeType: v.picklist(landingPlaceTypes, `placeType must be one of ${landingPlaceTypes.join(', ')}`),
    placeId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, 'placeId must be a whole number'), v.transform(Number)),
  }),
  response: v.object({ pageData: marketSummary, featureFlags: v.record(v.string(), v.boolean()) }),
  example: { params: { siteId: '1', placeType: 'state', placeId: '48' } },
})

export const landingPageQuery = (api: ApiFetch, siteId: number, place: LandingPlace) =>
  queryOptions({
    queryKey: ['pagedata', 'landing', siteId, place.type, place.id],
    queryFn: pageDataFetch(siteId, () =>
      fetchCall(api, landingPageCall, { siteId, placeType: place.type, placeId: place.id }),
    ),
    staleTime: 5 * 60_000,
  })
