import type { SearchListing } from '../../api/search.ts'
import {
  acresDisplay,
  homeSummary,
  listingTitle,
  priceDisplay,
  pricePerAcreDisplay,
} from '../../format/listing-format.ts'
import { distanceDisplay, flatMiles } from '../../search/distance.ts'
import type { LatLng } from '../../search/polyline.ts'
import { canContactSeller, listingLevel, upgradeTier } from '../../rules/listing-rules.ts'
import { useBrand } from '../../site/brand-context.tsx'
import { useSiteLinks } from '../../site/site-links.tsx'
import { SiteLink } from '../site-link.tsx'
import { StatusPill } from '../status-pill.tsx'
import { ContactSellerButton } from '../listing/contact-seller-button.tsx'
import { CardPhotos } from './card-photos.tsx'
import { LikeButton } from '../like-button.tsx'
import { PriceCutBadge } from './price-cut-badge.tsx'

function MediaIcons(props: { listing: SearchListing }) {
  const media = [
    props.listing.hasVideo && 'VIDEO',
    props.listing.hasCustomMap && 'MAP',
    props.listing.hasVirtualTour && '3D TOURS',
  ].filter((label): label is string => Boolean(label))
  if (!media.length) return null
  return (
    <ul className="m-0 flex list-none gap-1 p-0" aria-label="Media">
      {media.map((label) => (
        <li key={label} className="rounded bg-brand-primary-dark px-1.5 py-0.5 text-[11px] font-bold text-white">
          {label}
        </li>
      ))}
    </ul>
  )
}

/** A search result placard (spec §2 listing card): everything a buyer compares before opening a listing. */
export function SearchCard(props: {
  listing: SearchListing
  priority: boolean
  /** The like heart (default on); off where the page has its own way to unsave (saved properties). */
  like?: boolean
  /** The point a radius or near-me search measures from: the card says how far the listing is. */
  from?: LatLng
}) {
  const { listing } = props
  const brand = useBrand()
  const links = useSiteLinks()
  const href = links.listing(listing)
  const title = listingTitle(listing.title, listing.acres, listing.county, listing.stateName)
  const summary = homeSummary(listing.beds, listing.baths, listing.homeSqft)
  const perAcre = pricePerAcreDisplay(listing.price, listing.acres)
  const distance = props.from && distanceDisplay(flatMiles(...props.from, listing.lat, listing.lng))
  const address = [listing.address1, listing.city, listing.county, `${listing.stateAbbreviation} ${listing.zip}`.trim()]
    .filter(Boolean)
    .join(', ')
  const isDiamond = listing.upgradeLevelId === upgradeTier.diamond
  const action = 'tap-target rounded px-3 py-1 text-sm font-semibold no-underline'
  return (
    <article
      data-testid="search-card"
      data-listing-id={listing.id}
      // A card off screen is neither laid out nor painted until it nears the window (content-visibility): a page of
      // 25 cards laid out in full made every layout while it loaded and hydrated a long task on a slow phone. Until
      // then it keeps about its height, a photo of 3:2 over the text on a phone and a 213 px row from md on, so the
      // scroll bar hardly moves; once drawn, its real height is kept (auto).
      className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm [content-visibility:auto] [contain-intrinsic-size:auto_calc((100vw-2rem)*2/3+15rem)] md:flex-row md:[contain-intrinsic-size:auto_220px]"
    >
      <div className="relative md:w-80 md:shrink-0">
        <CardPhotos listing={listing} title={title} priority={props.priority} />
        <StatusPill
          listing={listing}
          className="absolute left-2 top-2 rounded bg-black/75 px-2 py-0.5 text-xs font-semibold text-white"
        />
        {props.like !== false && <LikeButton listingId={listing.id} title={title} look="card" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 text-sm">
        <p className="m-0 flex flex-wrap items-baseline gap-x-3 text-brand-ink">
          <span className="text-xl font-bold">{priceDisplay(listing.price)}</span>
          <span className="whitespace-nowrap font-semibold">{acresDisplay(listing.acres)}</span>
          {perAcre && (
            <span className="whitespace-nowrap text-brand-muted" data-testid="card-price-per-acre">
              {perAcre}
            </span>
          )}
          {summary && <span className="text-brand-muted">{summary}</span>}
          <PriceCutBadge listing={listing} />
        </p>
        <h2 className="m-0 text-base font-semibold leading-snug">
          <SiteLink href={href} className="tap-target no-underline hover:underline">
            {title}
          </SiteLink>
        </h2>
        <p className="m-0 text-brand-muted" data-testid="card-address">
          {address}
          {distance && (
            <span className="whitespace-nowrap font-semibold text-brand-ink" data-testid="card-distance">
              {' · '}
              {distance}
            </span>
          )}
        </p>
        {listing.description && <p className="m-0 line-clamp-2 text-gray-700">{listing.description}</p>}
        {brand.features.cardMediaIcons && <MediaIcons listing={listing} />}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          {listing.listingLevel !== listingLevel.free && (
            <p className="m-0 min-w-0 text-xs text-brand-muted" data-testid="broker-placard">
              {listing.brokerCompany || listing.brokerName}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {isDiamond && listing.brokerPhone && (
              <a
                className={`${action} border border-brand-primary text-brand-primary`}
                href={`tel:${listing.brokerPhone}`}
              >
                Call
              </a>
            )}
            {canContactSeller(listing) && (
              // The form opens on the card: the buyer writes without leaving the results.
              <ContactSellerButton
                listing={listing}
                leadSource="search-results"
                label={isDiamond ? 'Message' : 'Contact Seller'}
                className={`${action} cursor-pointer border-0 bg-brand-primary text-white`}
              />
            )}
          </div>
        </div>
      </div>
    </article>
  )
}
