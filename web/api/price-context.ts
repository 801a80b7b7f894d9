import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { recentSalesShown } from '../rules/price-context.ts'
import type { ApiFetch } from './api-client.ts'
import { amount, recordId, wholeCount } from './answer-values.ts'
import { apiCall, getCall } from './api-call.ts'
import { listingDetailCall } from './listing-detail.ts'

// A listing's price in context (issue 31): its price per acre against its county's listings of a similar size, how
// long it has been on the market, its public price history and the county's recent sales. The worker answers from
// worker/listings/price-context.ts; the listing page shows it below the map (web/components/listing/price-context.tsx).

/** Price per acre of the comparable listings: the values at the 10th, 25th, 50th, 75th and 90th percentiles. */
const pricePerAcreSpread = v.object({ p10: amount, p25: amount, median: amount, p75: amount, p90: amount })

/**
 * The listing against the active listings with a price (neither Auction nor Contact for Price) of its acreage band in
 * its county, or in its state when the county has fewer than five.
 */
const priceComparison = v.object({
  scope: v.picklist(['county', 'state']),
  /** 'Kimble County' or 'Texas'. */
  placeName: v.string(),
  /** How many listings the figures are of (the listing among them when it is active and priced). */
  listingCount: wholeCount,
  spread: pricePerAcreSpread,
  /** The share of those listings, in whole percent, priced lower per acre; null when the listing has no price. */
  percentile: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
})
export type PriceComparison = v.InferOutput<typeof priceComparison>

/** A change of price: the prices are those of listings.price (2 Auction, 0 Contact for Price). */
const priceChange = v.object({ changedAt: v.string(), oldPrice: amount, newPrice: amount })
export type PriceChange = v.InferOutput<typeof priceChange>

/** A sale in the listing's county: enough to link to it and compare its price per acre. */
const recentSale = v.object({
  id: recordId,
  title: v.string(),
  acres: amount,
  price: amount,
  /** Null for a sale without a price (Auction, Contact for Price). */
  pricePerAcre: v.nullable(amount),
  salesDate: v.string(),
  city: v.string(),
  county: v.string(),
  stateAbbreviation: v.string(),
  stateName: v.string(),
})
export type RecentSale = v.InferOutput<typeof recentSale>

export const priceContext = v.object({
  /** Null for Auction and Contact for Price: nothing to compare. */
  pricePerAcre: v.nullable(amount),
  /** The listing's acreage band: its index in web/rules/price-context.ts acreageBands. */
  acreageBand: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Null when even the state has fewer than five comparable listings. */
  comparison: v.nullable(priceComparison),
  /** Days from listing to today, or to the sale when sold. */
  daysOnMarket: wholeCount,
  /** The price it was listed at and when, then each change, oldest first. */
  listedPrice: amount,
  listedAt: v.string(),
  priceChanges: v.array(priceChange),
  /** Sales in the county in the last two years, newest first. */
  recentSales: v.pipe(v.array(recentSale), v.maxLength(recentSalesShown)),
})
export type PriceContext = v.InferOutput<typeof priceContext>

/** GET /api/property/priceContext/{siteId}/{propertyId}: 404 for an id the site does not have, as the detail call. */
export const priceContextCall = apiCall({
  method: 'GET',
  path: '/property/priceContext/:siteId/:propertyId',
  params: listingDetailCall.params,
  response: priceContext,
  example: { params: { siteId: '1', propertyId: '1000001' } },
})

export const priceContextQuery = (api: ApiFetch, siteId: number, propertyId: number) =>
  queryOptions({
    queryKey: ['price-context', siteId, propertyId],
    queryFn: () => getCall(api, priceContextCall, { siteId, propertyId }),
    staleTime: 5 * 60_000,
  })
