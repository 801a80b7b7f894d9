import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect } from 'react'
import { postCall } from '../api/api-call.ts'
import { listingDetailQuery, type ListingDetail } from '../api/listing-detail.ts'
import { listingLogCall, listingLogTypes } from '../api/logging.ts'
import { ContactSeller } from '../components/listing/contact-seller.tsx'
import { ListingFacts } from '../components/listing/listing-facts.tsx'
import { ListingFeatures } from '../components/listing/listing-features.tsx'
import { ListingGallery } from '../components/listing/listing-gallery.tsx'
import { RecentlyViewed } from '../components/listing/recently-viewed.tsx'
import { SellerCard } from '../components/listing/seller-card.tsx'
import { SiteLink } from '../components/site-link.tsx'
import { StatusPill } from '../components/status-pill.tsx'
import { listingTitle, priceDisplay } from '../format/listing-format.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks } from '../site/site-links.tsx'

/** Where the listing is, from the whole country down to its county, each a search of that place (spec §2). */
function Breadcrumbs(props: { listing: ListingDetail }) {
  const links = useSiteLinks()
  const { listing } = props
  const trail = [
    { label: 'United States', href: links.search({}) },
    { label: listing.stateName, href: links.search({ stateAbbreviation: listing.stateAbbreviation }) },
    {
      label: listing.county,
      href: links.search({ stateAbbreviation: listing.stateAbbreviation, countyName: listing.county }),
    },
  ]
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
  const { propertyId } = useRouteContext({ strict: false }) as { propertyId: number }
  const { data: result } = useSuspenseQuery(listingDetailQuery(api, brand.siteId, propertyId))
  const listing = result.data
  // Each view of a listing counts once toward its seller's statistics (spec §7, log type 'details viewed').
  const log = (logType: (typeof listingLogTypes)[keyof typeof listingLogTypes]) =>
    listing &&
    void postCall(
      api,
      listingLogCall,
      {},
      {
        logType,
        siteId: brand.siteId,
        listingLogInfos: [{ listingId: listing.id, accountId: listing.accountId }],
      },
    )
  useEffect(() => {
    log(listingLogTypes.detailsViewed)
  }, [listing?.id])
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
          <ListingGallery photos={listing.photos} title={title} />
          <header className="mt-4">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="m-0 text-2xl font-bold md:text-3xl">{title}</h1>
              <StatusPill
                listing={listing}
                className="rounded bg-gray-900 px-3 py-1 text-sm font-semibold text-white"
              />
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
        </div>
        <aside className="md:sticky md:top-4 md:self-start">
          <SellerCard seller={listing.seller} onPhoneClick={() => log(listingLogTypes.phoneClick)} />
          <ContactSeller listing={listing} leadSource="listing-detail" />
        </aside>
      </div>
      <RecentlyViewed currentId={listing.id} />
    </main>
  )
}
