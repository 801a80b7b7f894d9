// Lakes for lakeIdList searches. The Census files have none, so this is a short hand-made list of well-known lakes
// with approximate centre points; the county is found from the nearest ZIP centre, like places without a county.
import { urlName } from '../../../routes/links/url-name.ts'
import { flatMiles } from './geo-data.ts'
import type { Geography } from './geography.ts'
import type { SeedRow } from './tables.ts'

const knownLakes: readonly [name: string, stateAbbr: string, lat: number, lng: number][] = [
  ['Lake Travis', 'TX', 30.42, -97.92],
  ['Lake Texoma', 'TX', 33.85, -96.6],
  ['Sam Rayburn Reservoir', 'TX', 31.1, -94.1],
  ['Toledo Bend Reservoir', 'TX', 31.5, -93.75],
  ['Lake Lanier', 'GA', 34.22, -83.95],
  ['Lake of the Ozarks', 'MO', 38.12, -92.69],
  ['Table Rock Lake', 'MO', 36.6, -93.4],
  ['Lake Tahoe', 'CA', 39.09, -120.04],
  ['Lake Okeechobee', 'FL', 26.95, -80.83],
  ['Lake Champlain', 'VT', 44.55, -73.33],
  ['Lake Powell', 'UT', 37.07, -111.24],
  ['Lake Mead', 'NV', 36.14, -114.42],
  ['Flathead Lake', 'MT', 47.88, -114.1],
  ['Lake Martin', 'AL', 32.68, -85.91],
  ['Lake Guntersville', 'AL', 34.4, -86.2],
  ['Lake Murray', 'SC', 34.06, -81.28],
  ['Lake Hartwell', 'SC', 34.45, -82.85],
  ['Kentucky Lake', 'KY', 36.85, -88.1],
  ['Lake Cumberland', 'KY', 36.95, -85.0],
  ['Lake Norman', 'NC', 35.55, -80.93],
  ['Smith Mountain Lake', 'VA', 37.08, -79.6],
  ['Lake Winnipesaukee', 'NH', 43.6, -71.35],
  ['Lake Geneva', 'WI', 42.57, -88.5],
  ['West Okoboji Lake', 'IA', 43.38, -95.15],
  ['Lake Minnetonka', 'MN', 44.93, -93.6],
  ['Lake Coeur d’Alene', 'ID', 47.55, -116.8],
  ['Lake Chelan', 'WA', 47.95, -120.2],
  ['Grand Lake o’ the Cherokees', 'OK', 36.6, -94.85],
  ['Lake Ouachita', 'AR', 34.6, -93.2],
  ['Bull Shoals Lake', 'AR', 36.4, -92.6],
  ['Lake Oahe', 'SD', 44.9, -100.5],
  ['Lake Sakakawea', 'ND', 47.6, -102.3],
  ['Moosehead Lake', 'ME', 45.65, -69.65],
  ['Lake Erie Shore', 'OH', 41.6, -82.7],
  ['Elephant Butte Lake', 'NM', 33.25, -107.15],
  ['Lake Havasu', 'AZ', 34.45, -114.35],
]

export interface LakePlace {
  id: number
  stateId: number
  countyId: number
  name: string
  slug: string
  lat: number
  lng: number
}

export function buildLakes(geo: Geography): LakePlace[] {
  const abbrToState = new Map(geo.states.map((s) => [s.abbr, s]))
  return knownLakes.flatMap(([name, abbr, lat, lng], i) => {
    const state = abbrToState.get(abbr)
    if (!state) return []
    let countyId = 0
    let best = Infinity
    for (const z of geo.zips) {
      if (z.stateId !== state.id || !z.countyGeoid) continue
      const d = flatMiles(lat, lng, z.lat, z.lng)
      if (d < best) [best, countyId] = [d, Number(z.countyGeoid)]
    }
    return [{ id: i + 1, stateId: state.id, countyId, name, slug: `${urlName(name)}-${abbr}`, lat, lng }]
  })
}

export const lakeRows = (lakes: readonly LakePlace[]): SeedRow<'lakes'>[] =>
  lakes.map((l): SeedRow<'lakes'> => ({
    id: l.id,
    state_id: l.stateId,
    county_id: l.countyId || null,
    name: l.name,
    slug: l.slug,
    lat: l.lat,
    lng: l.lng,
  }))
