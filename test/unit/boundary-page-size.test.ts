import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { parseBoundary, ringAcres, type Ring } from '../../web/rules/boundary.ts'

// Issue 31's budget: a boundary adds at most 5 KB gzip to a listing page. A traced boundary of 2,000 points (the most
// a seller may send) is simplified to 400 before it is stored, which keeps its measured acres within a fraction of a
// percent.

/** A wobbly traced parcel of `points` points around Junction, TX (about 640 acres). */
function traced(points: number): Ring {
  const ring: Ring = []
  for (let i = 0; i < points; i++) {
    const angle = (2 * Math.PI * i) / points
    const wobble = 1 + 0.03 * Math.sin(angle * 37) + 0.01 * Math.sin(angle * 211)
    ring.push([-99.77 + 0.0185 * wobble * Math.cos(angle), 30.49 + 0.016 * wobble * Math.sin(angle)])
  }
  ring.push(ring[0]!)
  return ring
}

describe('a boundary in a listing page', () => {
  it('is at most 5 KB gzipped however many points the seller sent, with its acres kept', () => {
    const sent = traced(1999)
    const parsed = parseBoundary({ type: 'Polygon', coordinates: [sent] })
    if (!('ring' in parsed)) throw new Error(parsed.problem)
    expect(parsed.ring.length).toBeLessThanOrEqual(400)
    expect(gzipSync(JSON.stringify({ ring: parsed.ring, source: 'seller' })).length).toBeLessThanOrEqual(5 * 1024)
    expect(Math.abs(ringAcres(parsed.ring) / ringAcres(sent) - 1)).toBeLessThan(0.005)
  })

  it('keeps a boundary of a few hundred points as it was sent', () => {
    const sent = traced(300)
    const parsed = parseBoundary({ type: 'Polygon', coordinates: [sent] })
    if (!('ring' in parsed)) throw new Error(parsed.problem)
    expect(parsed.ring).toEqual(sent.map(([lng, lat]) => [Math.round(lng * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6]))
  })
})
