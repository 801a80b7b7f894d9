import { useQuery } from '@tanstack/react-query'
import { viewedListingsQuery } from '../../api/listing-detail.ts'
import type { SearchListing } from '../../api/search.ts'
import { acresDisplay, listingTitle, priceDisplay, pricePerAcreDisplay } from '../../format/listing-format.ts'
import { useApi } from '../../site/api-context.tsx'
import { useSiteLinks } from '../../site/site-links.tsx'
import { SiteLink } from '../site-link.tsx'
import { cardImageSrcSet } from './card-image.ts'

// The card a pressed pin opens on the search map (Zillow's and LandWatch's habit): photo, price, acres, $/acre, title
// and the link, drawn inside the map's top edge rather than beside the pin, so it is never cut off by the map's edge
// or the window's, whatever the pin's place. A listing on the page's list is shown at once; one further off is asked
// for as a card (the recently-viewed call, which answers listings as cards by id).

/** The card photo's shape (spec §9's thumbnail), at two thirds of its size: the card must fit a phone's map. */
const thumbnail = { width: 96, height: 64 }

export function MapPinCard(props: { listingId: number; listings: readonly SearchListing[]; onClose: () => void }) {
  const api = useApi()
  const links = useSiteLinks()
  const onPage = props.listings.find((listing) => listing.id === props.listingId)
  const asked = useQuery({ ...viewedListingsQuery(api, [props.listingId]), enabled: !onPage })
  const listing = onPage ?? asked.data?.data?.[0]
  const failed = !onPage && (asked.isError || (asked.data !== undefined && !listing))
  const frame =
    'absolute left-2 right-14 top-2 z-20 flex max-w-sm gap-3 rounded-lg bg-white p-2 text-sm text-brand-ink shadow-lg'
  const close = (
    <button
      type="button"
      aria-label="Close the listing card"
      onClick={props.onClose}
      className="tap-target ml-auto shrink-0 cursor-pointer self-start rounded border-0 bg-transparent p-0 text-xl leading-none text-brand-ink"
    >
      <span aria-hidden="true">×</span>
    </button>
  )
  if (!listing) {
    return (
      <div className={frame} data-testid="map-pin-card" role="status">
        <p className="m-0">{failed ? 'This listing could not be loaded just now.' : 'Loading the listing…'}</p>
        {close}
      </div>
    )
  }
  const title = listingTitle(listing.title, listing.acres, listing.county, listing.stateName)
  const photo = listing.imageIds[0] ?? listing.thumbnailDocumentId
  const perAcre = pricePerAcreDisplay(listing.price, listing.acres)
  return (
    <article className={frame} data-testid="map-pin-card" aria-label={`Selected listing: ${title}`}>
      {photo !== null && (
        <img
          src={links.image(photo, thumbnail)}
          srcSet={cardImageSrcSet(links, photo)}
          sizes={`${thumbnail.width}px`}
          alt=""
          width={thumbnail.width}
          height={thumbnail.height}
          className="h-16 w-24 shrink-0 rounded object-cover"
        />
      )}
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="m-0 font-bold">{priceDisplay(listing.price)}</p>
        <p className="m-0">
          {acresDisplay(listing.acres)}
          {perAcre && <span className="text-brand-muted"> · {perAcre}</span>}
        </p>
        <SiteLink href={links.listing(listing)} className="tap-target line-clamp-2 font-semibold">
          {title}
        </SiteLink>
      </div>
      {close}
    </article>
  )
}
