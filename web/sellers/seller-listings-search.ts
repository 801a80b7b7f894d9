import { sortOrderValues } from '../search/search-criteria.ts'
import type { SellerListingsRequest } from '../api/sellers.ts'

// A seller's listings page keeps its order and page in the query: ?sort={sortOrderId}&page={n} (n from 2; the first
// page and the default order have none, so each listings page has one address).

export interface SellerListingsSearch {
  sort?: number
  page?: number
}

/** The query as the router hands it over (strings), read leniently: what is not a known order or a page is left out. */
export function sellerListingsSearch(search: Record<string, unknown>): SellerListingsSearch {
  const sort = Number(search.sort)
  const page = Number(search.page)
  return {
    ...((sortOrderValues as readonly number[]).includes(sort) ? { sort } : {}),
    ...(Number.isSafeInteger(page) && page >= 2 && page <= 10_000 ? { page } : {}),
  }
}

export function sellerListingsOf(search: SellerListingsSearch): SellerListingsRequest {
  return {
    ...(search.sort !== undefined ? { sortOrderId: search.sort as SellerListingsRequest['sortOrderId'] } : {}),
    ...(search.page !== undefined ? { pageIndex: search.page - 1 } : {}),
  }
}

/** The query of a listings request: '?sort=4&page=2', or '' for the first page in the default order. */
export function sellerListingsQueryString(asked: SellerListingsRequest): string {
  const query = new URLSearchParams()
  if (asked.sortOrderId !== undefined) query.set('sort', String(asked.sortOrderId))
  if (asked.pageIndex) query.set('page', String(asked.pageIndex + 1))
  const text = query.toString()
  return text ? `?${text}` : ''
}
