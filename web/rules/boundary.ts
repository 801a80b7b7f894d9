// A listing's boundary (issue 31): one outer ring of [longitude, latitude] points, as GeoJSON orders them, first
// point repeated last. Sellers and land feeds send it as GeoJSON or KML; the page draws it and sets the acres it
// measures beside the acres the seller states.

export type Ring = [number, number][]

/** Square metres in an acre (the international acre: 4,046.8564224 m²). */
const squareMetresPerAcre = 4046.8564224
/** The WGS84 equatorial radius, in metres: the sphere the area formula works on (as GeoJSON tools use). */
const earthRadius = 6_378_137

export const boundaryLimits = {
  /** The most points a boundary may have: a surveyed parcel has tens, a traced one a few hundred. */
  maxPoints: 2000,
  /** The most it keeps: a ring of this many is at most 5 KB gzipped in the page (issue 31's budget). */
  keptPoints: 400,
  /** The most bytes of GeoJSON or KML a boundary may be sent as. */
  maxBytes: 200_000,
} as const

/** Stated and measured acres differ enough to say so above this share (5 %). */
const acreageMismatchShare = 0.05

const radians = (degrees: number) => (degrees * Math.PI) / 180

/**
 * The area a ring encloses on the sphere, in acres (the spherical excess of the polygon, as Chamberlain and Duquette
 * give it for GIS: Σ (λ₂ − λ₁)(2 + sin φ₁ + sin φ₂) · R² / 2). For parcels it agrees with a survey to a fraction of a
 * percent; a flat-map (equirectangular) sum would be off by the cosine of the latitude's spread.
 */
export function ringAcres(ring: Ring): number {
  let sum = 0
  for (let i = 0; i < ring.length - 1; i++) {
    const [lng1, lat1] = ring[i]!
    const [lng2, lat2] = ring[i + 1]!
    sum += radians(lng2 - lng1) * (2 + Math.sin(radians(lat1)) + Math.sin(radians(lat2)))
  }
  return Math.abs((sum * earthRadius * earthRadius) / 2) / squareMetresPerAcre
}

/** How far measured acres are from stated ones, as a share of the stated (0.1: 10 % more or less). */
export const acreageDifference = (stated: number, measured: number) =>
  stated > 0 ? Math.abs(measured - stated) / stated : 0

/** Whether a page says the stated and measured acres differ (more than 5 %). */
export const acreageDiffers = (stated: number, measured: number) =>
  acreageDifference(stated, measured) > acreageMismatchShare

/** The problem with a ring, in words a seller can act on, or null when it is a boundary. */
function ringProblem(ring: Ring): string | null {
  if (ring.length < 4) return 'A boundary needs at least three corners.'
  if (ring.length > boundaryLimits.maxPoints) return `A boundary may have at most ${boundaryLimits.maxPoints} points.`
  for (const point of ring) {
    const [lng, lat] = point
    if (point.length !== 2 || !Number.isFinite(lng) || !Number.isFinite(lat)) {
      return 'Each point of a boundary must be a longitude and a latitude.'
    }
    if (lng < -180 || lng > 180 || lat < -90 || lat > 90) return 'A boundary point lies outside the map.'
  }
  const [firstLng, firstLat] = ring[0]!
  const [lastLng, lastLat] = ring[ring.length - 1]!
  if (firstLng !== lastLng || firstLat !== lastLat) return 'A boundary must end where it starts.'
  if (ringAcres(ring) < 0.001) return 'A boundary must enclose an area.'
  return null
}

/** The ring closed (first point repeated last) and rounded to 6 decimals (about 10 cm: a survey's own precision). */
function normalized(points: number[][]): Ring {
  const ring = points.map((point) => [round6(point[0]!), round6(point[1]!)] as [number, number])
  const first = ring[0]
  const last = ring[ring.length - 1]
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push([first[0], first[1]])
  return ring
}
const round6 = (value: number) => Math.round(value * 1e6) / 1e6

/** The outer ring of the first polygon of a GeoJSON geometry, feature or feature collection; null when none. */
function geoJsonRing(value: unknown): number[][] | null {
  if (!value || typeof value !== 'object') return null
  const object = value as { type?: unknown; coordinates?: unknown; geometry?: unknown; features?: unknown }
  if (object.type === 'FeatureCollection' && Array.isArray(object.features)) {
    for (const feature of object.features) {
      const ring = geoJsonRing(feature)
      if (ring) return ring
    }
    return null
  }
  if (object.type === 'Feature') return geoJsonRing(object.geometry)
  const points = (ring: unknown) =>
    Array.isArray(ring) && ring.every((point) => Array.isArray(point) && point.every((n) => typeof n === 'number'))
      ? (ring as number[][]).map((point) => point.slice(0, 2))
      : null
  if (object.type === 'Polygon' && Array.isArray(object.coordinates)) return points(object.coordinates[0])
  if (object.type === 'MultiPolygon' && Array.isArray(object.coordinates) && Array.isArray(object.coordinates[0])) {
    return points(object.coordinates[0][0])
  }
  return null
}

/** The outer boundary of the first Polygon of a KML document ("lng,lat[,alt]" tuples); null when none. */
function kmlRing(text: string): number[][] | null {
  const polygon = /<Polygon\b[\s\S]*?<\/Polygon>/i.exec(text)?.[0]
  if (!polygon) return null
  const outer = /<outerBoundaryIs\b[\s\S]*?<\/outerBoundaryIs>/i.exec(polygon)?.[0] ?? polygon
  const coordinates = /<coordinates>([\s\S]*?)<\/coordinates>/i.exec(outer)?.[1]
  if (coordinates === undefined) return null
  return coordinates
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((tuple) => tuple.split(',').map(Number))
}

/**
 * A boundary as a seller or feed sends it: GeoJSON (a Polygon, MultiPolygon, Feature or FeatureCollection, as an
 * object or as text) or KML text. The ring, or the problem in words.
 */
export function parseBoundary(input: unknown): { ring: Ring } | { problem: string } {
  let value = input
  if (typeof input === 'string') {
    const text = input.trim()
    if (text.length > boundaryLimits.maxBytes) {
      return { problem: `A boundary file may be at most ${boundaryLimits.maxBytes / 1000} KB.` }
    }
    if (text.startsWith('<')) {
      const points = kmlRing(text)
      if (!points) return { problem: 'The KML has no polygon.' }
      return checked(points)
    }
    try {
      value = JSON.parse(text)
    } catch {
      return { problem: 'A boundary must be GeoJSON or KML.' }
    }
  }
  const points = geoJsonRing(value)
  if (!points) return { problem: 'The GeoJSON has no polygon.' }
  return checked(points)
}

function checked(points: number[][]): { ring: Ring } | { problem: string } {
  if (points.some((point) => point.length < 2 || point.some((n) => !Number.isFinite(n)))) {
    return { problem: 'Each point of a boundary must be a longitude and a latitude.' }
  }
  const ring = normalized(points)
  const problem = ringProblem(ring)
  return problem ? { problem } : { ring: ringForPage(ring) }
}

/** Distance of p from the segment a–b, in degrees scaled by the latitude (near enough to compare within a parcel). */
function offset(p: [number, number], a: [number, number], b: [number, number], scale: number): number {
  const [px, py, ax, ay, bx, by] = [p[0] * scale, p[1], a[0] * scale, a[1], b[0] * scale, b[1]]
  const dx = bx - ax
  const dy = by - ay
  const length = dx * dx + dy * dy
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length))
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy))
}

/** The ring's points Douglas–Peucker keeps at `tolerance` (the first and last always). */
function kept(ring: Ring, tolerance: number, scale: number): Ring {
  const keep = new Uint8Array(ring.length)
  keep[0] = 1
  keep[ring.length - 1] = 1
  const stack: [number, number][] = [[0, ring.length - 1]]
  while (stack.length) {
    const [from, to] = stack.pop()!
    let farthest = -1
    let distance = tolerance
    for (let i = from + 1; i < to; i++) {
      const d = offset(ring[i]!, ring[from]!, ring[to]!, scale)
      if (d > distance) [farthest, distance] = [i, d]
    }
    if (farthest < 0) continue
    keep[farthest] = 1
    stack.push([from, farthest], [farthest, to])
  }
  return ring.filter((_, i) => keep[i])
}

/**
 * A ring of at most keptPoints points: a traced boundary of thousands of points is simplified (Douglas–Peucker, the
 * tolerance doubled from 10 cm until it fits), which moves its measured acres by a fraction of a percent.
 */
function ringForPage(ring: Ring): Ring {
  if (ring.length <= boundaryLimits.keptPoints) return ring
  const scale = Math.cos((ring[0]![1] * Math.PI) / 180)
  let tolerance = 1e-6
  let simplified = kept(ring, tolerance, scale)
  while (simplified.length > boundaryLimits.keptPoints) simplified = kept(ring, (tolerance *= 2), scale)
  return simplified
}
