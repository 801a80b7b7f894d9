import type { Ref } from 'react'
import type { SearchListing } from '../../api/search.ts'
import { ListingCard } from '../listing-card.tsx'

/** A titled row of listing cards under a detail page (similar listings, recently viewed): four across on desktop. */
export function ListingCardRow(props: {
  /** The heading's id, and the section's test id. */
  id: string
  heading: string
  listings: readonly SearchListing[]
  ref?: Ref<HTMLElement>
  busy?: boolean
  className?: string
}) {
  return (
    <section
      ref={props.ref}
      aria-labelledby={props.id}
      aria-busy={props.busy}
      className={`mt-10 ${props.className ?? ''}`}
      data-testid={props.id}
    >
      <h2 id={props.id} className="mb-3 text-xl font-semibold">
        {props.heading}
      </h2>
      <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-4">
        {props.listings.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing} />
          </li>
        ))}
      </ul>
    </section>
  )
}
