// Google's encoded polyline algorithm (5 decimal places), the form of a drawn map area in search criteria
// (mapEncodedCords): each coordinate is the difference from the previous one in 1e-5 degrees, zig-zag encoded and
// written in 5-bit chunks as the characters '?' (63) to '~' (126), low chunk first, 0x20 marking "more follows".

export type LatLng = readonly [lat: number, lng: number]

const scale = 1e5

/** The polyline of the points, each rounded to 5 decimals. Throws a RangeError on a point no polyline can hold. */
export function encodePolyline(points: readonly LatLng[]): string {
  let text = ''
  let lastLat = 0
  let lastLng = 0
  for (const [lat, lng] of points) {
    if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) throw new RangeError(`not a point on the map: ${lat}, ${lng}`)
    const scaledLat = Math.round(lat * scale)
    const scaledLng = Math.round(lng * scale)
    text += encodeDelta(scaledLat - lastLat) + encodeDelta(scaledLng - lastLng)
    lastLat = scaledLat
    lastLng = scaledLng
  }
  return text
}

function encodeDelta(delta: number): string {
  // Zig-zag: the sign goes to the lowest bit, so small negative numbers stay short.
  let value = delta < 0 ? ~(delta << 1) : delta << 1
  let text = ''
  while (value >= 0x20) {
    text += String.fromCharCode((0x20 | (value & 0x1f)) + 63)
    value >>= 5
  }
  return text + String.fromCharCode(value + 63)
}

/** The points of an encoded polyline, or null when the text is not one (a stray character, a cut-off number). */
export function decodePolyline(encoded: string): LatLng[] | null {
  const points: LatLng[] = []
  let index = 0
  let lat = 0
  let lng = 0
  const nextDelta = (): number | null => {
    let result = 0
    let shift = 0
    for (;;) {
      // More than seven chunks would overflow 32 bits: no coordinate needs them.
      if (index >= encoded.length || shift > 30) return null
      const chunk = encoded.charCodeAt(index++) - 63
      if (chunk < 0 || chunk > 63) return null
      result |= (chunk & 0x1f) << shift
      shift += 5
      if (chunk < 0x20) break
    }
    return result & 1 ? ~(result >> 1) : result >> 1
  }
  while (index < encoded.length) {
    const dLat = nextDelta()
    const dLng = dLat === null ? null : nextDelta()
    if (dLat === null || dLng === null) return null
    lat += dLat
    lng += dLng
    if (Math.abs(lat) > 90 * scale || Math.abs(lng) > 180 * scale) return null
    points.push([lat / scale, lng / scale])
  }
  return points
}
