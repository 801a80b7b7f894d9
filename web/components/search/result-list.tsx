import { useQuery } from '@tanstack/react-query'
import { searchQuery, type SearchListing } from '../../api/search.ts'
import type { LatLng } from '../../search/polyline.ts'
import type { SearchCriteria } from '../../search/search-criteria.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { useSiteLinks } from '../../site/site-links.tsx'
import { SearchCard } from './search-card.tsx'

/** How many cards load their photo at once: the ones a buyer sees first. */
const eagerPhotos = 2

/** The result cards. Pointing at a card (mouse or focus) tells the map which marker to highlight. */
export function ResultList(props: {
  listings: SearchListing[]
  highlightedId?: number | null
  onHighlight?: (listingId: number | null) => void
  /** The point a radius or near-me search measures from (each card gives its distance). */
  from?: LatLng
}) {
  return (
    <ol className="m-0 flex list-none flex-col gap-4 p-0" data-testid="search-results">
      {props.listings.map((listing, index) => (
        <li
          key={listing.id}
          id={`listing-${listing.id}`}
          onMouseEnter={() => props.onHighlight?.(listing.id)}
          onMouseLeave={() => props.onHighlight?.(null)}
          onFocus={() => props.onHighlight?.(listing.id)}
          className={props.highlightedId === listing.id ? 'rounded-lg ring-2 ring-brand-accent' : ''}
        >
          <SearchCard listing={listing} priority={index < eagerPhotos} from={props.from} />
        </li>
      ))}
    </ol>
  )
}

/** Nothing matched: say so, and offer the same place without the filters (the spec's similar-results area). */
export function NoResults(props: { criteria: SearchCriteria }) {
  const api = useApi()
  const brand = useBrand()
  const links = useSiteLinks()
  const { stateId, stateName, stateAbbreviation } = props.criteria
  const broader: SearchCriteria = stateAbbreviation ? { stateId, stateName, stateAbbreviation } : {}
  const similar = useQuery(searchQuery(api, brand.siteId, broader))
  const listings = similar.data?.data?.listings.slice(0, 6) ?? []
  return (
    <section data-testid="no-results" className="py-6">
      <h2 className="m-0 text-xl font-bold">No properties match all of these filters</h2>
      <p>
        Try fewer filters, a wider price or acreage range, or{' '}
        <a className="tap-target" href={links.search(broader)}>
          all land for sale in {stateName ?? 'the United States'}
        </a>
        .
      </p>
      {listings.length > 0 && (
        <section aria-label="Similar properties" data-testid="similar-results" className="mt-6">
          <h2 className="m-0 mb-3 text-lg font-bold">
            Similar properties {stateName ? `in ${stateName}` : 'for sale'}
          </h2>
          <ResultList listings={listings} />
        </section>
      )}
    </section>
  )
}
