import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { searchCriteria, type SearchCriteria } from '../search/search-criteria.ts'
import type { ApiFetch } from './api-client.ts'
import { apiCall, postCall } from './api-call.ts'
import { siteIdParam } from './site-id.ts'

// "Did you mean Montana?" under a search that found nothing because a name was misspelt: a place the criteria name
// that we do not know ('Bozman', MT), or a keyword no listing has ('Montanna'). The answer is the same search in the
// place meant, its other filters kept. Served by worker/api/place-suggestion-routes.ts (worker/search/did-you-mean.ts).

export const didYouMeanAnswer = v.object({
  /** The search put right, or null when nothing in it looks misspelt (no results come from its filters). */
  suggestion: v.nullable(
    v.object({
      /** The place meant, as the search bar labels it: 'Montana', 'Bozeman, MT'. */
      label: v.string(),
      /** Its available and under-contract listings on the site, before the search's filters. */
      listingCount: v.number(),
      /** The search in that place: the misspelt place, or the misspelt words of the keyword, replaced by it. */
      criteria: searchCriteria,
    }),
  ),
})
export type DidYouMean = NonNullable<v.InferOutput<typeof didYouMeanAnswer>['suggestion']>

/** POST /api/location/didYouMean/{siteId}: the body is the search that found nothing. */
export const didYouMeanCall = apiCall({
  method: 'POST',
  path: '/location/didYouMean/:siteId',
  params: v.object({ siteId: siteIdParam }),
  body: searchCriteria,
  response: didYouMeanAnswer,
  example: {
    params: { siteId: '1' },
    body: { keywordQuery: 'Montanna', propertyTypes: ['hunting'], priceMax: 300000 },
  },
})

/** The place meant by a search that found nothing, or null (also when the call fails: the page simply offers none). */
export const didYouMeanQuery = (api: ApiFetch, siteId: number, criteria: SearchCriteria) =>
  queryOptions({
    queryKey: ['didYouMean', siteId, criteria],
    queryFn: async () => (await postCall(api, didYouMeanCall, { siteId }, criteria)).data?.suggestion ?? null,
    staleTime: 10 * 60_000,
  })
