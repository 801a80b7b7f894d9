import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiCall, fetchCall } from './api-call.ts'
import type { ApiFetch } from './api-client.ts'
import { pageDataFetch } from './feature-flag-store.ts'
import { financeAreaTypes, lenderContact } from './finance.ts'
import { siteIdParam } from './site-id.ts'

// The page-data calls of the partner pages (spec §7: { pageData, featureFlags }): listings and advertisers per state
// for the land feed, and the finance centers with the listings in the areas they serve for Farm Credit lenders.

const featureFlags = v.record(v.string(), v.boolean())

const stateCounts = v.object({
  stateId: v.number(),
  name: v.string(),
  abbreviation: v.string(),
  /** Available and under contract on the site. */
  listingCount: v.number(),
  /** Advertiser accounts with at least one of those listings in the state. */
  advertiserCount: v.number(),
})
export type StateCounts = v.InferOutput<typeof stateCounts>

/** GET /api/pagedata/landfeedstates/{siteId}: every state's active listings and advertisers on the site. */
export const landFeedStatesCall = apiCall({
  method: 'GET',
  path: '/pagedata/landfeedstates/:siteId',
  params: v.object({ siteId: siteIdParam }),
  response: v.object({
    pageData: v.object({
      states: v.array(stateCounts),
      /** The country: an advertiser in several states counts once. */
      totals: v.object({ listingCount: v.number(), advertiserCount: v.number() }),
    }),
    featureFlags,
  }),
  example: { params: { siteId: '1' } },
})

const financeArea = v.object({
  type: v.picklist(financeAreaTypes),
  id: v.number(),
  /** 'Texas', 'Hill Country', 'Kimble County', 'Junction'. */
  name: v.string(),
  stateId: v.number(),
  stateName: v.string(),
  stateAbbreviation: v.string(),
  listingCount: v.number(),
})
export type FinanceArea = v.InferOutput<typeof financeArea>

const financeCenter = v.object({
  ...lenderContact.entries,
  areas: v.array(financeArea),
})
export type FinanceCenterListings = v.InferOutput<typeof financeCenter>

/** GET /api/pagedata/farmcredit/{siteId}: the active finance centers, each area they serve with its listings. */
export const farmCreditListingsCall = apiCall({
  method: 'GET',
  path: '/pagedata/farmcredit/:siteId',
  params: v.object({ siteId: siteIdParam }),
  response: v.object({ pageData: v.object({ financeCenters: v.array(financeCenter) }), featureFlags }),
  example: { params: { siteId: '2' } },
})

export const landFeedStatesQuery = (api: ApiFetch, siteId: number) =>
  queryOptions({
    queryKey: ['pagedata', 'landfeedstates', siteId],
    queryFn: pageDataFetch(siteId, () => fetchCall(api, landFeedStatesCall, { siteId })),
    staleTime: 5 * 60_000,
  })

export const farmCreditListingsQuery = (api: ApiFetch, siteId: number) =>
  queryOptions({
    queryKey: ['pagedata', 'farmcredit', siteId],
    queryFn: pageDataFetch(siteId, () => fetchCall(api, farmCreditListingsCall, { siteId })),
    staleTime: 5 * 60_000,
  })
