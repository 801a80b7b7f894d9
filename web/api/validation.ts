import * as v from 'valibot'
import { validationMessages } from '../rules/messages.ts'
import { apiCall } from './api-call.ts'

/** GET /api/validation/validatePhoneNumber/{phone}: whether the number exists, or could not be told (spec §7). */
export const validatePhoneCall = apiCall({
  method: 'GET',
  path: '/validation/validatePhoneNumber/:phone',
  params: v.object({ phone: v.pipe(v.string(), v.maxLength(32, validationMessages.phoneFormat)) }),
  response: v.object({ data: v.object({ success: v.boolean(), unableToValidate: v.boolean() }) }),
  example: { params: { phone: '512-555-0123' } },
})
