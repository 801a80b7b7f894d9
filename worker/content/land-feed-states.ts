import { siteMaskOf } from '../../brands/site-ids.ts'
import type { StateCounts } from '../../web/api/partner-pages.ts'
import { activeStatuses } from '../db/popular-queries.ts'
import { siteStat } from '../db/site-stats.ts'
import { countryStateId } from '../search/listing-counts.ts'
import type { Db } from '../db/db.ts'

// Active listings and advertisers per state on one site, for the land feed's state table. Listings come from the
// listing_counts aggregate (kept exact by triggers, 0008_search.sql), which answers them in a few hundred rows.
// Advertisers are distinct accounts, which no aggregate keeps: they are read from the search_place index (state,
// status, …, account: every column the count needs, so no listing row is read), once per data version (site_stats).

const statesSql = `
  WITH sellers AS MATERIALIZED (
    SELECT DISTINCT state_id, account_id FROM listings INDEXED BY search_place
     WHERE market_status IN (${activeStatuses}) AND (site_mask & ?1) != 0
  ),
  advertisers (state_id, n) AS (
    SELECT state_id, count(*) FROM sellers GROUP BY state_id
    UNION ALL SELECT ${countryStateId}, count(DISTINCT account_id) FROM sellers
  ),
  counted (state_id, n) AS (
    SELECT state_id, sum(n) FROM listing_counts
     WHERE detail = 0 AND market_status IN (${activeStatuses}) AND (site_mask & ?1) != 0
     GROUP BY state_id
  )
  SELECT p.id AS stateId, p.name, p.abbreviation, ifnull(c.n, 0) AS listingCount, ifnull(a.n, 0) AS advertiserCount
    FROM (SELECT id, name, abbreviation FROM states UNION ALL SELECT ${countryStateId}, '', '') p
    LEFT JOIN counted c ON c.state_id = p.id
    LEFT JOIN advertisers a ON a.state_id = p.id
   ORDER BY p.name`

interface LandFeedStates {
  states: StateCounts[]
  totals: { listingCount: number; advertiserCount: number }
}

export function landFeedStates(db: Db, siteId: number): Promise<LandFeedStates> {
  return siteStat(db, siteId, 'landfeed-states', async () => {
    const { results } = await db.prepare(statesSql).bind(siteMaskOf(siteId)).all<StateCounts>()
    const country = results.find((row) => row.stateId === countryStateId)
    return {
      states: results.filter((row) => row.stateId !== countryStateId),
      totals: { listingCount: country?.listingCount ?? 0, advertiserCount: country?.advertiserCount ?? 0 },
    }
  })
}
