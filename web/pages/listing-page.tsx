import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect } from 'react'
import { listingDetailQuery, type ListingDetail } from '../api/listing-detail.ts'
import { listingLogTypes, logListingEvent, type ListingLogType } from '../api/logging.ts'
import { ContactSeller } from '../components/listing/contact-seller.tsx'
import { ListingFacts } from '../components/listing/listing-facts.tsx'
import { ListingFeatures } from '../components/listing/listing-features.tsx'
import { useFullscreenCarousel } from '../components/listing/fullscreen/use-fullscreen-carousel.tsx'
import { ListingGallery } from '../components/listing/listing-gallery.tsx'
import { ListingMapSection } from '../components/listing/listing-map-section.tsx'
import { MediaButtons } from '../components/listing/media-buttons.tsx'
import { RecentlyViewed } from '../components/listing/recently-viewed.tsx'
import { SellerCard } from '../components/listing/seller-card.tsx'
import { ShareButton } from '../components/listing/share-button.tsx'
import { SimilarListings } from '../components/listing/similar-listings.tsx'
import { SiteLink } from '../components/site-link.tsx'
import { StatusPill } from '../components/status-pill.tsx'
import { listingTitle, priceDisplay } from '../format/listing-format.ts'
import { listingBreadcrumbTrail } from '../seo/listing-structured-data.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks } from '../site/site-links.tsx'

/** Where the listing is, from the whole country down to its county (the same trail as the page's JSON-LD). */
function Breadcrumbs(props: { listing: ListingDetail }) {
  const links = useSiteLinks()
  const trail = listingBreadcrumbTrail(props.listing, links)
  return (
    <nav aria-label="Breadcrumb" className="mb-3 text-sm">
      <ol className="m-0 flex list-none flex-wrap gap-1 p-0">
        {trail.map((step, index) => (
          <li key={step.href} className="flex gap-1">
            {index > 0 && <span aria-hidden="true">›</span>}
            <SiteLink href={step.href} className="tap-target">
              {step.label}
            </SiteLink>
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** A listing's detail page (spec §2 property detail): photos, facts, description, features and the seller. */
export function ListingPage() {
  const api = useApi()
  const brand = useBrand()
  const links = useSiteLinks()
  const { propertyId } = useRouteContext({ strict: false }) as { propertyId: number }
  const { data: result } = useSuspenseQuery(listingDetailQuery(api, brand.siteId, propertyId))
  const listing = result.data
  // Each view of a listing counts once toward its seller's statistics (spec §7, log type 'details viewed'), as do
  // the buyer's clicks on the seller's phone, website and the listing's flyer.
  const log = (logType: ListingLogType, extra?: { targetExternalUrl?: string }) =>
    listing && logListingEvent(api, brand.siteId, logType, listing, extra)
  useEffect(() => {
    log(listingLogTypes.detailsViewed)
  }, [listing?.id])
  const fullscreen = useFullscreenCarousel(listing ?? undefined)
  if (!listing) {
    return (
      <main className="mx-auto max-w-7xl px-4 py-10">
        <p role="status">This listing could not be loaded just now. Please try again in a moment.</p>
      </main>
    )
  }
  const title = listingTitle(listing.title, listing.acres, listing.county, listing.stateName)
  const place = [listing.address1, listing.city, `${listing.county}, ${listing.stateAbbreviation} ${listing.zip}`]
  return (
    <main data-testid="listing-page" data-page-name="Listing Detail" className="mx-auto max-w-7xl px-4 pb-24 pt-4">
      <Breadcrumbs listing={listing} />
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          <ListingGallery
            photos={listing.photos}
            title={title}
            onOpen={(index, from) => fullscreen.open('gallery', index, from)}
          />
          <MediaButtons modes={fullscreen.modes} onOpen={fullscreen.open} />
          <header className="mt-4">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="m-0 text-2xl font-bold md:text-3xl">{title}</h1>
              <StatusPill
                listing={listing}
                className="rounded bg-gray-900 px-3 py-1 text-sm font-semibold text-white"
              />
              <div className="ml-auto flex gap-2">
                <a
                  href={links.flyer(listing.id)}
                  onClick={() => log(listingLogTypes.documentClick)}
                  className="tap-target rounded-full border border-solid border-gray-300 bg-white px-4 py-1 font-semibold text-brand-ink no-underline hover:bg-brand-surface"
                >
                  Flyer
                </a>
                <ShareButton listing={listing} />
              </div>
            </div>
            <p className="m-0 mt-1 text-brand-muted" data-testid="listing-address">
              {place.filter(Boolean).join(', ')}
            </p>
            <p className="m-0 mt-2 text-2xl font-bold">{priceDisplay(listing.price)}</p>
          </header>
          <div className="mt-4">
            <ListingFacts listing={listing} />
          </div>
          <section aria-labelledby="description" className="mt-6">
            <h2 id="description" className="mb-2 text-lg font-semibold">
              Description
            </h2>
            <p className="m-0 whitespace-pre-line leading-relaxed">{listing.description}</p>
          </section>
          <ListingFeatures listing={listing} />
          <ListingMapSection lat={listing.lat} lng={listing.lng} countyId={listing.countyId} title={title} />
        </div>
        <aside className="md:sticky md:top-4 md:self-start">
          <SellerCard
            seller={listing.seller}
            onPhoneClick={() => log(listingLogTypes.phoneClick)}
            onWebsiteClick={(url) => log(listingLogTypes.externalLinkClick, { targetExternalUrl: url })}
          />
          <ContactSeller listing={listing} leadSource="listing-detail" />
        </aside>
      </div>
      <SimilarListings listingId={listing.id} />
      <RecentlyViewed currentId={listing.id} />
      {fullscreen.element}
    </main>
  )
}
