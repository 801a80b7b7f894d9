import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { BrandConfig } from '../../brands/brand-config.ts'
import { usStates } from '../rules/us-states.ts'
import type { ApiFetch } from './api-client.ts'
import { apiCall, fetchCall } from './api-call.ts'
import { featureFlagValue } from './feature-flags.ts'

// The finance center (spec §1, §7): lenders of land loans and the places they serve, shown on the brand whose config
// has one while the financeCenter flag is on. The worker answers from D1 in worker/api/finance-routes.ts.

/** The kinds of place a lender serves and a search of lenders names (spec §7 financeByLocationData {type}). */
export const financeAreaTypes = ['state', 'county', 'region', 'city'] as const
export type FinanceAreaType = (typeof financeAreaTypes)[number]

/** A place a lender serves, by name: 'Texas', 'Kimble County', 'Central Texas', 'Junction'. */
const financeArea = v.object({
  type: v.picklist(financeAreaTypes),
  name: v.string(),
  stateAbbreviation: v.string(),
})
export type FinanceArea = v.InferOutput<typeof financeArea>

/** Who a lender is and how to reach them: every page that names a lender shows these. */
export const lenderContact = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  phone: v.string(),
  email: v.string(),
  url: v.string(),
})

/** A lender: who they are, how to reach them, and the places they serve (those asked about, or all of them). */
const financeCenter = v.object({
  ...lenderContact.entries,
  logoId: v.nullable(v.number()),
  areas: v.array(financeArea),
})
export type FinanceCenter = v.InferOutput<typeof financeCenter>

/** How many places one search of lenders may name: a search's counties or cities, never a whole list of a state's. */
export const financePlaceLimit = 50

const wholeNumber = /^[1-9]\d{0,9}$/

const stateIdParam = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d?$/, 'stateId must be a state FIPS code (1 to 2 digits)'),
  v.transform(Number),
  v.check((id) => usStates.some((state) => state.id === id), 'stateId must be a state FIPS code'),
)

const placeIdsParam = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,9}(-[1-9]\d{0,9})*$/, 'ids must be place ids joined by hyphens'),
  v.transform((text) => [...new Set(text.split('-').map(Number))]),
  v.maxLength(financePlaceLimit, `ids may name at most ${financePlaceLimit} places`),
)

/**
 * GET /api/location/financeByLocationData/{type}/{stateId}/{ids joined by '-'} (spec §7): the active lenders serving
 * any of the places, each with the areas by which it serves them, the most local first. A county is served by a
 * lender of the county, of its region, of a city in it or of its whole state; a state by every lender of the state.
 * A state's ids are the state's own id; places not in the state serve nothing.
 */
export const financeByLocationCall = apiCall({
  method: 'GET',
  path: '/location/financeByLocationData/:type/:stateId/:ids',
  params: v.pipe(
    v.object({
      type: v.picklist(financeAreaTypes, `type must be one of ${financeAreaTypes.join(', ')}`),
      stateId: stateIdParam,
      ids: placeIdsParam,
    }),
    v.forward(
      v.check(
        ({ type, stateId, ids }) => type !== 'state' || ids.every((id) => id === stateId),
        'ids of a state must be its stateId',
      ),
      ['ids'],
    ),
  ),
  response: v.array(financeCenter),
  // Kimble County, TX: the seed's fixture listings are there, and Texas has a lender state-wide.
  example: { params: { type: 'county', stateId: '48', ids: '48267' } },
})

/** GET /api/content/financeCenterFullInfo/{id} (spec §7): one lender with every place it serves; null for no lender. */
export const financeCenterFullInfoCall = apiCall({
  method: 'GET',
  path: '/content/financeCenterFullInfo/:id',
  params: v.object({
    id: v.pipe(v.string(), v.regex(wholeNumber, 'id must be a finance center id'), v.transform(Number)),
  }),
  response: v.nullable(financeCenter),
  example: { params: { id: '1' } },
})

/** A place to find lenders for: its kind, its state, and its ids of that kind. */
export interface FinancePlace {
  type: FinanceAreaType
  stateId: number
  ids: readonly number[]
}

/** A whole state, as a place to find lenders for: every lender of the state. */
export const statePlace = (stateId: number): FinancePlace => ({ type: 'state', stateId, ids: [stateId] })

const lenderTime = 10 * 60_000

/**
 * Whether the site shows its finance center: the brand has one (brand config) and the financeCenter flag is on
 * (GET /api/featureflag/financeCenter; a failed call is false, spec §7).
 */
export const financeCenterShownQuery = (api: ApiFetch, brand: BrandConfig) =>
  queryOptions({
    queryKey: ['featureflag', 'financeCenter', brand.siteId],
    queryFn: async () => brand.features.financeCenter && (await featureFlagValue(api, 'financeCenter')),
    staleTime: lenderTime,
  })

/** The lenders serving a place; null when the call failed (spec §8: finance calls not OK return null). */
export const lendersByLocationQuery = (api: ApiFetch, place: FinancePlace) =>
  queryOptions({
    queryKey: ['finance', 'byLocation', place.type, place.stateId, place.ids.join('-')],
    queryFn: () =>
      fetchCall(api, financeByLocationCall, { type: place.type, stateId: place.stateId, ids: place.ids.join('-') }),
    staleTime: lenderTime,
  })

/** One lender in full; null for a lender there is not, or a failed call. */
export const financeCenterInfoQuery = (api: ApiFetch, id: number) =>
  queryOptions({
    queryKey: ['finance', 'center', id],
    queryFn: () => fetchCall(api, financeCenterFullInfoCall, { id }),
    staleTime: lenderTime,
  })
