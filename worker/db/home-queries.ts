import type { HomePageResponse } from '../../web/api/contract.ts'
import { marketStatus, upgradeTier } from '../../web/spec/listing-rules.ts'
import { listingCardColumns, listingCardJoins, toListingCard, type ListingCardRow } from './listing-cards.ts'
import { activeStatuses, popularStates } from './popular-queries.ts'
import { siteMaskOf } from './site-mask.ts'

const homeListingCount = 8

/** Everything the home page shows, read in one D1 batch plus the state counts. */
export async function homePageData(db: D1Database, siteId: number): Promise<HomePageResponse['pageData']> {
  const mask = siteMaskOf(siteId)
  const [totals, featured, newest] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT COUNT(*) AS listing_count, COALESCE(SUM(acres), 0) AS total_acres
           FROM listings WHERE market_status IN (${activeStatuses}) AND (site_mask & ?1) != 0`,
      )
      .bind(mask),
    // Featured: the newest diamond and platinum listings still available.
    db
      .prepare(
        `SELECT ${listingCardColumns} FROM listings l ${listingCardJoins}
          WHERE l.market_status = ${marketStatus.available} AND l.upgrade_level_id >= ${upgradeTier.platinum}
            AND (l.site_mask & ?1) != 0
          ORDER BY l.date_listed DESC, l.id DESC LIMIT ${homeListingCount}`,
      )
      .bind(mask),
    db
      .prepare(
        `SELECT ${listingCardColumns} FROM listings l ${listingCardJoins}
          WHERE l.market_status = ${marketStatus.available} AND (l.site_mask & ?1) != 0
          ORDER BY l.date_listed DESC, l.id DESC LIMIT ${homeListingCount}`,
      )
      .bind(mask),
  ])
  const total = totals!.results[0] as { listing_count: number; total_acres: number }
  return {
    listingCount: total.listing_count,
    totalAcres: total.total_acres,
    featuredListings: (featured!.results as unknown as ListingCardRow[]).map(toListingCard),
    newestListings: (newest!.results as unknown as ListingCardRow[]).map(toListingCard),
    popularStates: await popularStates(db, siteId),
  }
}
