import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import type { Db } from '../db/db.ts'
import { recountSellerStats, sellerStatsFreshSql } from '../sellers/seller-stats.ts'
import { lastmodSql, type SitemapSource } from './sitemap-source.ts'

// The brand's seller pages: each active seller with an active listing on the brand, as the broker directory lists
// them (seller_stats, one row per site and seller), at the brand's seller details path, in account id order.
// lastmod: the account's own last change (its card: names, contact, plan); its listings have their own URLs and
// dates in the listing children.

const sellersSql = `FROM seller_stats s JOIN accounts a ON a.account_id = s.account_id
  WHERE s.site_id = ?1 AND a.is_active = 1 AND a.is_seller = 1`

/** seller_stats follows the listings by triggers; after a load that bypassed them it is counted afresh, once. */
async function freshSellerStats(db: Db): Promise<void> {
  const counts = await db.prepare(sellerStatsFreshSql).first<{ fresh: number }>()
  if (counts?.fresh !== 1) await recountSellerStats(db)
}

export const sellerUrls: SitemapSource = {
  async count({ db, brand }) {
    await freshSellerStats(db)
    return (await db.prepare(`SELECT count(*) AS n ${sellersSql}`).bind(brand.siteId).first<number>('n')) ?? 0
  },
  async write({ db, brand }, { offset, limit }, add) {
    await freshSellerStats(db)
    const rows = await db
      .prepare(
        `SELECT a.account_id, a.contact_name, a.company_name, ${lastmodSql('a.updated_at')}
         ${sellersSql} ORDER BY s.account_id LIMIT ?2 OFFSET ?3`,
      )
      .bind(brand.siteId, limit, offset)
      .raw<[number, string, string, string | null]>()
    const links = siteLinksByBrand[brand.id]
    for (const [accountId, contactName, companyName, lastmod] of rows)
      add(links.seller({ accountId, contactName, companyName }, 'details'), lastmod)
  },
}
