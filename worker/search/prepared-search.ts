// From the criteria as posted to a search ready for SQL: a custom search page's criteria merged in, places resolved,
// the location derived, filters, keyword and sort order worked out, and the criteria to answer with (names and ids
// of every place filled in). A drawn area of many corners becomes the listings inside it here, the one step that reads
// listings before the search's own statement.
import type { LocationDescriptor } from '../../web/api/search.ts'
import { customSearchPage } from '../../web/search/custom-search-pages.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { insidePolygon, maxSqlPolygonCorners, polygonBox } from './geo-area.ts'
import { areaTokens, ftsQuery } from './keyword.ts'
import { listingFilters } from './listing-filters.ts'
import { searchLocation } from './location.ts'
import { resolvePlaces, type ResolvedPlaces } from './place-resolution.ts'
import { SearchRefused } from './search-refused.ts'
import { areaDriver, matchesStatement, type SearchQuery } from './search-sql.ts'
import { sortSpec } from './sort-orders.ts'
import type { Db } from '../db/db.ts'

export interface PreparedSearch {
  query: SearchQuery
  location: LocationDescriptor
  /** The criteria as asked, with the names and ids of the places filled in. */
  criteria: SearchCriteria
}

export async function prepareSearch(
  db: Db,
  asked: SearchCriteria,
  siteId: number,
  nowMs: number,
): Promise<PreparedSearch> {
  // A custom page's criteria are its defaults: what the buyer set on top of the page wins.
  const page = customSearchPage(asked.customSearchUrl || undefined)
  if (asked.customSearchUrl && !page)
    throw new SearchRefused(404, 'customSearchUrl', `customSearchUrl: no such search page (${asked.customSearchUrl}).`)
  const criteria: SearchCriteria = { ...page?.criteria, ...asked }
  const places = await resolvePlaces(db, criteria)
  if ('field' in places) throw new SearchRefused(404, places.field, places.message)
  const { descriptor, area } = searchLocation(criteria, places)
  const query = {
    filters: listingFilters(criteria, siteId, nowMs),
    keyword: ftsQuery(criteria.keywordQuery, areaTokens(area)),
    sort: sortSpec(criteria.sortOrderId),
  }
  if (area.kind !== 'polygon' || area.points.length <= maxSqlPolygonCorners)
    return { query: { ...query, area }, location: descriptor, criteria: resolvedCriteria(asked, places) }
  // A drawn area of many corners: its box finds the candidates on the search_geo index; the outline decides here.
  const boxQuery: SearchQuery = { ...query, area: { kind: 'box', box: polygonBox(area.points) } }
  const statement = matchesStatement(boxQuery, areaDriver(boxQuery)!, 'l.id, l.lat, l.lng')
  const { results } = await db
    .prepare(statement.sql)
    .bind(...statement.values)
    .all<{ id: number; lat: number; lng: number }>()
  const ids = results.filter((row) => insidePolygon(row.lat, row.lng, area.points)).map((row) => row.id)
  return {
    query: { ...query, area: { kind: 'listings', ids } },
    location: descriptor,
    criteria: resolvedCriteria(asked, places),
  }
}

/** The criteria with every resolved place's id and name: one place's name, a list's ids. */
export function resolvedCriteria(asked: SearchCriteria, places: ResolvedPlaces): SearchCriteria {
  const criteria: SearchCriteria = { ...asked }
  const state = places.placeState
  if (state)
    Object.assign(criteria, { stateId: state.id, stateAbbreviation: state.abbreviation, stateName: state.name })
  const named = <T extends { id: number; name: string }>(
    rows: readonly T[],
    ids: 'cityIdList' | 'countyIdList' | 'regionIdList',
    name: 'cityName' | 'countyName' | 'regionName',
  ) => {
    delete criteria[name]
    if (!rows.length) return
    criteria[ids] = rows.map((row) => row.id)
    if (rows.length === 1) criteria[name] = rows[0]!.name
  }
  // A city name that turned out to be a county is answered as the county (and the other way round).
  named(places.cities, 'cityIdList', 'cityName')
  named(places.counties, 'countyIdList', 'countyName')
  named(places.regions, 'regionIdList', 'regionName')
  return criteria
}
