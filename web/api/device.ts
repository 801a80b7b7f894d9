import * as v from 'valibot'
import { apiCall } from './api-call.ts'

export const deviceInfo = v.object({
  ipAddress: v.string(),
  city: v.string(),
  state: v.string(),
  stateId: v.number(),
  zip: v.string(),
  countryCode: v.string(),
})
export type DeviceInfo = v.InferOutput<typeof deviceInfo>

/** GET /api/device: where the visitor is (spec §7). */
export const deviceCall = apiCall({ method: 'GET', path: '/device', response: deviceInfo })
