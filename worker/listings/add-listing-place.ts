// Where a new listing is (a seller's form, web/rules/add-listing-form.ts, or a land feed's listing): its county,
// checked against its state, its town and ZIP from the geography tables, and its point on the map. A seller rarely
// knows a latitude; the listing then sits at its town's centre when the town is in its county, else at its ZIP's, else
// at its county's, so the map, the radius searches and the map view find it where buyers look for it.
import type { ListingCounty } from '../../web/api/add-listing.ts'
import type { AddListingForm } from '../../web/rules/add-listing-form.ts'
import { usStates } from '../../web/rules/us-states.ts'
import type { Db } from '../db/db.ts'

export interface ListingPlace {
  stateId: number
  stateAbbreviation: string
  countyId: number
  /** The county's full name: 'Travis County'. */
  countyName: string
  regionId: number | null
  /** The town of the geography tables the seller named, when there is one of that name in the state. */
  cityId: number | null
  cityName: string
  lat: number
  lng: number
}

export type PlaceOutcome = { kind: 'place'; place: ListingPlace } | { kind: 'refused'; field: string; message: string }

interface CountyRow {
  stateId: number
  countyName: string
  regionId: number | null
  lat: number
  lng: number
  minLat: number
  maxLat: number
  minLng: number
  maxLng: number
}
interface CityRow {
  id: number
  name: string
  countyId: number | null
  lat: number
  lng: number
}
interface ZipRow {
  stateId: number
  countyId: number | null
  lat: number
  lng: number
}

const stateName = (stateId: number) => usStates.find((state) => state.id === stateId)?.name ?? 'that state'

/** Where a listing says it is: the add-listing form's fields, or a land feed listing's once its county is found. */
export interface PlaceRequest {
  stateId: number
  countyId: number
  city: string
  zip: string
  latitude: number | null
  longitude: number | null
}

/** What the geography tables hold of a request's county (with its state's box), town and ZIP, as read. */
export interface PlaceRows {
  county: CountyRow | undefined
  city: CityRow | undefined
  zip: ZipRow | undefined
}

/** The listing's place, or the field the geography refuses (a county or ZIP of another state, a point outside it). */
export function placeFrom(request: PlaceRequest, rows: PlaceRows): PlaceOutcome {
  const { county, city, zip } = rows
  const state = stateName(request.stateId)
  if (!county || county.stateId !== request.stateId) {
    return { kind: 'refused', field: 'countyId', message: `Please choose a county of ${state}.` }
  }
  // A ZIP the tables do not know is taken as written: Census ZIP areas leave out post-office-box and business ZIPs.
  if (zip && zip.stateId !== request.stateId) {
    return { kind: 'refused', field: 'zip', message: `ZIP code ${request.zip} is not in ${state}.` }
  }
  const given =
    request.latitude !== null && request.longitude !== null ? { lat: request.latitude, lng: request.longitude } : null
  // Alaska's box crosses the antimeridian (west 172.46°, east -129.97°): there, a longitude is in it past either end.
  const inLngs = (lng: number) =>
    county.minLng <= county.maxLng
      ? lng >= county.minLng && lng <= county.maxLng
      : lng >= county.minLng || lng <= county.maxLng
  const inState = given && given.lat >= county.minLat && given.lat <= county.maxLat && inLngs(given.lng)
  if (given && !inState) return { kind: 'refused', field: 'latitude', message: `This point is not in ${state}.` }
  const point =
    given ??
    (city?.countyId === request.countyId ? city : undefined) ??
    (zip?.countyId === request.countyId ? zip : undefined) ??
    county
  return {
    kind: 'place',
    place: {
      stateId: request.stateId,
      stateAbbreviation: usStates.find((each) => each.id === request.stateId)?.abbreviation ?? '',
      countyId: request.countyId,
      countyName: county.countyName,
      regionId: county.regionId,
      cityId: city?.id ?? null,
      cityName: city?.name ?? request.city,
      lat: point.lat,
      lng: point.lng,
    },
  }
}

/** The form's listing's place, or the field the geography refuses. */
export async function listingPlaceOf(db: Db, form: AddListingForm): Promise<PlaceOutcome> {
  const [counties, cities, zips] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT c.state_id AS stateId, c.name_full AS countyName, c.region_id AS regionId, c.lat, c.lng,
                s.min_lat AS minLat, s.max_lat AS maxLat, s.min_lng AS minLng, s.max_lng AS maxLng
           FROM counties c JOIN states s ON s.id = c.state_id WHERE c.id = ?1`,
      )
      .bind(form.countyId),
    // A town of that name in the state, the one in the county first, then the largest (two Springfields).
    db
      .prepare(
        `SELECT id, name, county_id AS countyId, lat, lng FROM cities
          WHERE name = ?2 COLLATE NOCASE AND state_id = ?1
          ORDER BY county_id IS ?3 DESC, population DESC LIMIT 1`,
      )
      .bind(form.stateId, form.city, form.countyId),
    db.prepare('SELECT state_id AS stateId, county_id AS countyId, lat, lng FROM zips WHERE zip = ?1').bind(form.zip),
  ])
  return placeFrom(form, {
    county: counties?.results[0] as CountyRow | undefined,
    city: cities?.results[0] as CityRow | undefined,
    zip: zips?.results[0] as ZipRow | undefined,
  })
}

/** Every county (parish, borough…) of the state, by name: the form's list. */
export async function countiesOfState(db: Db, stateId: number): Promise<ListingCounty[]> {
  const { results } = await db
    .prepare('SELECT id, name_full AS name FROM counties WHERE state_id = ?1 ORDER BY name_full')
    .bind(stateId)
    .all<ListingCounty>()
  return results
}
