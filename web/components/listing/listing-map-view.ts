import type { CountyGeometry } from '../../api/county-outline.ts'
import type { Ring } from '../../rules/boundary.ts'
import type { Bounds } from '../search/map-view.ts'

// Where a listing's map looks, as plain numbers (no map library here, so it tests on its own).

/** Around a listing whose county outline is not to be had: about 20 km each way, its surroundings in view. */
const pointOnlyMargin = 0.2

type Point = { lat: number; lng: number }

/**
 * The smallest view holding the listing's boundary (its own parcel, the closest look at where it is) or, without one,
 * the county's outline, with the listing's point either way (a point off its outline is still shown). Without either,
 * the area around the point. A shape across the antimeridian (the Aleutians, 172°E to 179°W) is seen as one piece, its
 * east longitudes moved by -360° (172°E is -188°), not as a view around the globe.
 */
export function listingMapBounds(geometry: CountyGeometry | null, point: Point, boundary: Ring | null = null): Bounds {
  const own: readonly [number, number] = [point.lng, point.lat]
  if (boundary) return extent([...boundary, own])
  if (!geometry) {
    const margin = pointOnlyMargin
    return { south: point.lat - margin, west: point.lng - margin, north: point.lat + margin, east: point.lng + margin }
  }
  const rings = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat(1)
  return extent([...rings.flat(1), own])
}

function extent(positions: readonly (readonly [number, number])[]): Bounds {
  const wraps = spread(positions.map(([lng]) => lng)) > 180
  const lngs = positions.map(([lng]) => (wraps && lng > 0 ? lng - 360 : lng))
  const lats = positions.map(([, lat]) => lat)
  return { south: least(lats), west: least(lngs), north: most(lats), east: most(lngs) }
}

// Reduced, not spread into Math.min: a county's outline can have more vertices than a call takes arguments.
const least = (values: number[]) => values.reduce((a, b) => Math.min(a, b))
const most = (values: number[]) => values.reduce((a, b) => Math.max(a, b))
const spread = (values: number[]) => most(values) - least(values)
