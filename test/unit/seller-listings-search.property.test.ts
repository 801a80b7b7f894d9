import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { parsePlainSearch } from '../../routes/plain-search.ts'
import { sellerPathsOf } from '../../routes/links/brand-urls-by-id.ts'
import type { SellerListingsRequest } from '../../web/api/sellers.ts'
import {
  sellerListingsOf,
  sellerListingsQueryString,
  sellerListingsSearch,
} from '../../web/sellers/seller-listings-search.ts'
import { sortOrderValues } from '../../web/search/criteria-values.ts'
import { brandRoutes } from './brand-routes.ts'
import { anyText } from './url-properties.ts'

// A seller's listings page keeps its order and page in the query (?sort={sortOrderId}&page={n}, web/sellers/): what
// the page's links write, the seller route reads back as the same request; any other query reads as the default
// order and first page, or an order and page that exist, never an error.

const seller = { accountId: 10042, contactName: 'John Smith', companyName: 'Smith Land Co.' }
const request: fc.Arbitrary<SellerListingsRequest> = fc.record(
  {
    sortOrderId: fc.constantFrom(...sortOrderValues),
    pageIndex: fc.integer({ min: 0, max: 9_999 }),
  },
  { requiredKeys: [] },
)

describe.each(brandIds)('%s seller listings query', (brandId) => {
  const listingsPath = sellerPathsOf[brandId].path(seller, 'listings')
  const { route } = brandRoutes(brandId)(listingsPath)
  /** The query as the seller route hands it to its loader (routes/seller-route.tsx), read as the loader reads it. */
  const read = (query: string) => {
    const search = (route!.options.validateSearch as (s: Record<string, unknown>) => Record<string, unknown>)(
      parsePlainSearch(query),
    )
    return sellerListingsOf(sellerListingsSearch(search))
  }

  it('reads back the order and page each link writes, the first page and default order without a query', () => {
    fc.assert(
      fc.property(request, (asked) => {
        const query = sellerListingsQueryString(asked)
        const expected = { ...asked }
        if (!expected.pageIndex) delete expected.pageIndex
        expect(read(query)).toEqual(expected)
        expect(query === '').toBe(Object.keys(expected).length === 0)
      }),
    )
  })

  it('reads any other query as an order and page that exist, and writes them back to the same', () => {
    const value = fc.oneof(
      anyText,
      fc.integer().map(String),
      fc.constantFrom('4', ' 4 ', '04', '4.0', '0x4', '1e1', ''),
    )
    fc.assert(
      fc.property(value, value, anyText, (sort, page, other) => {
        const query = `?${new URLSearchParams({ sort: sort.replace(/[\uD800-\uDFFF]/g, ''), page: page.replace(/[\uD800-\uDFFF]/g, ''), other: other.replace(/[\uD800-\uDFFF]/g, '') })}`
        const asked = read(query)
        if (asked.sortOrderId !== undefined) expect(sortOrderValues).toContain(asked.sortOrderId)
        if (asked.pageIndex !== undefined) expect(asked.pageIndex >= 1 && asked.pageIndex <= 9_999).toBe(true)
        expect(read(sellerListingsQueryString(asked))).toEqual(asked)
      }),
    )
  })
})
