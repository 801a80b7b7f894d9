import type { SearchCriteria } from '../../web/search/search-criteria.ts'

// Saved searches that cannot find a listing because their place is elsewhere, told apart in SQL over the stored
// criteria, so that a listing's change runs the statements of the searches of its county and state (and those of
// other kinds of place), not of every instant search on the site. Only the certain cases: the place is the first of
// the criteria's places in the order location.ts reads them, and a field that could make it another place keeps the
// search, for its own statement to decide.

/** Places location.ts reads before counties, and a custom search page, whose criteria are merged in later. */
const beforeCounties = [
  'inventoryIdList',
  'lakeIdList',
  'zip',
  'cityIdList',
  'cityName',
  'customSearchUrl',
] as const satisfies readonly (keyof SearchCriteria)[]
/** …and before the state (a county name may turn out to be a city). */
const beforeState = [
  ...beforeCounties,
  'countyIdList',
  'countyName',
  'regionIdList',
  'regionName',
] as const satisfies readonly (keyof SearchCriteria)[]

const anyOf = (fields: readonly string[]) =>
  fields.map((field) => `json_type(s.criteria, '$.${field}') IS NOT NULL`).join(' OR ')

/**
 * SQL over saved_searches s, false when the search looks only in other counties (countyIdList) or in another state
 * (stateId) than a listing in county `county` of state `state` (SQL values). Criteria that are not JSON are kept: they
 * are reported when read.
 */
export function mayFindListingSql(state: string, county: string): string {
  return `CASE
    WHEN NOT json_valid(s.criteria) THEN 1
    WHEN ${anyOf(beforeCounties)} THEN 1
    WHEN json_type(s.criteria, '$.countyIdList') = 'array' AND json_array_length(s.criteria, '$.countyIdList') > 0
      THEN ${county} IN (SELECT value FROM json_each(s.criteria, '$.countyIdList'))
    WHEN ${anyOf(beforeState)} THEN 1
    WHEN json_type(s.criteria, '$.stateId') = 'integer' THEN json_extract(s.criteria, '$.stateId') = ${state}
    ELSE 1 END`
}
