import type { HomePageResponse } from '../../web/api/home-page.ts'
import { listingSummary, type ListingSummary } from '../../web/api/listing-summary.ts'
import { marketStatus, upgradeTier } from '../../web/rules/listing-rules.ts'
import { listingSummaryColumns, listingSummaryJoins } from './listing-summary-columns.ts'
import { fromSqlRows } from './sql-row.ts'
import { rotateFeatured } from './featured-rotation.ts'
import { activeStatuses, popularStates } from './popular-queries.ts'
import { siteMaskOf } from '../../brands/site-ids.ts'
import { siteStat } from './site-stats.ts'
import type { Db } from './db.ts'

const homeListingCount = 8

type Totals = { listingCount: number; totalAcres: number }

function listingTotals(db: Db, siteId: number): Promise<Totals> {
  return siteStat(db, siteId, 'listing-totals', async () => {
    const row = await db
      .prepare(
        `SELECT COUNT(*) AS listingCount, COALESCE(SUM(acres), 0) AS totalAcres
           FROM listings WHERE market_status IN (${activeStatuses}) AND (site_mask & ?1) != 0`,
      )
      .bind(siteMaskOf(siteId))
      .first<Totals>()
    return row ?? { listingCount: 0, totalAcres: 0 }
  })
}

const featuredCandidateCount = homeListingCount * 6

/** Everything the home page shows. */
export async function homePageData(db: Db, siteId: number): Promise<HomePageResponse['pageData']> {
  const mask = siteMaskOf(siteId)
  // Featured candidates: the newest available diamond listings, then platinum, straight off the
  // listings_featured index (ordering by anything computed would sort every such listing).
  const featuredCandidates = db
    .prepare(
      `SELECT ${listingSummaryColumns} FROM listings l ${listingSummaryJoins}
        WHERE l.market_status = ${marketStatus.available} AND l.upgrade_level_id >= ${upgradeTier.platinum}
          AND (l.site_mask & ?1) != 0
        ORDER BY l.upgrade_level_id DESC, l.date_listed DESC
        LIMIT ${featuredCandidateCount}`,
    )
    .bind(mask)
  // Twice as many newest as shown, so the ones already featured can be left out.
  const newest = db
    .prepare(
      `SELECT ${listingSummaryColumns} FROM listings l ${listingSummaryJoins}
        WHERE l.market_status = ${marketStatus.available} AND (l.site_mask & ?1) != 0
        ORDER BY l.date_listed DESC, l.id DESC LIMIT ${homeListingCount * 2}`,
    )
    .bind(mask)
  // The listing reads and the cached aggregates are independent: ask for all of them at once.
  const [[featuredRows, newestRows], totals, states] = await Promise.all([
    db.batch<Record<string, unknown>>([featuredCandidates, newest]),
    listingTotals(db, siteId),
    popularStates(db, siteId),
  ])
  const featuredListings = rotateFeatured(fromSqlRows(listingSummary, featuredRows!.results), siteId, homeListingCount)
  const featuredIds = new Set(featuredListings.map((listing) => listing.id))
  const newestListings: ListingSummary[] = fromSqlRows(listingSummary, newestRows!.results)
    .filter((listing) => !featuredIds.has(listing.id))
    .slice(0, homeListingCount)
  return {
    ...totals,
    featuredListings,
    newestListings,
    // The home page lists the states that have land for sale; the footer lists them all.
    popularStates: states.filter((state) => state.listingCount > 0),
  }
}
