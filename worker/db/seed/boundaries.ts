// A seeded listing's boundary (issue 31): an irregular polygon of 5 to 9 corners around the listing's point, scaled
// so it measures the stated acres (to about 2 %) — except about one in seventeen, drawn 5 to 15 % larger or smaller,
// so the page's acreage check has real differences to find. Drawn from its own stream, like the land facts.
import { ringAcres, type Ring } from '../../../web/rules/boundary.ts'
import type { Rng } from './prng.ts'

/** Metres per degree of latitude, and of longitude at the equator (WGS84, near enough for a parcel). */
const metresPerDegreeLat = 110_574
const metresPerDegreeLng = 111_320

/** Share of boundaries drawn off their stated acres by 5 to 15 %. */
const offBoundaryShare = 0.06

export function seededBoundary(rng: Rng, lat: number, lng: number, acres: number): Ring {
  const corners = rng.int(5, 9)
  const stretch = rng.float(0.6, 1.6)
  const turn = rng.float(0, Math.PI)
  const shape: [number, number][] = []
  for (let i = 0; i < corners; i++) {
    const angle = (2 * Math.PI * (i + rng.float(-0.25, 0.25))) / corners
    const radius = rng.float(0.8, 1.2)
    const x = Math.cos(angle) * radius * stretch
    const y = Math.sin(angle) * radius
    shape.push([x * Math.cos(turn) - y * Math.sin(turn), x * Math.sin(turn) + y * Math.cos(turn)])
  }
  const off = rng.chance(offBoundaryShare)
  const factor = off ? 1 + (rng.chance(0.5) ? 1 : -1) * rng.float(0.05, 0.15) : 1 + rng.float(-0.02, 0.02)
  const toRing = (scale: number): Ring => {
    const ring = shape.map(
      ([x, y]) =>
        [
          Math.round((lng + (x * scale) / (metresPerDegreeLng * Math.cos((lat * Math.PI) / 180))) * 1e6) / 1e6,
          Math.round((lat + (y * scale) / metresPerDegreeLat) * 1e6) / 1e6,
        ] as [number, number],
    )
    ring.push([ring[0]![0], ring[0]![1]])
    return ring
  }
  // A unit shape measured once, then scaled: area grows with the square of the scale.
  const unitAcres = ringAcres(toRing(1000)) / 1e6
  return toRing(Math.sqrt((acres * factor) / unitAcres))
}
