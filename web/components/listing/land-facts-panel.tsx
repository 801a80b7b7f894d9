import type { ListingDetail } from '../../api/listing-detail.ts'
import { landFactRows, type LandFactRow } from '../../format/land-facts-format.ts'
import { notStatedLabel } from '../../rules/land-facts.ts'
import { canContactSeller } from '../../rules/listing-rules.ts'
import { askSeller } from './seller-question-event.ts'

// Every land fact of the listing, in the page's order, with who stated it and when. A fact not stated asks the
// seller: pressing it puts its question into the Contact Seller message and opens the form. Where the seller cannot
// be written to (a free or an inactive listing) it is plain text.

export interface LandFactsPanelProps {
  listing: Pick<ListingDetail, 'id' | 'landFacts' | 'landFactsSource' | 'marketStatus' | 'listingLevel'>
}

function NotStated(props: { row: LandFactRow; listingId: number; canAsk: boolean }) {
  if (!props.canAsk) return <span className="text-brand-muted">{notStatedLabel}</span>
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) => askSeller(event.currentTarget, props.listingId, props.row.question)}
      className="tap-target cursor-pointer border-0 bg-transparent p-0 text-left font-body text-base text-brand-primary underline hover:text-brand-primary-dark"
    >
      {/* The label first, so each of these buttons has a name of its own for screen readers. */}
      <span className="sr-only">{props.row.label}: </span>
      {notStatedLabel}
    </button>
  )
}

export default function LandFactsPanel(props: LandFactsPanelProps) {
  const { listing } = props
  const canAsk = canContactSeller(listing)
  return (
    <dl className="m-0 grid gap-x-8 lg:grid-cols-2" data-testid="land-facts-list">
      {landFactRows(listing.landFacts, listing.landFactsSource).map((row) => (
        <div
          key={row.name}
          data-fact={row.name}
          className="grid grid-cols-[8rem_1fr] gap-x-3 border-0 border-b border-solid border-gray-200 py-2 sm:grid-cols-[10rem_1fr]"
        >
          <dt className="font-semibold">{row.label}</dt>
          <dd className="m-0 min-w-0 break-words">
            {row.words === null ? (
              <NotStated row={row} listingId={listing.id} canAsk={canAsk} />
            ) : (
              <>
                {row.words}
                {row.source && <span className="block text-sm text-brand-muted">{row.source}</span>}
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
