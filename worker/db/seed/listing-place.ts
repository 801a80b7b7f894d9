// Where a listing is: county (weighted by land area, so Texas has many and DC a handful), a town in that county,
// a point near both, and the ZIP nearest to that point.
import type { GeoCounty, GeoState, GeoZip } from './geo-data.ts'
import { flatMiles, insideBoundingBox, milesPerDegree } from './geo-data.ts'
import type { CityPlace, Geography } from './geography.ts'
import type { LakePlace } from './lakes.ts'
import { WeightedSampler, type Rng } from './prng.ts'
import { GridIndex } from './spatial.ts'
import { round } from './values.ts'

/** Land area drives the count, damped a little (^0.9) so huge western counties do not swamp the rest; Alaska,
 *  a sixth of US land with few sales, is cut to a fifth of its share. Lake country is a busy market: a county
 *  with one of the seed's lakes counts three times (it also gives lake searches enough listings). */
const countyWeight = (c: GeoCounty, hasLake = false): number =>
  c.landSqMi ** 0.9 * (c.stateAbbr === 'AK' ? 0.2 : 1) * (hasLake ? 3 : 1)

export function countySampler(geo: Geography, lakes: readonly LakePlace[]): WeightedSampler<GeoCounty> {
  const lakeCounties = new Set(lakes.map((l) => l.countyId))
  return new WeightedSampler(geo.counties, (c) => countyWeight(c, lakeCounties.has(c.id)))
}

export interface Place {
  county: GeoCounty
  state: GeoState
  city: CityPlace
  zip: GeoZip | undefined // undefined only for a state without ZIPs
  lat: number
  lng: number
  milesToCity: number
  /** The county's lake when the point was put on its shore (listings.lake_id); null otherwise. */
  lake: LakePlace | null
}

const wrapLng = (lng: number): number => (lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng)

export class Placer {
  private readonly geo: Geography
  private readonly lakesByCounty = new Map<number, LakePlace>()
  private readonly cityIndexByState = new Map<number, GridIndex<CityPlace>>()
  private readonly zipIndexByState = new Map<number, GridIndex<GeoZip>>()
  constructor(geo: Geography, lakes: readonly LakePlace[]) {
    this.geo = geo
    for (const lake of lakes) this.lakesByCounty.set(lake.countyId, lake)
  }

  regionOf(countyId: number): number | null {
    return this.geo.regionIdByCounty.get(countyId) ?? null
  }

  lakeIn(countyId: number): LakePlace | null {
    return this.lakesByCounty.get(countyId) ?? null
  }

  /** A town in the county; small towns are as likely as big ones (land is sold near small towns too). */
  private cityFor(county: GeoCounty, rng: Rng): CityPlace {
    const local = this.geo.citiesByCounty.get(county.id)
    if (local?.length) return rng.pick(local)
    return this.nearestTown(county)
  }

  /** The town a listing in a county without towns of its own is placed near: the state's nearest to the county. */
  townOutside(county: GeoCounty): CityPlace | null {
    return this.geo.citiesByCounty.get(county.id)?.length ? null : this.nearestTown(county)
  }

  private nearestTown(county: GeoCounty): CityPlace {
    let index = this.cityIndexByState.get(county.stateId)
    if (!index)
      this.cityIndexByState.set(
        county.stateId,
        (index = new GridIndex(this.geo.citiesByState.get(county.stateId) ?? [])),
      )
    const near = index.nearest(county.lat, county.lng)
    if (!near) throw new Error(`no city in state ${county.stateId}`)
    return near
  }

  place(county: GeoCounty, rng: Rng, nearLake: boolean): Place {
    const state = this.geo.stateById.get(county.stateId)
    if (!state) throw new Error(`county ${county.id} has no state`)
    const city = this.cityFor(county, rng)
    let lake = nearLake ? this.lakeIn(county.id) : null
    // Jitter around the county's label point, scaled by the county's size (radius of a circle of its area),
    // then pulled part of the way toward the town: points land inside the county far more often than not.
    const radius = Math.sqrt(county.landSqMi / Math.PI)
    const cos = Math.cos((county.lat * Math.PI) / 180)
    let lat = county.lat + (rng.normal() * radius * 0.35) / milesPerDegree
    let lng = county.lng + (rng.normal() * radius * 0.35) / (milesPerDegree * cos)
    const target = lake ?? city
    const pull = lake ? rng.float(0.85, 0.97) : rng.float(0.15, 0.6)
    lat += (target.lat - lat) * pull
    lng = wrapLng(lng + wrapLng(target.lng - lng) * pull)
    if (!insideBoundingBox(state, lat, lng)) {
      // Off the state's box (coastal or thin counties): fall back to within a mile or two of the town, which is
      // not on the lake any more.
      lake = null
      lat = city.lat + (rng.normal() * 1.5) / milesPerDegree
      lng = wrapLng(city.lng + (rng.normal() * 1.5) / (milesPerDegree * cos))
      if (!insideBoundingBox(state, lat, lng)) [lat, lng] = [city.lat, city.lng]
    }
    lat = round(lat, 6)
    lng = round(lng, 6)
    return {
      county,
      state,
      city,
      zip: this.nearestZip(county, lat, lng),
      lat,
      lng,
      milesToCity: flatMiles(lat, lng, city.lat, city.lng),
      lake,
    }
  }

  private nearestZip(county: GeoCounty, lat: number, lng: number): GeoZip | undefined {
    let best: GeoZip | undefined
    let bestD = Infinity
    for (const z of this.geo.zipsByCounty.get(county.id) ?? []) {
      const d = flatMiles(lat, lng, z.lat, z.lng)
      if (d < bestD) [best, bestD] = [z, d]
    }
    if (best) return best
    // 16 small Virginia independent cities contain no ZIP centre: use the nearest ZIP of the state.
    let index = this.zipIndexByState.get(county.stateId)
    if (!index) {
      index = new GridIndex(this.geo.zips.filter((z) => z.stateId === county.stateId))
      this.zipIndexByState.set(county.stateId, index)
    }
    return index.nearest(lat, lng)
  }
}
