import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { ApiFetch } from './api-client.ts'
import { apiCall, getCall } from './api-call.ts'
import { siteIdParam } from './site-id.ts'

// Listing boundaries on the search map (issue 31): drawn from the spec's parcel zoom, where a view holds a few
// parcels, never a county's worth. Served by worker/api/map-boundary-routes.ts.

/**
 * The spec's parcel zoom (§9), counted as the search criteria count mapZoomLevel: Google's 256-pixel tiles, one
 * level above MapLibre's for the same view (web/components/search/map-view.ts).
 */
export const parcelZoom = 15

/** The widest map the boundaries are sent for at the parcel zoom: a 4K screen's width, in pixels. */
const widestMapPixels = 4096

/** Degrees of longitude a map of widestMapPixels shows at the parcel zoom (a degree of latitude takes more pixels). */
export const maxParcelViewDegrees = (widestMapPixels * 360) / (256 * 2 ** parcelZoom)

/** The most boundaries one view is answered with: a parcel-zoom view holds far fewer listings. */
export const maxMapBoundaries = 300

/** A map view: south-west and north-east corners in degrees. */
export interface BoundaryView {
  south: number
  west: number
  north: number
  east: number
}

const decimal = String.raw`-?\d{1,3}(\.\d{1,7})?`

/** {bounds}: 'south,west,north,east' in degrees, a view no wider than the parcel zoom shows. */
const boundsParam = v.pipe(
  v.string(),
  v.regex(
    new RegExp(`^${decimal}(,${decimal}){3}$`),
    'bounds must be south,west,north,east in degrees (up to 7 decimals)',
  ),
  v.transform((text): BoundaryView => {
    const [south, west, north, east] = text.split(',').map(Number) as [number, number, number, number]
    return { south, west, north, east }
  }),
  v.check(
    (view) => Math.abs(view.south) <= 90 && Math.abs(view.north) <= 90,
    'bounds: a latitude must be between -90 and 90',
  ),
  v.check(
    (view) => Math.abs(view.west) <= 180 && Math.abs(view.east) <= 180,
    'bounds: a longitude must be between -180 and 180',
  ),
  v.check(
    (view) => view.south < view.north && view.west < view.east,
    'bounds: south must be below north, west of east',
  ),
  v.check(
    (view) => view.north - view.south <= maxParcelViewDegrees && view.east - view.west <= maxParcelViewDegrees,
    `bounds must be a view at zoom ${parcelZoom} or closer: at most ${maxParcelViewDegrees.toFixed(4)} degrees across`,
  ),
)

export const mapBoundaries = v.object({
  /** Each listing's outer ring, [longitude, latitude] pairs, closed (web/rules/boundary.ts). */
  boundaries: v.array(v.object({ listingId: v.number(), ring: v.array(v.tuple([v.number(), v.number()])) })),
})
export type MapBoundaries = v.InferOutput<typeof mapBoundaries>

/**
 * GET /api/map/boundaries/{siteId}/{south,west,north,east}: the boundaries of the site's listings whose point lies in
 * the view, at most maxMapBoundaries; 400 naming bounds for a view wider than the parcel zoom shows.
 */
export const mapBoundariesCall = apiCall({
  method: 'GET',
  path: '/map/boundaries/:siteId/:bounds',
  params: v.object({ siteId: siteIdParam, bounds: boundsParam }),
  response: mapBoundaries,
  example: { params: { siteId: '1', bounds: '30.45,-99.8,30.55,-99.7' } },
})

/** The view as {bounds} says it: corners to 5 decimals (about a metre), so a view's key does not change with noise. */
export const boundsText = (view: BoundaryView) =>
  [view.south, view.west, view.north, view.east].map((degrees) => Math.round(degrees * 1e5) / 1e5).join(',')

export const mapBoundariesQuery = (api: ApiFetch, siteId: number, bounds: string) =>
  queryOptions({
    queryKey: ['mapBoundaries', siteId, bounds],
    queryFn: () => getCall(api, mapBoundariesCall, { siteId, bounds }),
    staleTime: 60_000,
  })
