import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect, type ComponentType } from 'react'
import { listingDetailQuery, type ListingDetail } from '../api/listing-detail.ts'
import { listingLogTypes, logListingEvent, type ListingLogType } from '../api/logging.ts'
import { ListingFinancing } from '../components/finance/listing-financing.tsx'
import { ContactBar } from '../components/listing/contact-bar.tsx'
import { ContactSeller } from '../components/listing/contact-seller.tsx'
import { ListingFacts } from '../components/listing/listing-facts.tsx'
import { ListingFeatures } from '../components/listing/listing-features.tsx'
import { ListingLandFacts } from '../components/listing/listing-land-facts.tsx'
import { useFullscreenCarousel } from '../components/listing/fullscreen/use-fullscreen-carousel.tsx'
import { ListingGallery } from '../components/listing/listing-gallery.tsx'
import { HeroCaption, ListingActions, ListingHeading } from '../components/listing/listing-heading.tsx'
import { ListingMapSection } from '../components/listing/listing-map-section.tsx'
import { ListingPriceContext } from '../components/listing/listing-price-context.tsx'
import { AlternateLook } from '../components/listing/looks/alternate-look.tsx'
import { LandLook } from '../components/listing/looks/land-look.tsx'
import type { ListingLookProps, ListingParts } from '../components/listing/looks/listing-parts.ts'
import { PropertyLook } from '../components/listing/looks/property-look.tsx'
import { MediaButtons } from '../components/listing/media-buttons.tsx'
import { RecentlyViewed } from '../components/listing/recently-viewed.tsx'
import { SellerCard } from '../components/listing/seller-card.tsx'
import { SimilarListings } from '../components/listing/similar-listings.tsx'
import { SiteLink } from '../components/site-link.tsx'
import { listingTitle } from '../format/listing-format.ts'
import { hasContactBar, hasTransparentHeader, listingLook, type ListingLook } from '../rules/listing-look.ts'
import { listingBreadcrumbTrail } from '../seo/listing-breadcrumb-trail.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks } from '../site/site-links.tsx'
import { whenIdle } from '../site/idle-queue.ts'

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

const looks: Record<ListingLook, ComponentType<ListingLookProps>> = {
  property: PropertyLook,
  land: LandLook,
  alternate: AlternateLook,
}

/**
 * A listing's detail page (spec §2): photos, facts, description, features, the map and the seller, in the look the
 * brand and the listing's level give it (web/rules/listing-look.ts), with the contact bar.
 */
export function ListingPage() {
  const api = useApi()
  const brand = useBrand()
  const { propertyId } = useRouteContext({ strict: false }) as { propertyId: number }
  const { data: result } = useSuspenseQuery(listingDetailQuery(api, brand.siteId, propertyId))
  const listing = result.data
  // Each view of a listing counts once toward its seller's statistics (spec §7, log type 'details viewed'), as do
  // the buyer's clicks on the seller's phone, website and the listing's flyer. The view is sent when the browser is
  // idle: a request begun among the effects that follow hydration lengthens their task.
  const log = (logType: ListingLogType, extra?: { targetExternalUrl?: string }) =>
    listing && logListingEvent(api, brand.siteId, logType, listing, extra)
  useEffect(() => {
    whenIdle(() => log(listingLogTypes.detailsViewed))
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
  const look = listingLook(brand, listing)
  const contactBar = hasContactBar(listing)
  const logPhoneClick = () => log(listingLogTypes.phoneClick)
  const actions = (
    <ListingActions listing={listing} title={title} onFlyerClick={() => log(listingLogTypes.documentClick)} />
  )
  const parts: ListingParts = {
    breadcrumbs: <Breadcrumbs listing={listing} />,
    gallery: (frame, overlay) => (
      <ListingGallery
        photos={listing.photos}
        title={title}
        frame={frame}
        overlay={overlay}
        onOpen={(index, from) => fullscreen.open('gallery', index, from)}
      />
    ),
    mediaButtons: <MediaButtons modes={fullscreen.modes} onOpen={fullscreen.open} />,
    heading: (layout) => <ListingHeading listing={listing} title={title} actions={actions} layout={layout} />,
    caption: <HeroCaption listing={listing} title={title} underHeader={hasTransparentHeader(listing)} />,
    actions,
    facts: <ListingFacts listing={listing} />,
    details: (
      <>
        <section aria-labelledby="description" className="mt-6">
          <h2 id="description" className="mb-2 text-lg font-semibold">
            Description
          </h2>
          <p className="m-0 whitespace-pre-line leading-relaxed">{listing.description}</p>
        </section>
        <ListingFeatures listing={listing} />
        <ListingLandFacts listing={listing} />
        <ListingMapSection listing={listing} title={title} />
        <ListingPriceContext listing={listing} />
        <ListingFinancing listing={listing} />
      </>
    ),
    seller: (
      <>
        <SellerCard
          seller={listing.seller}
          onPhoneClick={logPhoneClick}
          onWebsiteClick={(url) => log(listingLogTypes.externalLinkClick, { targetExternalUrl: url })}
        />
        {/* One Contact Seller a page: where the contact bar shows, it is there. */}
        {!contactBar && <ContactSeller listing={listing} leadSource="listing-detail" />}
      </>
    ),
    more: (
      <>
        <SimilarListings listingId={listing.id} />
        <RecentlyViewed currentId={listing.id} />
      </>
    ),
  }
  const Look = looks[look]
  return (
    <main data-testid="listing-page" data-page-name="Listing Detail" data-look={look} className="pb-24">
      <Look parts={parts} />
      {contactBar && <ContactBar listing={listing} onPhoneClick={logPhoneClick} />}
      {fullscreen.element}
    </main>
  )
}
