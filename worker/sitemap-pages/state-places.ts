import { siteMaskOf } from '../../brands/site-ids.ts'
import type { SitemapCounty } from '../../web/api/sitemap-pages.ts'
import { propertyTypeFlag, propertyTypeNames, type PropertyTypeName } from '../../web/rules/listing-rules.ts'
import { activeStatuses } from '../db/popular-queries.ts'
import type { Db } from '../db/db.ts'
import { withFreshPlaceCounts } from '../db/place-listing-counts.ts'

// What a state's sitemap page lists: its counties (parishes, boroughs…) with active listings on the site, each with
// its count, from place_listing_counts (one primary-key seek per county, at most 254 in Texas); and its property
// types with theirs, from the listing_counts aggregate (0008_search.sql), whose rows by combination of types are a
// few hundred per state. Both are kept exact by triggers, so no listing is read.

const countiesSql = `
  SELECT * FROM (
    SELECT c.id AS countyId, c.name_full AS name, c.slug,
           (SELECT ifnull(sum(n.listing_count), 0) FROM place_listing_counts n
             WHERE n.kind = 'county' AND n.place_key = CAST(c.id AS TEXT) AND (n.site_mask & ?2) != 0) AS listingCount
      FROM counties c WHERE c.state_id = ?1)
   WHERE listingCount > 0
   ORDER BY name`

const typeCombinationsSql = `
  SELECT type_flags AS typeFlags, sum(n) AS listingCount FROM listing_counts
   WHERE state_id = ?1 AND detail = 1 AND market_status IN (${activeStatuses}) AND (site_mask & ?2) != 0
   GROUP BY type_flags`

interface StatePlaces {
  counties: SitemapCounty[]
  propertyTypes: { propertyType: PropertyTypeName; listingCount: number }[]
}

export async function statePlaces(db: Db, siteId: number, stateId: number): Promise<StatePlaces> {
  const mask = siteMaskOf(siteId)
  const [counties, combinations] = await withFreshPlaceCounts(db, [
    db.prepare(countiesSql).bind(stateId, mask),
    db.prepare(typeCombinationsSql).bind(stateId, mask),
  ])
  const rows = combinations!.results as { typeFlags: number; listingCount: number }[]
  // A listing of several types counts under each, as a search for any one of them finds it.
  const propertyTypes = (Object.keys(propertyTypeNames) as PropertyTypeName[])
    .map((propertyType) => ({
      propertyType,
      listingCount: rows
        .filter((row) => (row.typeFlags & propertyTypeFlag[propertyType]) !== 0)
        .reduce((sum, row) => sum + row.listingCount, 0),
    }))
    .filter((type) => type.listingCount > 0)
  return { counties: counties!.results as SitemapCounty[], propertyTypes }
}
