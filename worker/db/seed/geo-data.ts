// The Census geography the seed starts from (worker/db/geo/*.csv, see SOURCES.md there), parsed into typed records.
// The texts come in as strings so the same code runs in Node (read from disk) and in workerd tests (Vite ?raw).
import { parseCsvRecords } from './csv.ts'

/** The four CSV files, as text. */
export interface GeoText {
  states: string
  counties: string
  cities: string
  zips: string
}

export interface GeoState {
  id: number
  fips: string
  abbr: string
  name: string
  lat: number
  lng: number
  minLng: number
  minLat: number
  maxLng: number
  maxLat: number
  landSqMi: number
  population: number | null
}

export interface GeoCounty {
  id: number
  geoid: string
  stateId: number
  stateAbbr: string
  name: string
  nameFull: string
  kind: string
  lat: number
  lng: number
  landSqMi: number
  population: number | null
}

export interface GeoCity {
  id: number // Census place GEOID, or a synthetic id for GNIS towns (see parseGeo)
  stateId: number
  stateAbbr: string
  name: string
  kind: string
  lat: number
  lng: number
  population: number | null
  countyGeoid: string // blank for most places: the seed then finds the county (geography.ts)
}

export interface GeoZip {
  zip: string
  stateId: number
  countyGeoid: string
  lat: number
  lng: number
}

export interface GeoData {
  states: GeoState[]
  counties: GeoCounty[]
  cities: GeoCity[]
  zips: GeoZip[]
}

const num = (value: string | undefined): number => {
  const n = Number(value)
  if (value === undefined || value === '' || !Number.isFinite(n)) throw new Error(`geo: not a number: ${value}`)
  return n
}
const optionalInt = (value: string | undefined): number | null => (value ? Math.round(Number(value)) : null)
const text = (value: string | undefined): string => value ?? ''
function syntheticTownId(stateId: number, counter: Map<number, number>): number {
  const n = (counter.get(stateId) ?? 0) + 1
  counter.set(stateId, n)
  return 100_000_000 + stateId * 100_000 + n
}

export function parseGeo(geo: GeoText): GeoData {
  const states = parseCsvRecords(geo.states).map((r): GeoState => ({
    id: num(r.fips),
    fips: text(r.fips),
    abbr: text(r.abbr),
    name: text(r.name),
    lat: num(r.lat),
    lng: num(r.lng),
    minLng: num(r.min_lng),
    minLat: num(r.min_lat),
    maxLng: num(r.max_lng),
    maxLat: num(r.max_lat),
    landSqMi: num(r.land_sq_mi),
    population: optionalInt(r.population_2020),
  }))
  const counties = parseCsvRecords(geo.counties).map((r): GeoCounty => ({
    id: num(r.geoid),
    geoid: text(r.geoid),
    stateId: num(r.state_fips),
    stateAbbr: text(r.state_abbr),
    name: text(r.name),
    nameFull: text(r.name_full),
    kind: text(r.kind),
    lat: num(r.lat),
    lng: num(r.lng),
    landSqMi: num(r.land_sq_mi),
    population: optionalInt(r.population_2020),
  }))
  // The 2,005 New England / NJ / PA / MI towns from GNIS have no place GEOID: they get 1SSNNNNN (state FIPS and
  // their order within the state), above every 7-digit Census place GEOID, so ids stay stable and never clash.
  const townsPerState = new Map<number, number>()
  const cities = parseCsvRecords(geo.cities).map((r): GeoCity => ({
    id: r.geoid ? num(r.geoid) : syntheticTownId(num(r.state_fips), townsPerState),
    stateId: num(r.state_fips),
    stateAbbr: text(r.state_abbr),
    name: text(r.name),
    kind: text(r.kind),
    lat: num(r.lat),
    lng: num(r.lng),
    population: optionalInt(r.population),
    countyGeoid: text(r.county_geoid),
  }))
  const zips = parseCsvRecords(geo.zips).map((r): GeoZip => ({
    zip: text(r.zip),
    stateId: num(r.state_fips),
    countyGeoid: text(r.county_geoid),
    lat: num(r.lat),
    lng: num(r.lng),
  }))
  return { states, counties, cities, zips }
}

/** Miles per degree of latitude; longitude degrees shrink with cos(latitude). */
export { flatMiles, milesPerDegree } from '../../../web/search/distance.ts'

/** True when the point is inside the state's bounding box; Alaska's box crosses the antimeridian
 *  (min_lng 172.46 > max_lng -129.97), so there "inside" means east of min_lng or west of max_lng. */
export function insideBoundingBox(
  box: { minLng: number; minLat: number; maxLng: number; maxLat: number },
  lat: number,
  lng: number,
): boolean {
  if (lat < box.minLat || lat > box.maxLat) return false
  return box.minLng <= box.maxLng ? lng >= box.minLng && lng <= box.maxLng : lng >= box.minLng || lng <= box.maxLng
}
