import * as v from 'valibot'
import type { ApiFetch } from './api-client.ts'
import { apiCall, fetchCall } from './api-call.ts'
import { siteIdParam } from './site-id.ts'

const popularSearch = v.object({ label: v.string(), path: v.string() })
export type PopularSearch = v.InferOutput<typeof popularSearch>

/** GET /api/popular/searches/{siteId}: the most searched searches of the site, for the land footer. */
export const popularSearchesCall = apiCall({
  method: 'GET',
  path: '/popular/searches/:siteId',
  params: v.object({ siteId: siteIdParam }),
  response: v.array(popularSearch),
  example: { params: { siteId: '1' } },
})

// Like the other footer lists: a failed call leaves the list empty, silently (spec §8).
export const fetchPopularSearches = async (api: ApiFetch, siteId: number) =>
  (await fetchCall(api, popularSearchesCall, { siteId })) ?? []
