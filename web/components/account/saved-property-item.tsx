import { useState } from 'react'
import type { SavedProperty } from '../../api/account.ts'
import { dateDisplay, listingTitle } from '../../format/listing-format.ts'
import { SearchCard } from '../search/search-card.tsx'
import { dangerButton } from './account-look.tsx'

/** A saved listing: its search card, when it was saved, and Remove (which leaves the page when the server agrees). */
export function SavedPropertyItem(props: {
  listing: SavedProperty
  priority: boolean
  onRemove: (listing: SavedProperty) => Promise<string | null>
}) {
  const { listing } = props
  const [removing, setRemoving] = useState(false)
  const [problem, setProblem] = useState('')
  const title = listingTitle(listing.title, listing.acres, listing.county, listing.stateName)
  const remove = async () => {
    setRemoving(true)
    setProblem('')
    const refused = await props.onRemove(listing)
    // Done, this item unmounts with the listing; otherwise it stays with the problem.
    if (refused) {
      setRemoving(false)
      setProblem(refused)
    }
  }
  return (
    <li data-testid="saved-property" data-listing-id={listing.id} className="flex flex-col gap-2">
      {/* Remove below is this page's heart, for a listing saved on any site (the heart shows this site's). */}
      <SearchCard listing={listing} priority={props.priority} like={false} />
      <div className="flex flex-wrap items-center justify-between gap-2 px-1">
        <p className="m-0 text-sm text-brand-muted">
          Saved <time dateTime={listing.savedAt}>{dateDisplay(listing.savedAt)}</time>
        </p>
        <button
          type="button"
          className={dangerButton}
          disabled={removing}
          onClick={() => void remove()}
          data-testid="saved-property-remove"
        >
          {removing ? 'Removing…' : 'Remove'}
          <span className="sr-only"> {title} from your saved properties</span>
        </button>
      </div>
      {problem && (
        <p role="alert" className="m-0 px-1 text-sm text-red-700">
          {problem}
        </p>
      )}
    </li>
  )
}
