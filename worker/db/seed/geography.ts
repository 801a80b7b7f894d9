// Geography rows (states, regions, counties, cities, ZIPs) plus the lookups the listing builders need.
// Deterministic from the CSVs alone: no randomness, so place ids and slugs never depend on the seed.
import { urlName } from '../../../routes/links/url-name.ts'
import type { GeoCity, GeoCounty, GeoData, GeoState, GeoZip } from './geo-data.ts'
import { flatMiles } from './geo-data.ts'
import { planRegions, type RegionPlan } from './regions.ts'
import { GridIndex } from './spatial.ts'
import { assignCitySlugs, countySlug, stateSlug } from './slugs.ts'
import type { SeedRow } from './tables.ts'

export interface CityPlace extends GeoCity {
  countyId: number
  slug: string
}

export interface Geography {
  states: GeoState[]
  stateById: Map<number, GeoState>
  counties: GeoCounty[]
  countyById: Map<number, GeoCounty>
  countySlugById: Map<number, string>
  regions: RegionPlan[]
  regionIdByCounty: Map<number, number>
  cities: CityPlace[]
  citiesByCounty: Map<number, CityPlace[]>
  citiesByState: Map<number, CityPlace[]>
  zips: GeoZip[]
  zipsByCounty: Map<number, GeoZip[]>
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>()
  for (const item of items) {
    const k = key(item)
    const list = map.get(k)
    if (list) list.push(item)
    else map.set(k, [item])
  }
  return map
}

function nearest<T extends { lat: number; lng: number }>(items: readonly T[], lat: number, lng: number): T | undefined {
  let best: T | undefined
  let bestD = Infinity
  for (const item of items) {
    const d = flatMiles(lat, lng, item.lat, item.lng)
    if (d < bestD) [best, bestD] = [item, d]
  }
  return best
}

export function buildGeography(data: GeoData): Geography {
  const stateById = new Map(data.states.map((s) => [s.id, s]))
  const countyById = new Map(data.counties.map((c) => [c.id, c]))
  const countiesByState = groupBy(data.counties, (c) => c.stateId)
  const zipIndexByState = new Map(
    [...groupBy(data.zips, (z) => z.stateId)].map(([s, zips]) => [s, new GridIndex(zips)]),
  )

  const regions = data.states.flatMap((s) => planRegions(s, countiesByState.get(s.id) ?? []))
  const regionIdByCounty = new Map<number, number>()
  for (const r of regions) for (const c of r.countyIds) regionIdByCounty.set(c, r.id)

  // Most places have no county in the CSV. A place named like a nearby county is that county's city (San Francisco,
  // Virginia's independent cities: their small areas often hold no ZIP centre of their own). Otherwise the nearest
  // ZIP centre in the state is a better guide than the nearest county label point (ZIP areas are small and carry
  // the county their centre falls in); county centres are the fallback for a state without ZIPs.
  const countyByName = new Map(data.counties.map((c) => [`${c.stateId}:${c.name.toLowerCase()}`, c]))
  const countyOfCity = (city: GeoCity): number => {
    if (city.countyGeoid) return Number(city.countyGeoid)
    const named = countyByName.get(`${city.stateId}:${city.name.toLowerCase()}`)
    if (
      named &&
      flatMiles(city.lat, city.lng, named.lat, named.lng) < Math.min(60, 3 * Math.sqrt(named.landSqMi / Math.PI) + 25)
    )
      return named.id
    const zip = zipIndexByState.get(city.stateId)?.nearest(city.lat, city.lng)
    if (zip?.countyGeoid) return Number(zip.countyGeoid)
    const county = nearest(countiesByState.get(city.stateId) ?? [], city.lat, city.lng)
    if (!county) throw new Error(`no county for city ${city.id}`)
    return county.id
  }
  const cityCounty = new Map(data.cities.map((c) => [c.id, countyOfCity(c)]))

  // County slugs first; city slugs then keep clear of them, so '/{slug}/' names one place only. Georgia's
  // consolidated governments ('Echols County' the place) and Carson City are where the two would meet.
  const plainCitySlugs = new Set(data.cities.map((c) => `${urlName(c.name)}-${c.stateAbbr}`))
  const countySlugs = new Set<string>()
  const countySlugById = new Map<number, string>()
  for (const c of data.counties) {
    const slug = countySlug(c.name, c.kind, c.stateAbbr, (s) => countySlugs.has(s) || plainCitySlugs.has(s))
    countySlugs.add(slug)
    countySlugById.set(c.id, slug)
  }
  const citySlugs = assignCitySlugs(
    data.cities,
    (c) => countyById.get(cityCounty.get(c.id) ?? 0)?.name ?? '',
    countySlugs,
  )
  const cities: CityPlace[] = data.cities.map((c) => ({
    ...c,
    countyId: cityCounty.get(c.id) ?? 0,
    slug: citySlugs.get(c.id) ?? '',
  }))

  const zipsByCounty = groupBy(data.zips, (z) => Number(z.countyGeoid))
  return {
    states: data.states,
    stateById,
    counties: data.counties,
    countyById,
    countySlugById,
    regions,
    regionIdByCounty,
    cities,
    citiesByCounty: groupBy(cities, (c) => c.countyId),
    citiesByState: groupBy(cities, (c) => c.stateId),
    zips: data.zips,
    zipsByCounty,
  }
}

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6

export function stateRows(g: Geography): SeedRow<'states'>[] {
  return g.states.map((s): SeedRow<'states'> => ({
    id: s.id,
    fips: s.fips,
    abbreviation: s.abbr,
    name: s.name,
    slug: stateSlug(s.name),
    lat: s.lat,
    lng: s.lng,
    min_lng: s.minLng,
    min_lat: s.minLat,
    max_lng: s.maxLng,
    max_lat: s.maxLat,
    land_sq_mi: s.landSqMi,
    population: s.population,
  }))
}

export function regionRows(g: Geography): SeedRow<'regions'>[] {
  return g.regions.map((r): SeedRow<'regions'> => ({
    id: r.id,
    state_id: r.stateId,
    name: r.name,
    slug: r.slug,
    lat: r.lat,
    lng: r.lng,
  }))
}

export function countyRows(g: Geography): SeedRow<'counties'>[] {
  return g.counties.map((c): SeedRow<'counties'> => ({
    id: c.id,
    geoid: c.geoid,
    state_id: c.stateId,
    region_id: g.regionIdByCounty.get(c.id) ?? null,
    name: c.name,
    name_full: c.nameFull,
    kind: c.kind,
    slug: g.countySlugById.get(c.id) ?? '',
    lat: c.lat,
    lng: c.lng,
    land_sq_mi: c.landSqMi,
    population: c.population,
  }))
}

/** Cities and ZIPs, optionally only those of some counties (the workerd test seed keeps its inserts small). */
export function cityRows(g: Geography, counties?: ReadonlySet<number>): SeedRow<'cities'>[] {
  return g.cities
    .filter((c) => !counties || counties.has(c.countyId))
    .map((c): SeedRow<'cities'> => ({
      id: c.id,
      state_id: c.stateId,
      county_id: c.countyId,
      name: c.name,
      kind: c.kind,
      slug: c.slug,
      lat: round6(c.lat),
      lng: round6(c.lng),
      population: c.population,
    }))
}

export function zipRows(g: Geography, counties?: ReadonlySet<number>): SeedRow<'zips'>[] {
  return g.zips
    .filter((z) => !counties || counties.has(Number(z.countyGeoid)))
    .map((z): SeedRow<'zips'> => ({
      zip: z.zip,
      state_id: z.stateId,
      county_id: z.countyGeoid ? Number(z.countyGeoid) : null,
      lat: z.lat,
      lng: z.lng,
    }))
}
