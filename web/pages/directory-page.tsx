import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { directoryQuery, type DirectoryRequest } from '../api/sellers.ts'
import { DirectoryFilters } from '../components/sellers/directory-filters.tsx'
import { DirectoryList } from '../components/sellers/directory-list.tsx'
import { SearchPagination } from '../components/search/search-pagination.tsx'
import { countDisplay } from '../format/listing-format.ts'
import { directoryHeading } from '../sellers/directory-heading.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'

export interface DirectoryPageProps {
  /** What the URL asks for: type, state, county, name, order, page. */
  filters: DirectoryRequest
  /** The URL of the directory for some filters: the pagination's links. */
  hrefOf: (filters: DirectoryRequest) => string
  /** Filters changed in the form: navigate to hrefOf of them. */
  onChange: (filters: DirectoryRequest) => void
  /** The main land site's /member/{word}/: a search of sellers by name (analytics 'Search Results Members'). */
  memberSearch?: boolean
}

/**
 * The broker directory (spec §2 agent directories): sellers with land for sale on the site, by type, state and name,
 * in the six broker sorts of spec §9, 25 a page, each linking to its page. The last page stays on screen while the
 * next loads (aria-busy); the route's loader may fetch the first.
 */
export function DirectoryPage(props: DirectoryPageProps) {
  const api = useApi()
  const brand = useBrand()
  const query = useQuery({ ...directoryQuery(api, brand.siteId, props.filters), placeholderData: keepPreviousData })
  const result = query.data
  const found = result?.data
  return (
    <main
      data-testid="directory-page"
      data-page-name={props.memberSearch ? 'Search Results Members' : 'Member Directory'}
      aria-busy={query.isFetching || undefined}
      className="mx-auto max-w-7xl px-4 pb-24 pt-6"
    >
      <h1 className="m-0 text-2xl font-bold md:text-3xl">{directoryHeading(props.filters)}</h1>
      <DirectoryFilters key={props.filters.keyword ?? ''} filters={props.filters} onChange={props.onChange} />
      {query.isPending ? (
        <p role="status" className="py-6">
          Loading sellers…
        </p>
      ) : result?.status === 404 ? (
        <p role="status" className="py-6">
          That place is not one we know. Pick a state from the list.
        </p>
      ) : !found ? (
        <p role="status" className="py-6">
          Sellers could not be loaded just now. Please try again in a moment.
        </p>
      ) : (
        <>
          <p role="status" className="my-3 text-sm text-brand-muted" data-testid="directory-count">
            {found.totalCount === 1 ? '1 seller' : `${countDisplay(found.totalCount)} sellers`}
            {found.pageCount > 1 && ` · page ${found.pageIndex + 1} of ${countDisplay(found.pageCount)}`}
          </p>
          {found.sellers.length ? (
            <DirectoryList sellers={found.sellers} />
          ) : (
            <p>No sellers match. Try another type, state or name.</p>
          )}
          <SearchPagination
            pageIndex={found.pageIndex}
            pageCount={found.pageCount}
            hrefOf={(pageIndex) => props.hrefOf({ ...props.filters, pageIndex: pageIndex || undefined })}
          />
        </>
      )}
    </main>
  )
}
