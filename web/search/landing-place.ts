import type { LandingPlace } from '../api/landing-page.ts'
import type { SearchCriteria } from './search-criteria.ts'

const stateFields = new Set(['stateId', 'stateName', 'stateAbbreviation'])
const placeFields: Record<LandingPlace['type'], string | undefined> = {
  state: undefined,
  region: 'regionName',
  county: 'countyName',
}

/**
 * The landing page a search URL stands for, if any: a state, region or county alone, with no filter, sort or page
 * (spec §2, landing pages of the main land site). `asked` is what the URL said; `resolved` is what the API answered,
 * with the place's id.
 */
export function landingPlaceOf(asked: SearchCriteria, resolved: SearchCriteria): LandingPlace | null {
  const fields = Object.entries(asked)
    .filter(([, value]) => value !== undefined)
    .map(([field]) => field)
  const own = fields.filter((field) => !stateFields.has(field))
  if (own.length > 1) return null
  const type = (Object.keys(placeFields) as LandingPlace['type'][]).find((kind) => placeFields[kind] === own[0])
  if (!type) return null
  const id =
    type === 'state' ? resolved.stateId : type === 'region' ? resolved.regionIdList?.[0] : resolved.countyIdList?.[0]
  return id ? { type, id } : null
}
