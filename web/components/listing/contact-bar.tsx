import type { ListingDetail } from '../../api/listing-detail.ts'
import { acresDisplay, priceDisplay } from '../../format/listing-format.ts'
import { BottomBar } from '../bottom-bar.tsx'
import { ContactSeller } from './contact-seller.tsx'

/**
 * The contact bar (spec §2 Footer, extra bottom space; on every brand since issue 32): at the foot of the window on
 * listings a buyer can still act on, with the price, a call to the seller and Contact Seller, so the way to the seller
 * is in reach wherever the buyer has scrolled.
 */
export function ContactBar(props: { listing: ListingDetail; onPhoneClick: () => void }) {
  const { listing } = props
  const phone = listing.seller.phone
  return (
    <BottomBar label="Contact the seller" testId="contact-bar">
      <p className="m-0 min-w-0 flex-1 leading-tight">
        <span className="block truncate text-lg font-bold">{priceDisplay(listing.price)}</span>
        <span className="block truncate text-sm text-brand-muted">
          {acresDisplay(listing.acres)}
          <span className="hidden sm:inline">
            {' '}
            · {listing.county}, {listing.stateAbbreviation}
          </span>
        </span>
      </p>
      {phone && (
        <a
          href={`tel:${phone}`}
          onClick={props.onPhoneClick}
          className="tap-target shrink-0 rounded-full border border-solid border-brand-primary px-4 py-2 font-semibold text-brand-primary no-underline hover:bg-brand-surface"
        >
          {/* The space outside the number: inside its hidden box, screen readers ran "Call" into the number. */}
          Call <span className="sr-only lg:not-sr-only">{phone}</span>
        </a>
      )}
      <ContactSeller listing={listing} leadSource="contact-bar" className="shrink-0" />
    </BottomBar>
  )
}
