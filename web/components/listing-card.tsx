import type { ListingSummary } from '../api/listing-summary.ts'
import { acresDisplay, homeSummary, listingTitle, priceDisplay } from '../format/listing-format.ts'
import { useSiteLinks } from '../site/site-links.tsx'
import { SiteLink } from './site-link.tsx'
import { listingLevel } from '../rules/listing-rules.ts'
import { StatusPill } from './status-pill.tsx'

/**
 * A listing placard: photo, price, acres, home summary, address, status pill and the seller's name. `priority` for a
 * card in the first screen: its photo loads with the page, not after layout (it can be the page's largest paint).
 */
export function ListingCard(props: { listing: ListingSummary; showStreet?: boolean; priority?: boolean }) {
  const { listing } = props
  const links = useSiteLinks()
  const title = listingTitle(listing.title, listing.acres, listing.county, listing.stateName)
  const summary = homeSummary(listing.beds, listing.baths, listing.homeSqft)
  const href = links.listing(listing)
  return (
    <article
      data-testid="listing-card"
      className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm"
    >
      <SiteLink href={href} className="relative block aspect-[3/2] bg-gray-100" tabIndex={-1} aria-hidden="true">
        {listing.thumbnailDocumentId !== null && (
          <img
            src={links.image(listing.thumbnailDocumentId, { width: 480, height: 320 })}
            alt=""
            width={480}
            height={320}
            loading={props.priority ? 'eager' : 'lazy'}
            fetchPriority={props.priority ? 'high' : undefined}
            decoding="async"
            className="h-full w-full object-cover"
          />
        )}
        <StatusPill
          listing={listing}
          className="absolute left-2 top-2 rounded bg-black/70 px-2 py-0.5 text-xs font-semibold text-white"
        />
      </SiteLink>
      <div className="flex flex-1 flex-col gap-1 p-3 text-sm">
        <p className="m-0 flex flex-wrap items-baseline gap-x-2 text-brand-ink">
          <span className="text-lg font-bold">{priceDisplay(listing.price)}</span>
          <span className="whitespace-nowrap text-brand-muted">{acresDisplay(listing.acres)}</span>
        </p>
        {summary && <p className="m-0 text-brand-muted">{summary}</p>}
        <h3 className="m-0 text-base font-semibold leading-snug">
          <SiteLink href={href} className="tap-target no-underline hover:underline">
            {title}
          </SiteLink>
        </h3>
        <p className="m-0 text-brand-muted">
          {[listing.city, listing.county, `${listing.stateAbbreviation} ${listing.zip}`.trim()]
            .filter(Boolean)
            .join(', ')}
        </p>
        {listing.listingLevel !== listingLevel.free && listing.brokerCompany && (
          <p className="m-0 mt-auto pt-2 text-xs text-brand-muted">Listed by {listing.brokerCompany}</p>
        )}
      </div>
    </article>
  )
}
