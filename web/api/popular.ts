import * as v from 'valibot'
import type { ApiFetch } from './api-client.ts'
import { apiCall, fetchCall } from './api-call.ts'
import { siteIdParam } from './site-id.ts'

const siteParams = v.object({ siteId: siteIdParam })

/** GET /api/popular/statenames/{siteId}: every state name, the most active listings first (footer, spec §7). */
export const stateNamesCall = apiCall({
  method: 'GET',
  path: '/popular/statenames/:siteId',
  params: siteParams,
  response: v.array(v.string()),
  example: { params: { siteId: '0' } },
})

/** GET /api/popular/PropertyTypeNames/{siteId}: property type names, the most listed first (spec §7). */
export const propertyTypeNamesCall = apiCall({
  method: 'GET',
  path: '/popular/PropertyTypeNames/:siteId',
  params: siteParams,
  response: v.array(v.string()),
  example: { params: { siteId: '1' } },
})

/** A state with its active listing count on a site. */
export const popularState = v.object({
  id: v.number(),
  name: v.string(),
  abbreviation: v.string(),
  slug: v.string(),
  listingCount: v.number(),
})
export type PopularState = v.InferOutput<typeof popularState>

// The footer lists: when a call fails they stay empty, silently (spec §8). Their queries are in site-queries.ts.
export const fetchStateNames = async (api: ApiFetch) => (await fetchCall(api, stateNamesCall, { siteId: 0 })) ?? []

export const fetchPropertyTypeNames = async (api: ApiFetch) =>
  (await fetchCall(api, propertyTypeNamesCall, { siteId: 0 })) ?? []
