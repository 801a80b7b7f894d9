import { allSitesId } from '../../brands/site-ids.ts'
import { activeStatuses } from '../db/popular-queries.ts'
import type { Db } from '../db/db.ts'

// seller_stats (0014_seller_stats.sql): each seller's active listings per site. Triggers keep it exact as listings
// and accounts change; what they cannot see is a load with the triggers off (the seed tool) or the listings from
// before the table. So, as place_listing_counts does, the table remembers the load it was counted after
// (seed_info.loaded_at; none in production) and the directory counts it afresh, once, when that differs: 5 to 7 s at
// 1,000,000 listings (the grouping reads search_place and the agents' listings in 2 s; writing the rows and their
// indexes the rest).

const statName = 'seller-stats'
const loadedAt = 'json_quote((SELECT loaded_at FROM seed_info WHERE id = 1))'

/** One row, fresh = 1 when the counts follow the last load: sent in the same batch as the directory's first reads. */
export const sellerStatsFreshSql = `SELECT (SELECT value FROM site_stats WHERE site_id = ${allSitesId} AND name = '${statName}')
  IS ${loadedAt} AS fresh`

// Each seller's listings grouped by site mask, its own (search_place holds every column read) and as a corporate
// master (its agents' listings, by listings_parent_account), then summed per site of the masks.
const counted = (account: string, index: string, where: string) =>
  `SELECT ${account} AS account_id, site_mask, count(*) AS n, sum(CAST(round(acres * 100) AS INTEGER)) AS hundredths,
          count(CASE WHEN price > 2 THEN 1 END) AS priced, sum(CASE WHEN price > 2 THEN price ELSE 0 END) AS total
     FROM listings INDEXED BY ${index} WHERE ${where} AND market_status IN (${activeStatuses})
    GROUP BY ${account}, site_mask`

const recountSql = `INSERT INTO seller_stats (site_id, account_id, is_active, directory_type, state_id, county_id,
    plan_level, sort_name, listing_count, acre_hundredths, priced_count, price_total, average_price)
  WITH listed AS MATERIALIZED (
    ${counted('account_id', 'search_place', 'true')}
    UNION ALL ${counted('parent_account_id', 'listings_parent_account', 'parent_account_id IS NOT NULL')}
  ), per_site AS (
    SELECT s.site_id, l.account_id, sum(n) AS n, sum(hundredths) AS hundredths, sum(priced) AS priced,
           sum(total) AS total
      FROM listed l JOIN seller_sites s ON l.site_mask & (1 << (s.site_id - 1))
     GROUP BY s.site_id, l.account_id
  )
  SELECT p.site_id, f.account_id, f.is_active, f.directory_type, f.state_id, f.county_id, f.plan_level, f.sort_name,
         p.n, p.hundredths, p.priced, p.total, p.total * 1.0 / nullif(p.priced, 0)
    FROM per_site p JOIN seller_directory_fields f ON f.account_id = p.account_id`

/**
 * Counts every seller afresh and notes the load it followed. Plain statements, so a loader that writes listings with
 * the triggers off (worker/tools/seed.ts) can run them itself once its seed_info row is written, and no request has to.
 */
export const refillSellerStatsSql = [
  'DELETE FROM seller_stats',
  recountSql,
  `INSERT INTO site_stats (site_id, name, data_version, value, computed_at)
   SELECT ${allSitesId}, '${statName}', version, ${loadedAt}, strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
     FROM data_version WHERE id = 1
   ON CONFLICT (site_id, name) DO UPDATE SET data_version = excluded.data_version, value = excluded.value,
     computed_at = excluded.computed_at`,
]

export async function recountSellerStats(db: Db): Promise<void> {
  await db.batch(refillSellerStatsSql.map((sql) => db.prepare(sql)))
}
