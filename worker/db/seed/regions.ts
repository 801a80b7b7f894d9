// Regions: each state's counties grouped into a few areas a buyer recognises, named by compass position within the
// state ('North Texas', 'Central Texas', 'Southeast Texas'). Pure geometry on the county label points, no randomness,
// so region ids and names are the same for every seed.
import type { GeoCounty, GeoState } from './geo-data.ts'
import { milesPerDegree } from './geo-data.ts'
import { regionSlug } from './slugs.ts'

export interface RegionPlan {
  id: number
  stateId: number
  name: string
  slug: string
  lat: number
  lng: number
  countyIds: number[]
}

// Sector 0 is the middle of the state; 1..8 run clockwise from north. Region id = state FIPS * 10 + sector, stable.
const sectorNames = [
  'Central',
  'North',
  'Northeast',
  'East',
  'Southeast',
  'South',
  'Southwest',
  'West',
  'Northwest',
] as const

/** How many regions a state gets: DC 1, Delaware 2, small states 3, Texas (254 counties) the maximum 8. */
function targetRegionCount(countyCount: number): number {
  if (countyCount <= 1) return 1
  if (countyCount <= 3) return 2
  if (countyCount <= 8) return 3
  return Math.min(8, 3 + Math.floor(Math.sqrt(countyCount) / 2.2))
}

interface Group {
  sectors: Map<number, number> // sector -> county count, the biggest names the group
  counties: GeoCounty[]
  x: number
  y: number
}

export function planRegions(state: GeoState, counties: readonly GeoCounty[]): RegionPlan[] {
  const cos = Math.cos((state.lat * Math.PI) / 180)
  // Miles east/north of the state's label point (Alaska's positive longitudes wrap to the west).
  const pos = counties.map((c) => {
    let dLng = c.lng - state.lng
    if (dLng > 180) dLng -= 360
    if (dLng < -180) dLng += 360
    return { county: c, x: dLng * milesPerDegree * cos, y: (c.lat - state.lat) * milesPerDegree }
  })
  const far = Math.max(1, ...pos.map((p) => Math.hypot(p.x, p.y)))
  const groups = new Map<number, Group>()
  for (const p of pos) {
    const d = Math.hypot(p.x, p.y)
    // Inner third of the state's reach is "Central"; the rest falls in 45-degree compass sectors.
    const bearing = (Math.atan2(p.x, p.y) * 180) / Math.PI // 0 = north, 90 = east
    const sector = d < far / 3 ? 0 : 1 + (Math.round((bearing + 360) / 45) % 8)
    let g = groups.get(sector)
    if (!g) groups.set(sector, (g = { sectors: new Map([[sector, 0]]), counties: [], x: 0, y: 0 }))
    g.counties.push(p.county)
    g.sectors.set(sector, (g.sectors.get(sector) ?? 0) + 1)
    g.x += p.x
    g.y += p.y
  }
  // Merge the smallest group into the nearest one (by centre) until the count fits and no group is a sliver.
  const target = targetRegionCount(counties.length)
  const minSize = Math.max(1, Math.round(counties.length / (target * 3)))
  const centre = (g: Group) => ({ x: g.x / g.counties.length, y: g.y / g.counties.length })
  for (;;) {
    const list = [...groups.entries()].sort((a, b) => a[1].counties.length - b[1].counties.length || a[0] - b[0])
    const [smallKey, small] = list[0] ?? []
    if (!small || smallKey === undefined || list.length <= 1) break
    if (list.length <= target && small.counties.length >= minSize) break
    const sc = centre(small)
    let best: [number, Group] | undefined
    let bestD = Infinity
    for (const [key, g] of groups) {
      if (key === smallKey) continue
      const gc = centre(g)
      const d = Math.hypot(gc.x - sc.x, gc.y - sc.y)
      if (d < bestD) [best, bestD] = [[key, g], d]
    }
    if (!best) break
    const into = best[1]
    into.counties.push(...small.counties)
    for (const [s, n] of small.sectors) into.sectors.set(s, (into.sectors.get(s) ?? 0) + n)
    into.x += small.x
    into.y += small.y
    groups.delete(smallKey)
  }
  // Name each group after the sector holding most of its counties. Every sector belongs to exactly one group,
  // so the names are distinct within the state, and with the state's name in them, unique nationwide.
  return [...groups.values()]
    .map((g) => {
      const [sector] = [...g.sectors.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [0]
      const name = `${sectorNames[sector] ?? 'Central'} ${state.name}`
      const lat = g.counties.reduce((s, c) => s + c.lat, 0) / g.counties.length
      const lng = g.counties.reduce((s, c) => s + c.lng, 0) / g.counties.length
      return {
        id: state.id * 10 + sector,
        stateId: state.id,
        name,
        slug: regionSlug(name),
        lat: Math.round(lat * 1e6) / 1e6,
        lng: Math.round(lng * 1e6) / 1e6,
        countyIds: g.counties.map((c) => c.id).sort((a, b) => a - b),
      }
    })
    .sort((a, b) => a.id - b.id)
}
