import { siteMaskOf } from '../../brands/site-ids.ts'
import { siteLinksByBrand, sitemapPath } from '../../routes/links/brand-urls-by-id.ts'
import { activeStatuses } from '../db/popular-queries.ts'
import { laterDate, listedSource, type SitemapPage } from './sitemap-source.ts'

// The brand's place pages: every state and county with an active listing on the brand (a place without one is an
// empty search, not a page for an index), and on the brand whose states, regions and counties are landing pages
// (features.stateLandingPages) its regions too. Each at the brand's search URL for the place, and each state and
// county also at its HTML sitemap page (routes/links/sitemap-urls.ts; a county's first page of listings: the
// listings themselves are in the listing children, and so are the featured and new listings the land site's HTML
// sitemap pages list by state).
//
// lastmod: the newest listing or price change among the place's active listings (listed_at and price_changed_at,
// both in the search_place index, so one pass over that index answers every county: about 0.3 s at 1,000,000
// listings). A listing leaving the market changes the page too and is not seen here: lastmod is a hint to crawlers.

interface CountyRow {
  stateId: number
  stateName: string
  stateAbbreviation: string
  stateSlug: string
  countyName: string
  countySlug: string
  regionName: string | null
  changed: string
}

const countiesSql = `SELECT p.state_id AS stateId, st.name AS stateName, st.abbreviation AS stateAbbreviation,
    st.slug AS stateSlug, c.name_full AS countyName, c.slug AS countySlug, r.name AS regionName,
    strftime('%Y-%m-%dT%H:%M:%SZ', max(max(p.listed), ifnull(unixepoch(max(p.repriced)), 0)), 'unixepoch') AS changed
  FROM (SELECT state_id, county_id, max(listed_at) AS listed, max(price_changed_at) AS repriced
          FROM listings INDEXED BY search_place
         WHERE market_status IN (${activeStatuses}) AND (site_mask & ?1) != 0
         GROUP BY state_id, market_status, county_id) p
  JOIN states st ON st.id = p.state_id
  JOIN counties c ON c.id = p.county_id
  LEFT JOIN regions r ON r.id = c.region_id
 GROUP BY p.county_id
 ORDER BY st.name, c.name_full`

/** A state's counties with an active listing, and its regions' newest change. */
interface StatePlaces {
  counties: CountyRow[]
  changed: string | null
  regions: Map<string, string | null>
}

/** A state's pages, then its regions' (where they are pages), then its counties', each state in name order. */
export const placeUrls = listedSource(async ({ db, brand }): Promise<SitemapPage[]> => {
  const { results } = await db.prepare(countiesSql).bind(siteMaskOf(brand.siteId)).all<CountyRow>()
  const states = new Map<number, StatePlaces>()
  for (const county of results) {
    const state: StatePlaces = states.get(county.stateId) ?? {
      counties: [],
      changed: county.changed,
      regions: new Map(),
    }
    states.set(county.stateId, state)
    state.counties.push(county)
    state.changed = laterDate(state.changed, county.changed)
    const region = brand.features.stateLandingPages ? county.regionName : null
    if (region) state.regions.set(region, laterDate(state.regions.get(region), county.changed))
  }
  const links = siteLinksByBrand[brand.id]
  return [...states.values()].flatMap(({ counties, changed, regions }) => {
    const { stateId, stateName, stateAbbreviation, stateSlug } = counties[0]!
    const state = { stateId, stateName, stateAbbreviation }
    const sitemapState = { slug: stateSlug, abbreviation: stateAbbreviation }
    return [
      { path: links.state(stateName), lastmod: changed },
      { path: sitemapPath(brand.id, { page: 'state', state: sitemapState }), lastmod: changed },
      ...[...regions]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([regionName, lastmod]) => ({ path: links.search({ ...state, regionName }), lastmod })),
      ...counties.flatMap((county) => [
        { path: links.search({ ...state, countyName: county.countyName }), lastmod: county.changed },
        {
          path: sitemapPath(brand.id, {
            page: 'county',
            state: sitemapState,
            countySlug: county.countySlug,
            pageIndex: 0,
          }),
          lastmod: county.changed,
        },
      ]),
    ]
  })
})
