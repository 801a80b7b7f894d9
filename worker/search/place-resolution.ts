// Places named by search criteria, resolved to rows: a state by id, abbreviation or name (its URL name, as
// states.slug: 'New-Mexico'), from the static list web/rules/us-states.ts; cities, counties and regions by id or by
// URL name (cities.slug 'Austin-TX', counties.slug 'Travis-County-TX', regions.slug 'Hill-Country-Region'), whatever
// the case; a ZIP, lakes and a seller by id. A city name that is no city may be a county ('Baltimore City') and a
// county name may be a city. A place that does not exist is reported with the field that named it, for the 404.
import { urlName } from '../../routes/links/url-name.ts'
import { usStates, type UsState } from '../../web/rules/us-states.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { integerList } from './sql-values.ts'
import type { Db } from '../db/db.ts'
interface CityRow {
  id: number
  name: string
  stateId: number
  lat: number
  lng: number
}
interface CountyRow {
  id: number
  /** The full name: 'Travis County'. */
  name: string
  stateId: number
}
interface RegionRow {
  id: number
  name: string
  stateId: number
}
interface ZipRow {
  zip: string
  stateId: number
  lat: number
  lng: number
}

export interface ResolvedPlaces {
  /** The state the criteria name. */
  state: UsState | null
  /** The state of the search: the one named, else the state of the place named (for names and links). */
  placeState: UsState | null
  cities: CityRow[]
  counties: CountyRow[]
  regions: RegionRow[]
  /** The counties of the regions, by which a region search finds its listings. */
  regionCountyIds: number[]
  zip: ZipRow | null
  lakeIds: number[]
}

export interface UnknownPlace {
  field: keyof SearchCriteria
  message: string
}

const cityColumns = 'id, name, state_id AS stateId, lat, lng'
const countyColumns = 'id, name_full AS name, state_id AS stateId'
const regionColumns = 'id, name, state_id AS stateId'

type Row = Record<string, unknown>

/** Resolves every place the criteria name, in one batch of lookups. */
export async function resolvePlaces(db: Db, criteria: SearchCriteria): Promise<ResolvedPlaces | UnknownPlace> {
  const named = placeFieldsOf(criteria)
  const statements: { key: string; statement: D1PreparedStatement }[] = []
  const add = (key: string, sql: string, ...values: unknown[]) =>
    statements.push({ key, statement: db.prepare(sql).bind(...values) })

  const wantsState = criteria.stateId !== undefined || !!criteria.stateAbbreviation || !!criteria.stateName
  const state = wantsState ? findState(criteria) : null
  if (state && 'field' in state) return state
  // A city or county URL name ends with the state: 'Austin-TX'. Without a state the name may be the whole slug. With
  // one, the place's own name in that state will do too ('Yakutat City and Borough', whose URL name is shorter).
  const slugsOf = (name: string) => [...new Set([state ? urlName(`${name} ${state.abbreviation}`) : '', urlName(name)])]
  const bySlug = (table: 'cities' | 'counties', columns: string, name: string | undefined) => {
    if (!name) return
    const slugs = slugsOf(name).filter(Boolean)
    const list = slugs.map((_, i) => `?${i + 3}`).join(', ')
    const nameColumn = table === 'cities' ? 'name' : 'name_full'
    add(
      `${table}:${name}`,
      `SELECT * FROM (SELECT ${columns}, 0 AS byName FROM ${table} WHERE slug COLLATE NOCASE IN (${list})
        UNION ALL SELECT ${columns}, 1 FROM ${table} WHERE state_id = ?1 AND ${nameColumn} = ?2 COLLATE NOCASE)
       ORDER BY byName LIMIT 1`,
      state?.id ?? 0,
      name,
      ...slugs,
    )
  }

  if (named.cityIds) add('cities', `SELECT ${cityColumns} FROM cities WHERE id IN (${integerList(named.cityIds)})`)
  if (named.countyIds)
    add('counties', `SELECT ${countyColumns} FROM counties WHERE id IN (${integerList(named.countyIds)})`)
  for (const name of [named.cityName, named.countyName]) {
    bySlug('cities', cityColumns, name)
    bySlug('counties', countyColumns, name)
  }
  // A region's counties in the same batch as the region: one round trip fewer.
  const regionCounties = (regions: string, ...values: unknown[]) =>
    add(
      'regionCounties',
      `SELECT id FROM counties WHERE region_id IN (SELECT id FROM regions WHERE ${regions})`,
      ...values,
    )
  if (named.regionIds) {
    add('regions', `SELECT ${regionColumns} FROM regions WHERE id IN (${integerList(named.regionIds)})`)
    regionCounties(`id IN (${integerList(named.regionIds)})`)
  }
  if (named.regionName) {
    const slug = urlName(named.regionName).replace(/(-Region)?$/i, '-Region')
    add('regions', `SELECT ${regionColumns} FROM regions WHERE slug = ?1 COLLATE NOCASE`, slug)
    regionCounties('slug = ?1 COLLATE NOCASE', slug)
  }
  if (criteria.zip) add('zip', 'SELECT zip, state_id AS stateId, lat, lng FROM zips WHERE zip = ?1', criteria.zip)
  if (criteria.lakeIdList?.length)
    add('lakes', `SELECT id FROM lakes WHERE id IN (${integerList(criteria.lakeIdList)})`)
  if (criteria.brokerId !== undefined)
    add('broker', 'SELECT account_id AS id FROM accounts WHERE account_id = ?1', criteria.brokerId)

  const answers = statements.length ? await db.batch<Row>(statements.map((s) => s.statement)) : []
  const rows = (key: string) => answers[statements.findIndex((s) => s.key === key)]?.results ?? []

  const cities = named.cityIds ? (rows('cities') as unknown as CityRow[]) : []
  const counties = named.countyIds ? (rows('counties') as unknown as CountyRow[]) : []
  if (named.cityIds && cities.length < new Set(named.cityIds).size) return unknown('cityIdList', named.cityIds)
  if (named.countyIds && counties.length < new Set(named.countyIds).size)
    return unknown('countyIdList', named.countyIds)
  // A name tried as a city first, then as a county (cityName), or the other way round (countyName).
  for (const [name, field, cityFirst] of [
    [named.cityName, 'cityName', true],
    [named.countyName, 'countyName', false],
  ] as const) {
    if (!name) continue
    const city = rows(`cities:${name}`)[0] as unknown as CityRow | undefined
    const county = rows(`counties:${name}`)[0] as unknown as CountyRow | undefined
    if (city && (cityFirst || !county)) cities.push(city)
    else if (county) counties.push(county)
    else return unknown(field, name)
  }
  const regions = rows('regions') as unknown as RegionRow[]
  if (named.regionIds && regions.length < new Set(named.regionIds).size) return unknown('regionIdList', named.regionIds)
  if (named.regionName && !regions.length) return unknown('regionName', named.regionName)
  const zip = criteria.zip ? ((rows('zip')[0] as unknown as ZipRow | undefined) ?? null) : null
  if (criteria.zip && !zip) return unknown('zip', criteria.zip)
  const lakeIds = rows('lakes').map((row) => row.id as number)
  if (criteria.lakeIdList?.length && lakeIds.length < new Set(criteria.lakeIdList).size)
    return unknown('lakeIdList', criteria.lakeIdList)
  if (criteria.brokerId !== undefined && !rows('broker').length) return unknown('brokerId', criteria.brokerId)

  const regionCountyIds = rows('regionCounties').map((row) => row.id as number)
  const placeStateId = state?.id ?? [...cities, ...counties, ...regions, ...(zip ? [zip] : [])][0]?.stateId
  const placeState = usStates.find((s) => s.id === placeStateId) ?? null
  return {
    state,
    placeState,
    cities: unique(cities),
    counties: unique(counties),
    regions,
    regionCountyIds,
    zip,
    lakeIds,
  }
}

/** Ids win over names: a name is looked up only when its list of ids is absent. */
function placeFieldsOf(criteria: SearchCriteria) {
  const ids = (list: number[] | undefined) => (list?.length ? list : undefined)
  const cityIds = ids(criteria.cityIdList)
  const countyIds = ids(criteria.countyIdList)
  const regionIds = ids(criteria.regionIdList)
  return {
    cityIds,
    countyIds,
    regionIds,
    cityName: cityIds ? undefined : criteria.cityName || undefined,
    countyName: countyIds ? undefined : criteria.countyName || undefined,
    regionName: regionIds ? undefined : criteria.regionName || undefined,
  }
}

/** The state of stateId, else of stateAbbreviation, else of stateName (by its URL name). */
function findState(criteria: SearchCriteria): UsState | UnknownPlace {
  if (criteria.stateId !== undefined)
    return usStates.find((s) => s.id === criteria.stateId) ?? unknown('stateId', criteria.stateId)
  if (criteria.stateAbbreviation) {
    const abbreviation = criteria.stateAbbreviation.toUpperCase()
    return usStates.find((s) => s.abbreviation === abbreviation) ?? unknown('stateAbbreviation', abbreviation)
  }
  const slug = urlName(criteria.stateName ?? '').toLowerCase()
  return usStates.find((s) => urlName(s.name).toLowerCase() === slug) ?? unknown('stateName', criteria.stateName ?? '')
}

function unknown(field: keyof SearchCriteria, value: unknown): UnknownPlace {
  return { field, message: `${field}: no such place (${Array.isArray(value) ? value.join(', ') : String(value)}).` }
}

const unique = <T extends { id: number }>(rows: T[]): T[] => [...new Map(rows.map((row) => [row.id, row])).values()]
