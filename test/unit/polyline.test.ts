import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodePolyline, encodePolyline, type LatLng } from '../../web/search/polyline.ts'

// The drawn area of a search travels as Google's encoded polyline: what the map encodes, the worker must read back
// as the same corners to 5 decimals, and text that is no polyline must read as null rather than as some other area.

const runs = 1000
/** 5 decimals, as the polyline keeps them; + 0 because a tiny negative rounds to -0, which decodes as 0. */
const round5 = (value: number) => Math.round(value * 1e5) / 1e5 + 0

const latitude = fc.double({ min: -90, max: 90, noNaN: true })
const longitude = fc.double({ min: -180, max: 180, noNaN: true })
const point = fc.tuple(latitude, longitude)

describe('encoded polylines', () => {
  it("encodes and decodes Google's documented example", () => {
    const points: LatLng[] = [
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ]
    expect(encodePolyline(points)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@')
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual(points)
  })

  it("encodes Google's documented single value and the edges of the map", () => {
    // -179.9832104 is Google's worked example of one coordinate: `~oia@ (after the latitude 0, '?').
    expect(encodePolyline([[0, -179.9832104]])).toBe('?`~oia@')
    expect(encodePolyline([])).toBe('')
    expect(decodePolyline('')).toEqual([])
    const corners: LatLng[] = [
      [90, 180],
      [-90, -180],
      [0, 0],
    ]
    expect(decodePolyline(encodePolyline(corners))).toEqual(corners)
  })

  it('round-trips any points, rounded to 5 decimals', () => {
    fc.assert(
      fc.property(fc.array(point, { maxLength: 50 }), (points) => {
        const expected = points.map(([lat, lng]) => [round5(lat), round5(lng)])
        const text = encodePolyline(points)
        expect(text).toMatch(/^[?-~]*$/)
        expect(decodePolyline(text)).toEqual(expected)
      }),
      { numRuns: runs },
    )
  })

  it('refuses points off the map when encoding', () => {
    expect(() => encodePolyline([[91, 0]])).toThrow(RangeError)
    expect(() => encodePolyline([[0, -180.5]])).toThrow(RangeError)
    expect(() => encodePolyline([[Number.NaN, 0]])).toThrow(RangeError)
  })

  it('reads malformed text as null', () => {
    expect(decodePolyline('_p~iF')).toBeNull() // a latitude without its longitude
    expect(decodePolyline('_p~iF~ps|')).toBeNull() // a number cut off mid-way
    expect(decodePolyline('_p~iF ps|U')).toBeNull() // a character below '?'
    expect(decodePolyline('~~~~~~~~~~~~~~?')).toBeNull() // more chunks than any coordinate has
    expect(decodePolyline('_gjaR?')).toBeNull() // latitude 100
  })
})
