import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { ApiFetch } from './api-client.ts'
import { apiCall, fetchCall } from './api-call.ts'

/**
 * A coordinate of the visitor's rough point, or null when it is unknown. An answer without one (an upstream that
 * only knows the spec's fields) reads as unknown rather than as no answer at all.
 */
const roughCoordinate = v.optional(v.nullable(v.number()), null)

export const deviceInfo = v.object({
  ipAddress: v.string(),
  city: v.string(),
  state: v.string(),
  stateId: v.number(),
  zip: v.string(),
  countryCode: v.string(),
  /** Where the connection comes from, about a town's width (the platform's request data); US connections only. */
  latitude: roughCoordinate,
  longitude: roughCoordinate,
})
export type DeviceInfo = v.InferOutput<typeof deviceInfo>

/** GET /api/device: where the visitor is (spec §7). */
export const deviceCall = apiCall({ method: 'GET', path: '/device', response: deviceInfo })

/** The visitor's connection moves seldom within a visit: asked once, kept for half an hour. */
export const deviceQuery = (api: ApiFetch) =>
  queryOptions({ queryKey: ['device'], queryFn: () => fetchCall(api, deviceCall), staleTime: 30 * 60_000 })
