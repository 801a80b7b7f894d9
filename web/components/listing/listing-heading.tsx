import type { ReactNode } from 'react'
import type { ListingDetail } from '../../api/listing-detail.ts'
import { priceDisplay } from '../../format/listing-format.ts'
import { useSiteLinks } from '../../site/site-links.tsx'
import { StatusPill } from '../status-pill.tsx'
import { LikeButton } from '../like-button.tsx'
import { ShareButton } from './share-button.tsx'

// The listing's title block in the two places a look puts it: on the page above or below the photos, or on the
// alternate look's hero photo. The same facts in both: title, status pill, address and price.

const pill = 'rounded bg-gray-900 px-3 py-1 text-sm font-semibold text-white'

/** Street, city, county, state and ZIP: the parts the listing has. */
function addressOf(listing: ListingDetail): string {
  const parts = [listing.address1, listing.city, `${listing.county}, ${listing.stateAbbreviation} ${listing.zip}`]
  return parts.filter(Boolean).join(', ')
}

/** Save (the like heart), the printable flyer and Share. */
export function ListingActions(props: { listing: ListingDetail; title: string; onFlyerClick: () => void }) {
  const links = useSiteLinks()
  return (
    <div className="flex flex-wrap gap-2">
      <LikeButton listingId={props.listing.id} title={props.title} look="detail" />
      <a
        href={links.flyer(props.listing.id)}
        onClick={props.onFlyerClick}
        className="tap-target rounded-full border border-solid border-gray-300 bg-white px-4 py-1 font-semibold text-brand-ink no-underline hover:bg-brand-surface"
      >
        Flyer
      </a>
      <ShareButton listing={props.listing} />
    </div>
  )
}

/**
 * The title block on the page. 'stacked' (property detail): the title row with the actions at its end, the address
 * and the price under it. 'split' (detail for land): title and address on the left, the price and the actions on the
 * right from tablet width up.
 */
export function ListingHeading(props: {
  listing: ListingDetail
  title: string
  actions: ReactNode
  layout: 'stacked' | 'split'
}) {
  const { listing } = props
  const split = props.layout === 'split'
  return (
    <header className={split ? 'gap-6 md:flex md:items-end md:justify-between' : ''}>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="m-0 text-2xl font-bold md:text-3xl">{props.title}</h1>
          <StatusPill listing={listing} className={pill} />
          {!split && <div className="ml-auto">{props.actions}</div>}
        </div>
        <p className="m-0 mt-1 text-brand-muted" data-testid="listing-address">
          {addressOf(listing)}
        </p>
      </div>
      <div className={split ? 'mt-2 flex flex-wrap items-center gap-3 md:mt-0 md:flex-col md:items-end' : ''}>
        <p className={`m-0 font-bold ${split ? 'text-3xl text-brand-primary' : 'mt-2 text-2xl'}`}>
          {priceDisplay(listing.price)}
        </p>
        {split && props.actions}
      </div>
    </header>
  )
}

/**
 * The alternate look's title on its hero photo: white on a dark fade at the photo's foot, clear of the photo counter.
 * Under a transparent header a second fade at the top keeps the header's white text readable on a light sky. Clicks
 * go through to the photo, which opens full screen.
 */
export function HeroCaption(props: { listing: ListingDetail; title: string; underHeader: boolean }) {
  const { listing } = props
  return (
    <>
      {props.underHeader && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 h-40 bg-gradient-to-b from-black/70 to-transparent"
        />
      )}
      <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/55 to-transparent pb-12 pt-24 text-white">
        <header className="mx-auto max-w-7xl gap-6 px-4 [text-shadow:0_1px_3px_rgba(0,0,0,0.6)] md:flex md:items-end md:justify-between">
          <div className="min-w-0">
            <StatusPill listing={listing} className={`${pill} inline-block [text-shadow:none]`} />
            <h1 className="m-0 mt-2 text-3xl font-bold leading-tight md:text-5xl">{props.title}</h1>
            <p className="m-0 mt-2 md:text-lg" data-testid="listing-address">
              {addressOf(listing)}
            </p>
          </div>
          <p className="m-0 mt-3 shrink-0 text-2xl font-bold md:mt-0 md:text-4xl">{priceDisplay(listing.price)}</p>
        </header>
      </div>
    </>
  )
}
