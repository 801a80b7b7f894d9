// POST /api/broker/listings/{siteId}/{accountId}: a seller's listings are a search by broker (spec §3 brokerId), so
// they are read by the search itself: the same cards, sort orders, statuses (available and under contract) and
// speed as a search page, and a corporate master's agents' listings with its own.
import type { SellerListings, SellerListingsRequest } from '../../web/api/sellers.ts'
import { searchResults } from '../search/search-results.ts'
import type { Db } from '../db/db.ts'

export async function sellerListingsOf(
  db: Db,
  siteId: number,
  accountId: number,
  asked: SellerListingsRequest,
): Promise<SellerListings> {
  const { totalCount, pageIndex, pageSize, pageCount, listings } = await searchResults(
    db,
    { ...asked, brokerId: accountId },
    siteId,
  )
  return { totalCount, pageIndex, pageSize, pageCount, listings }
}
