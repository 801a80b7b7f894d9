// Site-wide rows: feature flags, finance centers with the places they serve, popular searches.
import { brandOfSiteId, siteIdList } from '../../../brands/site-ids.ts'
import { searchUrlCodecs } from '../../../routes/search-urls/search-url-codec.ts'
import type { FeatureFlag } from '../../../web/api/feature-flags.ts'
import type { PropertyTypeName } from '../../../web/rules/listing-rules.ts'
import type { SearchCriteria } from '../../../web/search/search-criteria.ts'
import type { Geography } from './geography.ts'
import { createRng, type Rng } from './prng.ts'
import { localPhone, tollFreePhone } from './people.ts'
import type { SeedRow } from './tables.ts'
import { dayMs, isoTime, kebab } from './values.ts'

/**
 * [name, siteId (0 = every site), value], of the flags the pages read (web/api/feature-flags.ts). financeCenter
 * switches the finance center on wherever a brand has one; which brands have one (the rural-land site, spec §1) is
 * the brand config's `features.financeCenter`, not a flag.
 */
const flags: readonly [FeatureFlag, number, number][] = [
  ['financeCenter', 0, 1],
  ['savedSearchPopover', 0, 1],
  ['savedSearchPopover', 3, 0],
]

export const featureFlagRows = (referenceMs: number): SeedRow<'feature_flags'>[] =>
  flags.map(([name, site, value]): SeedRow<'feature_flags'> => ({
    name,
    site_id: site,
    value,
    updated_at: isoTime(referenceMs),
  }))

// Invented lenders, each serving a different kind of area: a whole state, counties, regions, cities.
const centers: readonly [name: string, stateAbbr: string, areaType: 'state' | 'county' | 'region' | 'city'][] = [
  ['Lone Prairie Farm Credit', 'TX', 'state'],
  ['Red Dirt Land Bank', 'OK', 'county'],
  ['Bluegrass Rural Lending', 'KY', 'region'],
  ['High Country Ag Finance', 'CO', 'city'],
  ['Delta Land Loans', 'MS', 'state'],
]

// Invented names for the lenders of the other states (below): a word of their own, then the place they serve.
const lenderWords = [
  'Homestead',
  'Fence Line',
  'Cottonwood',
  'Prairie Gate',
  'Stonewall',
  'Timber Ridge',
  'Kestrel',
  'Windmill',
  'Bur Oak',
  'Split Rail',
] as const

type FinanceRows = { centers: SeedRow<'finance_centers'>[]; areas: SeedRow<'finance_center_areas'>[] }

/** A lender's row; the draws are made in the order the first five lenders always made them. */
function lenderRow(rng: Rng, id: number, name: string, stateAbbr: string, description: string, referenceMs: number) {
  const domain = `${kebab(name)}.example.com`
  return {
    id,
    name,
    description,
    phone: rng.chance(0.5) ? tollFreePhone(rng) : localPhone(rng, stateAbbr),
    email: `loans@${domain}`,
    url: `https://www.${domain}`,
    logo_id: 9_000_000 + id,
    is_active: 1,
    created_at: isoTime(referenceMs - rng.int(100, 2000) * dayMs),
  } satisfies SeedRow<'finance_centers'>
}

function addAreas(out: FinanceRows, id: number, type: string, stateId: number, ids: number[]) {
  for (const locationId of ids.sort((a, b) => a - b))
    out.areas.push({ finance_center_id: id, location_type: type, state_id: stateId, location_id: locationId })
}

export function financeCenterRows(rng: Rng, geo: Geography, referenceMs: number) {
  const out: FinanceRows = { centers: [], areas: [] }
  centers.forEach(([name, abbr, areaType], i) => {
    const id = i + 1
    const state = geo.states.find((s) => s.abbr === abbr)
    if (!state) return
    const description = `${name} makes loans for land, farms and rural homes across ${state.name}. Apply online or call a loan officer.`
    out.centers.push(lenderRow(rng, id, name, abbr, description, referenceMs))
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
    addAreas(out, id, areaType, state.id, ids)
  })
  stateLenderRows(geo, referenceMs, out)
  return out
}

/**
 * Every state beyond the five lenders above gets a lender of its own, so a listing anywhere has one to show: one lends
 * state-wide where none of the five does, and every third state also has a local lender of one region (serving the
 * whole region, or a few of its counties). Drawn from a stream of their own, the same for every seed, so the rows
 * after them (the popular searches) are what they were before these were added.
 */
function stateLenderRows(geo: Geography, referenceMs: number, out: FinanceRows) {
  const rng = createRng(0, 'state-lenders')
  const statewide = new Set(out.areas.filter((a) => a.location_type === 'state').map((a) => a.state_id))
  let id = out.centers.length
  geo.states.forEach((state, i) => {
    if (!statewide.has(state.id)) {
      const name = `${lenderWords[i % lenderWords.length]} Land Credit of ${state.name}`
      const description = `${name} lends on raw land, farms, ranches and rural homesites anywhere in ${state.name}: purchase loans for land you will build on later, lot loans that roll into a construction loan, and refinancing of owner-financed notes before their balloon falls due.`
      out.centers.push(lenderRow(rng, ++id, name, state.abbr, description, referenceMs))
      addAreas(out, id, 'state', state.id, [state.id])
    }
    const regions = geo.regions.filter((r) => r.stateId === state.id)
    if (i % 3 !== 0 || !regions.length) return
    const region = rng.pick(regions)
    const name = `${lenderWords[(i + 5) % lenderWords.length]} Land Loans of ${region.name}`
    const byCounty = rng.chance(0.5)
    const description = `A local lender for ${byCounty ? 'parts of ' : ''}${region.name}: loans to buy acreage, hunting and recreational land, and small farms, made by loan officers who know the area's land values, access roads and soils.`
    out.centers.push(lenderRow(rng, ++id, name, state.abbr, description, referenceMs))
    if (byCounty) addAreas(out, id, 'county', state.id, rng.sample(region.countyIds, 6))
    else addAreas(out, id, 'region', state.id, [region.id])
  })
}

const popularTypes: readonly (PropertyTypeName | null)[] = [
  null,
  'farm',
  'ranch',
  'hunting',
  'recreational',
  'waterfront',
]

/** Popular searches per brand, most searched first: big land states and a few county pages. */
export function popularSearchRows(rng: Rng, geo: Geography, referenceMs: number): SeedRow<'popular_searches'>[] {
  const rows: SeedRow<'popular_searches'>[] = []
  const bigStates = geo.states
    .slice()
    .sort((a, b) => b.landSqMi - a.landSqMi)
    .slice(0, 12)
  for (const siteId of siteIdList) {
    const seen = new Set<string>()
    for (let i = 0; i < 20; i++) {
      const state = rng.pick(bigStates)
      const county = rng.chance(0.4) ? rng.pick(geo.counties.filter((c) => c.stateId === state.id)) : null
      const type = rng.pick(popularTypes)
      const criteria: SearchCriteria = {
        stateId: state.id,
        stateName: state.name,
        stateAbbreviation: state.abbr,
        ...(county ? { countyIdList: [county.id], countyName: county.nameFull } : {}),
        ...(type ? { propertyTypes: [type] } : {}),
      }
      // The path a search of these criteria has on the brand, as the popular-search log would record it.
      const path = searchUrlCodecs[brandOfSiteId(siteId)!].build(criteria)
      if (seen.has(path)) continue
      seen.add(path)
      rows.push({
        site_id: siteId,
        path,
        criteria: JSON.stringify(criteria),
        search_count: rng.int(20, 5000),
        last_searched_at: isoTime(referenceMs - rng.int(0, 30) * dayMs),
      })
    }
  }
  return rows
}
