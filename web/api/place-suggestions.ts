import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { searchCriteria } from '../search/search-criteria.ts'
import type { ApiFetch } from './api-client.ts'
import { apiCall, fetchCall } from './api-call.ts'
import { siteIdParam } from './site-id.ts'

// The search bar's suggestions: our own places whose name starts with what the buyer typed, or is a typing mistake or
// two away from it ('Montanna', 'Bozman'), each with the criteria that name it the way the brand's search URL wants
// it; and the text as a keyword when listings have it ('creek' is a word of listings and Creek County, OK). Served
// by worker/api/place-suggestion-routes.ts (worker/db/place-suggestions.ts).

/** Kinds of place, in the order the list ranks places of as many listings (broad to narrow, lakes before ZIPs). */
export const placeKinds = ['state', 'region', 'county', 'city', 'lake', 'zip'] as const
export type PlaceKind = (typeof placeKinds)[number]
/** What a suggestion is: a place, or the text as a keyword search. */
export const suggestionKinds = [...placeKinds, 'keyword'] as const

export const maxPlaceSuggestions = 8
export const placeTextLimit = 60
/** A keyword's listings are counted up to this many: enough to rank it against places. */
export const keywordCountLimit = 1000

export const placeSuggestion = v.object({
  kind: v.picklist(suggestionKinds),
  /** 'Texas', 'Travis County, TX', 'Austin, TX', '78701, Travis County, TX', 'Lake Travis, TX'; a keyword as typed. */
  label: v.string(),
  /** Available and under-contract listings in the place on the site; a keyword's, up to keywordCountLimit. */
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

const suggestions = {
  params: v.object({ siteId: siteIdParam, text: placeText }),
  response: v.pipe(v.array(placeSuggestion), v.maxLength(maxPlaceSuggestions)),
}

/**
 * GET /api/location/suggestions/{siteId}/{text}: at most 8 places with listings on the site, each once: those named
 * exactly first, then those whose name starts with the text, by listings, then (only when none does) those a typing
 * mistake or two away, nearest first; and the text as a keyword, before the places it outnumbers twice in listings.
 */
export const placeSuggestionsCall = apiCall({
  method: 'GET',
  path: '/location/suggestions/:siteId/:text',
  ...suggestions,
  example: { params: { siteId: '1', text: 'tra' } },
})

/** GET /api/location/suggestions/{siteId}/{text}/all: the same, places without listings too (a seller's place). */
export const allPlaceSuggestionsCall = apiCall({
  method: 'GET',
  path: '/location/suggestions/:siteId/:text/all',
  ...suggestions,
  example: { params: { siteId: '1', text: 'montanna' } },
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
