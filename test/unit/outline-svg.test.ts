import { describe, expect, it } from 'vitest'
import type { CountyGeometry } from '../../web/api/county-outline.ts'
import { outlineDrawing } from '../../web/components/flyer/outline-svg.ts'

// The flyer's county sketch: a county's rings projected into a fixed box, the listing's point with them.

/** A ring around a square of `size` degrees with its south-west corner at (lng, lat). */
const squareRing = (lng: number, lat: number, size: number): [number, number][] => [
  [lng, lat],
  [lng + size, lat],
  [lng + size, lat + size],
  [lng, lat + size],
  [lng, lat],
]

const square = (lng: number, lat: number, size: number): CountyGeometry => ({
  type: 'Polygon',
  coordinates: [squareRing(lng, lat, size)],
})

/** The [x, y] of every vertex of a drawn path. */
const vertices = (path: string) =>
  [...path.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match) => [Number(match[1]), Number(match[2])] as const)

const extent = (points: readonly (readonly [number, number])[]) => {
  const xs = points.map(([x]) => x)
  const ys = points.map(([, y]) => y)
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) }
}

const box = { width: 240, height: 200, padding: 10 }

describe('outlineDrawing', () => {
  it('fits the outline into the box inside its padding, touching it on the tighter side, centred on the other', () => {
    const drawing = outlineDrawing(square(-98, 30, 1), box)
    expect(drawing.viewBox).toBe('0 0 240 200')
    const { minX, maxX, minY, maxY } = extent(vertices(drawing.path))
    // Taller than wide once longitude is scaled: top and bottom touch the padding.
    expect(minY).toBe(10)
    expect(maxY).toBe(190)
    expect(minX).toBeGreaterThan(10)
    expect(maxX).toBeLessThan(230)
    expect(minX + maxX).toBeCloseTo(240, 0)
  })

  it('keeps the aspect, a degree of longitude scaled by the cosine of the latitude', () => {
    for (const lat of [0, 45, 60]) {
      const { minX, maxX, minY, maxY } = extent(vertices(outlineDrawing(square(-100, lat - 0.5, 1), box).path))
      expect((maxX - minX) / (maxY - minY)).toBeCloseTo(Math.cos((lat * Math.PI) / 180), 2)
    }
  })

  it("marks the listing's point where it is in the county", () => {
    const drawing = outlineDrawing(square(-98, 30, 1), box, { lat: 30.5, lng: -97.5 })
    expect(drawing.point).toEqual({ x: 120, y: 100 })
    const corner = outlineDrawing(square(-98, 30, 1), box, { lat: 31, lng: -98 })
    const { minX, minY } = extent(vertices(corner.path))
    expect(corner.point).toEqual({ x: minX, y: minY })
  })

  it('leaves out a point that falls outside the box, and draws none when given none', () => {
    expect(outlineDrawing(square(-98, 30, 1), box, { lat: 0, lng: 0 }).point).toBeNull()
    expect(outlineDrawing(square(-98, 30, 1), box).point).toBeNull()
  })

  it('draws every ring of a multipolygon as its own closed subpath', () => {
    const islands: CountyGeometry = {
      type: 'MultiPolygon',
      coordinates: [[squareRing(-98, 30, 1)], [squareRing(-96, 30, 0.5)]],
    }
    const { path } = outlineDrawing(islands, box)
    expect(path.match(/M/g)).toHaveLength(2)
    expect(path.match(/Z/g)).toHaveLength(2)
    const { minX, maxX } = extent(vertices(path))
    expect([minX, maxX]).toEqual([10, 230])
  })

  it('keeps a county across the antimeridian in one piece', () => {
    const aleutians: CountyGeometry = {
      type: 'MultiPolygon',
      coordinates: [[squareRing(178, 51, 1)], [squareRing(-179.5, 51, 1)]],
    }
    const drawing = outlineDrawing(aleutians, box, { lat: 51.5, lng: 178.5 })
    const { minX, maxX } = extent(vertices(drawing.path))
    // 2.5 degrees wide, not 358: the two islands fill the width together.
    expect([minX, maxX]).toEqual([10, 230])
    expect(drawing.point!.x).toBeLessThan(120)
  })
})
