import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { ApiFetch } from './api-client.ts'
import { apiCall, fetchCall } from './api-call.ts'

export const featureFlagName = v.pipe(
  v.string(),
  v.minLength(1, 'name is required'),
  v.maxLength(64, 'name must be at most 64 characters'),
  v.regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'name may hold letters, digits, dots, dashes and underscores'),
)

/**
 * Every flag the pages read, with what it does as the dashboard says it. The dashboard lists these and sets only
 * these: a flag nothing reads would be a switch that does nothing.
 */
export const featureFlagDescriptions = {
  financeCenter:
    'The Finance Center (lenders by state) on /financing, on the sites that have one; off: the loan guide.',
  savedSearchPopover: 'The "Get new matches by email" nudge beside Save search on wide screens, once in 30 days.',
} as const
export type FeatureFlag = keyof typeof featureFlagDescriptions

export const featureFlagNames = Object.keys(featureFlagDescriptions) as FeatureFlag[]

/** A flag the dashboard may set. */
export const knownFeatureFlag = v.picklist(featureFlagNames, `name must be one of ${featureFlagNames.join(', ')}`)

/** GET /api/featureflag/{name}: the flag's value for the asking site; unknown flags are false (spec §7). */
export const featureFlagCall = apiCall({
  method: 'GET',
  path: '/featureflag/:name',
  params: v.object({ name: featureFlagName }),
  response: v.object({ value: v.boolean() }),
  example: { params: { name: 'financeCenter' } },
})

/** A flag's value on the asking site; a failed call is false (spec §7). */
export const featureFlagValue = async (api: ApiFetch, name: FeatureFlag) =>
  (await fetchCall(api, featureFlagCall, { name }))?.value ?? false

/** A flag's value on the site, asked when a page needs it. */
export const featureFlagQuery = (api: ApiFetch, siteId: number, name: FeatureFlag) =>
  queryOptions({
    queryKey: ['featureflag', name, siteId],
    queryFn: () => featureFlagValue(api, name),
    staleTime: 10 * 60_000,
  })
