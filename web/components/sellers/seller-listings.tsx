import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { sellerListingsQuery, type SellerListingsRequest } from '../../api/sellers.ts'
import { countDisplay } from '../../format/listing-format.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { ResultList } from '../search/result-list.tsx'
import { SearchPagination } from '../search/search-pagination.tsx'
import { SortSelect } from '../search/sort-select.tsx'

interface SellerListingsProps {
  accountId: number
  /** The order and page shown (the page's URL holds them). */
  asked: SellerListingsRequest
  /** The URL of the seller's listings in an order and at a page: the pagination's links. */
  hrefOf: (asked: SellerListingsRequest) => string
  /** Another order picked: the page navigates to it (first page). */
  onChange: (asked: SellerListingsRequest) => void
  heading: 'h1' | 'h2'
  title: string
}

/**
 * A seller's listings as search cards, with the search's sort orders and pages. The last page stays on screen while
 * the next loads (aria-busy), so changing the order never blanks the list; the route's loader may fetch the first.
 */
export function SellerListings(props: SellerListingsProps) {
  const api = useApi()
  const brand = useBrand()
  const query = useQuery({
    ...sellerListingsQuery(api, brand.siteId, props.accountId, props.asked),
    placeholderData: keepPreviousData,
  })
  const found = query.data?.data
  const Heading = props.heading
  return (
    <section aria-labelledby="seller-listings" aria-busy={query.isFetching || undefined} className="min-w-0">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div>
          <Heading id="seller-listings" className="m-0 text-xl font-bold">
            {props.title}
          </Heading>
          {found && (
            <p role="status" className="m-0 text-sm text-brand-muted" data-testid="seller-listing-count">
              {found.totalCount === 1 ? '1 property' : `${countDisplay(found.totalCount)} properties`}
              {found.pageCount > 1 && ` · page ${found.pageIndex + 1} of ${countDisplay(found.pageCount)}`}
            </p>
          )}
        </div>
        <SortSelect
          criteria={{ sortOrderId: props.asked.sortOrderId }}
          onChange={(change) => props.onChange({ sortOrderId: change.sortOrderId })}
        />
      </div>
      {query.isPending ? (
        <p role="status">Loading properties…</p>
      ) : !found ? (
        <p role="status">Properties could not be loaded just now. Please try again in a moment.</p>
      ) : found.listings.length ? (
        <>
          <ResultList listings={found.listings} />
          <SearchPagination
            pageIndex={found.pageIndex}
            pageCount={found.pageCount}
            hrefOf={(pageIndex) => props.hrefOf({ ...props.asked, pageIndex: pageIndex || undefined })}
          />
        </>
      ) : (
        <p>No properties are listed right now.</p>
      )}
    </section>
  )
}
