// Site-wide rows: feature flags, finance centers with the places they serve, popular searches.
import type { Geography } from './geography.ts'
import type { Rng } from './prng.ts'
import { localPhone, tollFreePhone } from './people.ts'
import { slugify } from './slugs.ts'
import type { Row } from './tables.ts'
import { dayMs, isoTime, kebab } from './values.ts'

/** [name, siteId (0 = every site), value]. The finance center shows on landwatch only (spec §1). */
const flags: readonly [string, number, number][] = [
  ['financeCenter', 0, 0],
  ['financeCenter', 2, 1],
  ['newSearchMap', 0, 1],
  ['listingCarousel', 0, 1],
  ['savedSearchPopover', 0, 1],
  ['savedSearchPopover', 3, 0],
]

export const featureFlagRows = (referenceMs: number): Row[] =>
  flags.map(([name, site, value]) => [name, site, value, isoTime(referenceMs)])

// Invented lenders, each serving a different kind of area: a whole state, counties, regions, cities.
const centers: readonly [name: string, stateAbbr: string, areaType: 'state' | 'county' | 'region' | 'city'][] = [
  ['Lone Prairie Farm Credit', 'TX', 'state'],
  ['Red Dirt Land Bank', 'OK', 'county'],
  ['Bluegrass Rural Lending', 'KY', 'region'],
  ['High Country Ag Finance', 'CO', 'city'],
  ['Delta Land Loans', 'MS', 'state'],
]

export function financeCenterRows(rng: Rng, geo: Geography, referenceMs: number): { centers: Row[]; areas: Row[] } {
  const out = { centers: [] as Row[], areas: [] as Row[] }
  centers.forEach(([name, abbr, areaType], i) => {
    const id = i + 1
    const state = geo.states.find((s) => s.abbr === abbr)
    if (!state) return
    const domain = `${kebab(name)}.example.com`
    out.centers.push([
      id,
      name,
      `${name} makes loans for land, farms and rural homes across ${state.name}. Apply online or call a loan officer.`,
      rng.chance(0.5) ? tollFreePhone(rng) : localPhone(rng, abbr),
      `loans@${domain}`,
      `https://www.${domain}`,
      9_000_000 + id,
      1,
      isoTime(referenceMs - rng.int(100, 2000) * dayMs),
    ])
    const counties = geo.counties.filter((c) => c.stateId === state.id)
    const ids =
      areaType === 'state'
        ? [state.id]
        : areaType === 'county'
          ? rng.sample(counties, 12).map((c) => c.id)
          : areaType === 'region'
            ? geo.regions
                .filter((r) => r.stateId === state.id)
                .slice(0, 3)
                .map((r) => r.id)
            : rng.sample(geo.citiesByState.get(state.id) ?? [], 10).map((c) => c.id)
    for (const locationId of ids.sort((a, b) => a - b)) out.areas.push([id, areaType, state.id, locationId])
  })
  return out
}

const typeSegments = [
  'all-land',
  'farms-for-sale',
  'ranches-for-sale',
  'hunting-land-for-sale',
  'recreational-land-for-sale',
  'waterfront-for-sale',
] as const

/** Popular searches per brand, most searched first: big land states and a few county pages. */
export function popularSearchRows(rng: Rng, geo: Geography, referenceMs: number): Row[] {
  const rows: Row[] = []
  const bigStates = geo.states
    .slice()
    .sort((a, b) => b.landSqMi - a.landSqMi)
    .slice(0, 12)
  for (const siteId of [1, 2, 3]) {
    const seen = new Set<string>()
    for (let i = 0; i < 20; i++) {
      const state = rng.pick(bigStates)
      const county = rng.chance(0.4) ? rng.pick(geo.counties.filter((c) => c.stateId === state.id)) : null
      const segment = rng.pick(typeSegments)
      const location = county ? (geo.countySlugById.get(county.id) ?? '') : slugify(state.name)
      const path = `/${location}/${segment}/`
      if (seen.has(path)) continue
      seen.add(path)
      const criteria = {
        stateId: state.id,
        stateName: state.name,
        stateAbbreviation: state.abbr,
        ...(county ? { countyIdList: [county.id], countyName: county.name } : {}),
      }
      rows.push([
        siteId,
        path,
        JSON.stringify(criteria),
        rng.int(20, 5000),
        isoTime(referenceMs - rng.int(0, 30) * dayMs),
      ])
    }
  }
  return rows
}
