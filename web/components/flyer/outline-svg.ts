import type { CountyGeometry } from '../../api/county-outline.ts'

// A county drawn without a map library: longitude and latitude projected equirectangularly, longitude scaled by the
// cosine of the county's middle latitude so the shape is not stretched wide (a degree of longitude in Montana is
// two thirds of one at the equator), then fitted into a fixed box, centred, with the aspect kept.

export interface OutlineBox {
  width: number
  height: number
  /** Space kept clear on every side, so the stroke and the marker are not cut at the edge. */
  padding: number
}

export interface OutlineDrawing {
  viewBox: string
  /** Every ring as one path; draw it with fill-rule evenodd so a ring inside another stays a hole. */
  path: string
  /** Where the point falls, or null when none was given or it falls outside the box (a point off its county). */
  point: { x: number; y: number } | null
}

type Position = [number, number]

const oneDecimal = (value: number) => Math.round(value * 10) / 10

/**
 * Longitude as drawn: a county across the antimeridian (the Aleutians, from 172°E to 179°W) is drawn west of it, its
 * eastern part moved by 360°, so it stays one piece instead of spanning the globe.
 */
function longitudeFor(rings: Position[][]): (lng: number) => number {
  const longitudes = rings.flat(1).map(([lng]) => lng)
  const wraps = Math.max(...longitudes) - Math.min(...longitudes) > 180
  return (lng) => (wraps && lng > 0 ? lng - 360 : lng)
}

export function outlineDrawing(
  geometry: CountyGeometry,
  box: OutlineBox,
  point?: { lat: number; lng: number },
): OutlineDrawing {
  const rings = (geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat(1)) as Position[][]
  const longitude = longitudeFor(rings)
  const lats = rings.flat(1).map(([, lat]) => lat)
  const middleLat = (Math.min(...lats) + Math.max(...lats)) / 2
  const xScale = Math.cos((middleLat * Math.PI) / 180)
  const project = ([lng, lat]: Position): Position => [longitude(lng) * xScale, -lat]
  const projected = rings.flat(1).map(project)
  const xs = projected.map(([x]) => x)
  const ys = projected.map(([, y]) => y)
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)]
  // A degenerate outline (one point, a line) still gets a finite scale.
  const spanX = Math.max(Math.max(...xs) - minX, 1e-9)
  const spanY = Math.max(Math.max(...ys) - minY, 1e-9)
  const scale = Math.min((box.width - 2 * box.padding) / spanX, (box.height - 2 * box.padding) / spanY)
  const left = (box.width - spanX * scale) / 2
  const top = (box.height - spanY * scale) / 2
  const toBox = (position: Position): Position => {
    const [x, y] = project(position)
    return [left + (x - minX) * scale, top + (y - minY) * scale]
  }
  const path = rings
    .map((ring) => `M${ring.map((position) => toBox(position).map(oneDecimal).join(' ')).join('L')}Z`)
    .join('')
  return {
    viewBox: `0 0 ${box.width} ${box.height}`,
    path,
    point: point ? pointIn(box, toBox([point.lng, point.lat])) : null,
  }
}

/** The point in the box, or null when it falls outside (a listing whose point is not in its county). */
function pointIn(box: OutlineBox, at: Position): { x: number; y: number } | null {
  const [x, y] = at
  if (x < 0 || y < 0 || x > box.width || y > box.height) return null
  return { x: oneDecimal(x), y: oneDecimal(y) }
}
