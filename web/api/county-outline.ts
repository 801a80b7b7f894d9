import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { ApiFetch } from './api-client.ts'
import { apiCall, getCall } from './api-call.ts'

// A county's outline for drawings that need no map library: the flyer's county sketch and the listing map. The shapes
// are the project's county GeoJSON (public/geo/counties.geojson), served by worker/api/location-routes.ts.

/** [longitude, latitude], as GeoJSON orders them. */
const position = v.tuple([v.number(), v.number()])
const ring = v.array(position)

// A union, not v.variant: the two differ in `type` alone, and valibot's every function any chunk uses sits in every
// page's first script (test/unit/first-script-budget.test.ts), where variant was the only use of its code.
const countyGeometry = v.union([
  v.object({ type: v.literal('Polygon'), coordinates: v.array(ring) }),
  v.object({ type: v.literal('MultiPolygon'), coordinates: v.array(v.array(ring)) }),
])
export type CountyGeometry = v.InferOutput<typeof countyGeometry>

export const countyOutline = v.object({
  /** The county's FIPS code as a number (48453), the same id as a listing's countyId. */
  countyId: v.number(),
  /** 'Travis County', 'Orleans Parish'. */
  name: v.string(),
  geometry: countyGeometry,
})
export type CountyOutline = v.InferOutput<typeof countyOutline>

/** GET /api/location/countyOutline/{countyId}: the county's outline; 404 naming countyId for a county there is not. */
export const countyOutlineCall = apiCall({
  method: 'GET',
  path: '/location/countyOutline/:countyId',
  params: v.object({
    countyId: v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,4}$/, 'countyId must be a county FIPS code (1 to 5 digits)'),
      v.transform(Number),
    ),
  }),
  response: countyOutline,
  example: { params: { countyId: '48453' } },
})

export const countyOutlineQuery = (api: ApiFetch, countyId: number) =>
  queryOptions({
    queryKey: ['countyOutline', countyId],
    queryFn: () => getCall(api, countyOutlineCall, { countyId }),
    // County lines do not move while a page is open.
    staleTime: Infinity,
  })
