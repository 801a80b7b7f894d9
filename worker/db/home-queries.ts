import type { HomePageResponse, ListingCard } from '../../web/api/contract.ts'
import { marketStatus, upgradeTier } from '../../web/spec/listing-rules.ts'
import { listingCardColumns, listingCardJoins, toListingCard, type ListingCardRow } from './listing-cards.ts'
import { activeStatuses, popularStates } from './popular-queries.ts'
import { siteMaskOf } from './site-mask.ts'
import { siteStat } from './site-stats.ts'

const homeListingCount = 8

type Totals = { listingCount: number; totalAcres: number }

function listingTotals(db: D1Database, siteId: number): Promise<Totals> {
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

/** Changes once a day and differs per site, so each brand's home page shows its own featured rotation. */
function featuredRotation(siteId: number, now = Date.now()): number {
  return (Math.floor(now / 86_400_000) * 7919 + siteId * 104_729) % 2_147_483_647
}

/** Everything the home page shows. */
export async function homePageData(db: D1Database, siteId: number): Promise<HomePageResponse['pageData']> {
  const mask = siteMaskOf(siteId)
  const [featuredRows, newestRows] = await db.batch<ListingCardRow>([
    // Featured: available diamond listings first, then platinum, in an order that rotates daily.
    db
      .prepare(
        `SELECT ${listingCardColumns} FROM listings l ${listingCardJoins}
          WHERE l.market_status = ${marketStatus.available} AND l.upgrade_level_id >= ${upgradeTier.platinum}
            AND (l.site_mask & ?1) != 0
          ORDER BY l.upgrade_level_id DESC, (l.id * 48271 + ?2) % 2147483647
          LIMIT ${homeListingCount}`,
      )
      .bind(mask, featuredRotation(siteId)),
    // Twice as many newest as shown, so the ones already featured can be left out.
    db
      .prepare(
        `SELECT ${listingCardColumns} FROM listings l ${listingCardJoins}
          WHERE l.market_status = ${marketStatus.available} AND (l.site_mask & ?1) != 0
          ORDER BY l.date_listed DESC, l.id DESC LIMIT ${homeListingCount * 2}`,
      )
      .bind(mask),
  ])
  const featuredListings = featuredRows!.results.map(toListingCard)
  const featuredIds = new Set(featuredListings.map((listing) => listing.id))
  const newestListings: ListingCard[] = newestRows!.results
    .map(toListingCard)
    .filter((listing) => !featuredIds.has(listing.id))
    .slice(0, homeListingCount)
  const [totals, states] = await Promise.all([listingTotals(db, siteId), popularStates(db, siteId)])
  return {
    ...totals,
    featuredListings,
    newestListings,
    // The home page lists the states that have land for sale; the footer lists them all.
    popularStates: states.filter((state) => state.listingCount > 0),
  }
}
