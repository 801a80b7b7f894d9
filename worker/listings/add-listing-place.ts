// Where a seller's new listing is (web/rules/add-listing-form.ts): its county, checked against its state, its town
// and ZIP from the geography tables, and its point on the map. A seller rarely knows a latitude; the listing then sits
// at its town's centre when the town is in its county, else at its ZIP's, else at its county's, so the map, the
// radius searches and the map view find it where buyers look for it.
import type { ListingCounty } from '../../web/api/add-listing.ts'
import type { AddListingForm } from '../../web/rules/add-listing-form.ts'
import { usStates } from '../../web/rules/us-states.ts'

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

/** The listing's place, or the field the geography refuses (a county or ZIP of another state, a point outside it). */
export async function listingPlaceOf(db: D1Database, form: AddListingForm): Promise<PlaceOutcome> {
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
  const county = counties?.results[0] as CountyRow | undefined
  const state = stateName(form.stateId)
  if (!county || county.stateId !== form.stateId) {
    return { kind: 'refused', field: 'countyId', message: `Please choose a county of ${state}.` }
  }
  // A ZIP the tables do not know is taken as written: Census ZIP areas leave out post-office-box and business ZIPs.
  const zip = zips?.results[0] as ZipRow | undefined
  if (zip && zip.stateId !== form.stateId) {
    return { kind: 'refused', field: 'zip', message: `ZIP code ${form.zip} is not in ${state}.` }
  }
  const given = form.latitude !== null && form.longitude !== null ? { lat: form.latitude, lng: form.longitude } : null
  const inState =
    given &&
    given.lat >= county.minLat &&
    given.lat <= county.maxLat &&
    given.lng >= county.minLng &&
    given.lng <= county.maxLng
  if (given && !inState) return { kind: 'refused', field: 'latitude', message: `This point is not in ${state}.` }
  const city = cities?.results[0] as CityRow | undefined
  const point =
    given ??
    (city?.countyId === form.countyId ? city : undefined) ??
    (zip?.countyId === form.countyId ? zip : undefined) ??
    county
  return {
    kind: 'place',
    place: {
      stateId: form.stateId,
      stateAbbreviation: usStates.find((each) => each.id === form.stateId)?.abbreviation ?? '',
      countyId: form.countyId,
      countyName: county.countyName,
      regionId: county.regionId,
      cityId: city?.id ?? null,
      cityName: city?.name ?? form.city,
      lat: point.lat,
      lng: point.lng,
    },
  }
}

/** Every county (parish, borough…) of the state, by name: the form's list. */
export async function countiesOfState(db: D1Database, stateId: number): Promise<ListingCounty[]> {
  const { results } = await db
    .prepare('SELECT id, name_full AS name FROM counties WHERE state_id = ?1 ORDER BY name_full')
    .bind(stateId)
    .all<ListingCounty>()
  return results
}
