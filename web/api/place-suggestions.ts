import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { searchCriteria } from '../search/search-criteria.ts'
import type { ApiFetch } from './api-client.ts'
import { apiCall, fetchCall } from './api-call.ts'
import { siteIdParam } from './site-id.ts'

// The search bar's suggestions: our own places whose name starts with what the buyer typed, each with the
// criteria that name it the way the brand's search URL wants it. Served by worker/api/place-suggestion-routes.ts.

/** Kinds of place, in the order the list ranks them after exact matches (broad to narrow, lakes before ZIPs). */
export const placeKinds = ['state', 'region', 'county', 'city', 'lake', 'zip'] as const
export type PlaceKind = (typeof placeKinds)[number]

export const maxPlaceSuggestions = 8
export const placeTextLimit = 60

export const placeSuggestion = v.object({
  kind: v.picklist(placeKinds),
  /** 'Texas', 'Travis County, TX', 'Austin, TX', '78701, Travis County, TX', 'Lake Travis, TX' */
  label: v.string(),
  /** Available and under-contract listings in the place on the site. */
  listingCount: v.number(),
  criteria: searchCriteria,
})
export type PlaceSuggestion = v.InferOutput<typeof placeSuggestion>

const placeText = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'text must not be empty'),
  v.maxLength(placeTextLimit, `text must be at most ${placeTextLimit} characters`),
)

/** GET /api/location/suggestions/{siteId}/{text}: at most 8 places, exact matches first, then by kind and listings. */
export const placeSuggestionsCall = apiCall({
  method: 'GET',
  path: '/location/suggestions/:siteId/:text',
  params: v.object({ siteId: siteIdParam, text: placeText }),
  response: v.pipe(v.array(placeSuggestion), v.maxLength(maxPlaceSuggestions)),
  example: { params: { siteId: '1', text: 'tra' } },
})

/**
 * The suggestions for a text. The request is cancelled when the text changes before it answers (the query
 * stops being observed and TanStack Query aborts the signal); a cancelled or failed call is an empty list.
 */
export const placeSuggestionsQuery = (api: ApiFetch, siteId: number, text: string) =>
  queryOptions({
    queryKey: ['location', 'suggestions', siteId, text],
    queryFn: async ({ signal }) => {
      // An aborted fetch rejects: answered here as a non-200, so fetchCall returns null without logging an error.
      const abortable: ApiFetch = (path, init) =>
        api(path, { ...init, signal }).catch((error: unknown) => {
          if (signal.aborted) return new Response(null, { status: 499 })
          throw error
        })
      return (await fetchCall(abortable, placeSuggestionsCall, { siteId, text })) ?? []
    },
    staleTime: 10 * 60_000,
  })
