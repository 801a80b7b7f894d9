import type { CountyGeometry } from '../../api/county-outline.ts'
import { parseBoundary, type Ring } from '../../rules/boundary.ts'
import { listingMapBounds } from '../listing/listing-map-view.ts'
import { lower48, type Bounds } from '../search/map-view.ts'

// The seller's map in the add and edit listing forms (place-map.tsx), as plain values: the pin from the typed latitude
// and longitude and back, the boundary's corners from the boundary field's text and back, and where the map looks.
// No map library here, so it tests on its own.

export type Point = { lat: number; lng: number }

/** Six decimals: about 10 cm, finer than a finger on a map. */
const typedDegrees = (degrees: number) => String(Math.round(degrees * 1e6) / 1e6)

/** The pin of the typed fields, or null while they are not both a latitude and a longitude. */
export function pointOfTyped(latitude: string, longitude: string): Point | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null
  const lat = Number(latitude)
  const lng = Number(longitude)
  const within = Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
  return within ? { lat, lng } : null
}

/** The pin as the typed fields hold it. */
export const typedOfPoint = (point: Point) => ({
  latitude: typedDegrees(point.lat),
  longitude: typedDegrees(point.lng),
})

/** The corners of the boundary the field holds (its ring without the closing corner); none for no boundary or a bad one. */
export function cornersOfBoundary(text: string): Ring {
  if (text.trim() === '') return []
  const parsed = parseBoundary(text)
  return 'ring' in parsed ? parsed.ring.slice(0, -1) : []
}

/** The field's text of the corners tapped: a GeoJSON Polygon once there are three, none before. */
export function boundaryOfCorners(corners: Ring): string {
  if (corners.length < 3) return ''
  const ring = [...corners, corners[0]!].map(([lng, lat]) => [Number(typedDegrees(lng)), Number(typedDegrees(lat))])
  return JSON.stringify({ type: 'Polygon', coordinates: [ring] })
}

/**
 * Where the map looks: the corners and the pin, else the pin within its county, else the chosen county (a seller who
 * has placed nothing yet starts there), else the lower 48.
 */
export function placeMapView(county: CountyGeometry | null, point: Point | null, corners: Ring): Bounds {
  const ring = corners.length > 0 ? corners : null
  const anchor = point ?? (ring ? { lng: ring[0]![0], lat: ring[0]![1] } : null)
  if (anchor) return listingMapBounds(ring ? null : county, anchor, ring)
  if (!county) return lower48
  // A corner of the outline stands for the pin: it adds nothing to the outline's extent.
  const first = county.type === 'Polygon' ? county.coordinates[0]![0]! : county.coordinates[0]![0]![0]!
  return listingMapBounds(county, { lng: first[0]!, lat: first[1]! })
}
