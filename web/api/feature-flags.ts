import * as v from 'valibot'
import { apiCall } from './api-call.ts'

export const featureFlagName = v.pipe(
  v.string(),
  v.minLength(1, 'name is required'),
  v.maxLength(64, 'name must be at most 64 characters'),
  v.regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'name may hold letters, digits, dots, dashes and underscores'),
)

/** GET /api/featureflag/{name}: the flag's value for the asking site; unknown flags are false (spec §7). */
export const featureFlagCall = apiCall({
  method: 'GET',
  path: '/featureflag/:name',
  params: v.object({ name: featureFlagName }),
  response: v.object({ value: v.boolean() }),
  example: { params: { name: 'financeCenter' } },
})
