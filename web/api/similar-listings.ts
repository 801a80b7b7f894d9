import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { ApiFetch } from './api-client.ts'
import { apiCall, getCall } from './api-call.ts'
import { listingDetailCall } from './listing-detail.ts'
import { searchListing } from './search-listing.ts'

// The listings a detail page suggests beside the one shown. The worker chooses them in
// worker/listings/similar-listings.ts and serves them in worker/api/listing-routes.ts.

/** How many similar listings a detail page shows at most. */
export const similarListingsLimit = 8

/**
 * GET /api/property/similar/{siteId}/{propertyId}: up to 8 active listings of the site like this one, as cards, the
 * most alike first (same county, then same state; a shared property type; nearest in acres and price). 404 for an id
 * the site does not have, as the detail call.
 */
export const similarListingsCall = apiCall({
  method: 'GET',
  path: '/property/similar/:siteId/:propertyId',
  params: listingDetailCall.params,
  response: v.pipe(v.array(searchListing), v.maxLength(similarListingsLimit)),
  example: { params: { siteId: '1', propertyId: '1000001' } },
})

export const similarListingsQuery = (api: ApiFetch, siteId: number, propertyId: number) =>
  queryOptions({
    queryKey: ['similar', siteId, propertyId],
    queryFn: () => getCall(api, similarListingsCall, { siteId, propertyId }),
    staleTime: 60_000,
  })
