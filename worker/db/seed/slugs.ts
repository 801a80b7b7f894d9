// URL names of places. Route codecs match them case-sensitively, so they keep the capitalisation of the place name
// ('New-Mexico', 'Travis-County-TX') and contain only letters, digits and hyphens. Names go through the routes' own
// urlName ('Doña Ana' -> 'Dona-Ana', "O'Brien" -> 'OBrien'): the links build a state's path with it from the name
// alone, so a seeded state slug must be exactly that.
import { urlName } from '../../../routes/links/url-name.ts'

export const stateSlug = (stateName: string): string => urlName(stateName)

/** The word a county equivalent's landing page carries. The spec names County, Borough and Parish pages; Alaska's
 *  consolidated city-boroughs and municipalities read as Boroughs there, the rest keep their Census kind. */
const countyKindSuffix: Record<string, string> = {
  county: 'County',
  parish: 'Parish',
  borough: 'Borough',
  city_and_borough: 'Borough',
  municipality: 'Borough',
  census_area: 'Census-Area',
  municipio: 'Municipio',
  independent_city: 'City',
  district: '', // District of Columbia: the name says it all
}

/** '{Name}-County-{ST}' and its variants. The suffix is not repeated when the name already ends with it, and then
 *  the slug may equal a city's ('Carson-City-NV'): `taken` lets the caller fall back to '-County-' in that case. */
export function countySlug(name: string, kind: string, stateAbbr: string, taken?: (slug: string) => boolean): string {
  const base = urlName(name)
  const suffix = countyKindSuffix[kind] ?? 'County'
  if (!suffix) return `${base}-${stateAbbr}`
  if (!base.toLowerCase().endsWith(`-${suffix.toLowerCase()}`)) return `${base}-${suffix}-${stateAbbr}`
  const slug = `${base}-${stateAbbr}`
  return taken?.(slug) ? `${base}-County-${stateAbbr}` : slug
}

export const regionSlug = (regionName: string): string => `${urlName(regionName)}-Region`

/**
 * City slugs '{Name}-{ST}', made unique: 210 place names repeat within a state (two Salems in Arkansas). Places are
 * ranked (populous first, incorporated before CDPs, then GEOID) and the first keeps the plain slug; the others
 * get their county's name '{Name}-{County}-{ST}', then their GEOID if even that is taken.
 */
export function assignCitySlugs<
  T extends { id: number; name: string; stateAbbr: string; population: number | null; kind: string },
>(cities: readonly T[], countyNameOf: (city: T) => string, reserved: ReadonlySet<string>): Map<number, string> {
  const ranked = cities.slice().sort((a, b) => {
    const pop = (b.population ?? -1) - (a.population ?? -1)
    if (pop !== 0) return pop
    const cdp = Number(a.kind === 'cdp') - Number(b.kind === 'cdp')
    return cdp !== 0 ? cdp : a.id - b.id
  })
  const used = new Set(reserved)
  const slugs = new Map<number, string>()
  for (const city of ranked) {
    const name = urlName(city.name) || String(city.id)
    let slug = `${name}-${city.stateAbbr}`
    if (used.has(slug)) slug = `${name}-${urlName(countyNameOf(city))}-${city.stateAbbr}`
    if (used.has(slug)) slug = `${name}-${city.id}-${city.stateAbbr}`
    used.add(slug)
    slugs.set(city.id, slug)
  }
  return slugs
}
