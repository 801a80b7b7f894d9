import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { accountQueryKey } from './account.ts'
import { apiCall, getCall } from './api-call.ts'
import type { ApiFetch } from './api-client.ts'
import { brandSiteIdParam } from './site-id.ts'

// What is new in each saved search since its buyer last opened it from its card (issue 32): the listings it finds
// that were listed since (or since it was saved, before the first opening), and the call that records an opening.
// Served by worker/api/saved-search-news-routes.ts.

const searchId = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,9}$/, 'id must be an id (a whole number of 1 or more)'),
  v.transform(Number),
)

/** GET /api/account/savedsearches/{siteId}/news: each search's count of new matches. */
export const savedSearchNewsCall = apiCall({
  method: 'GET',
  path: '/account/savedsearches/:siteId/news',
  params: v.object({ siteId: brandSiteIdParam }),
  response: v.object({
    news: v.array(
      v.object({
        id: v.number(),
        /** Listings the search finds that were listed since `since`. */
        newMatches: v.number(),
        /** When the buyer last opened it, else when it was saved. */
        since: v.string(),
      }),
    ),
  }),
  access: 'user',
  example: { params: { siteId: '1' } },
})

/** POST /api/account/savedsearches/{siteId}/{id}/opened: the buyer opens the search now; its count starts again. */
export const openedSavedSearchCall = apiCall({
  method: 'POST',
  path: '/account/savedsearches/:siteId/:id/opened',
  params: v.object({ siteId: brandSiteIdParam, id: searchId }),
  response: v.object({ id: v.number(), openedAt: v.string() }),
  access: 'user',
  // The harness tries it on a search it saves first (test/harness/api-examples.ts), as the other saved-search calls.
  example: { params: { siteId: '1', id: '1' } },
})

export const savedSearchNewsQuery = (api: ApiFetch, siteId: number) =>
  queryOptions({
    queryKey: [...accountQueryKey, 'savedsearches', siteId, 'news'],
    queryFn: () => getCall(api, savedSearchNewsCall, { siteId }),
    staleTime: 30_000,
  })
