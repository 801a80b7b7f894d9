import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import type { ApiFetch } from './api-client.ts'
import { apiCall, fetchCall } from './api-call.ts'
import { amount, wholeCount } from './answer-values.ts'
import { pageDataFetch } from './feature-flag-store.ts'
import { listingSummary } from './listing-summary.ts'
import { popularState } from './popular.ts'
import { siteIdParam } from './site-id.ts'

/** GET /api/pagedata/home/{siteId}: page-data calls answer { pageData, featureFlags } (spec §7). */
export const homePageCall = apiCall({
  method: 'GET',
  path: '/pagedata/home/:siteId',
  params: v.object({ siteId: siteIdParam }),
  response: v.object({
    pageData: v.object({
      listingCount: wholeCount,
      totalAcres: amount,
      featuredListings: v.array(listingSummary),
      newestListings: v.array(listingSummary),
      popularStates: v.array(popularState),
    }),
    featureFlags: v.record(v.string(), v.boolean()),
  }),
  example: { params: { siteId: '1' } },
})
export type HomePageResponse = v.InferOutput<typeof homePageCall.response>

/** The home page's data; the site's feature flags it carries are stored for the client (spec §7). */
export const fetchHomePage = (api: ApiFetch, siteId: number, client: QueryClient) =>
  pageDataFetch(siteId, () => fetchCall(api, homePageCall, { siteId }))({ client })
