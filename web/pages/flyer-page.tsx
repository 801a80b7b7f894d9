import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useEffect } from 'react'
import { listingDetailQuery, type ListingDetail } from '../api/listing-detail.ts'
import { listingLogTypes, logListingEvent } from '../api/logging.ts'
import { CountyOutlineMap } from '../components/flyer/county-outline-map.tsx'
import { FlyerContact } from '../components/flyer/flyer-contact.tsx'
import { FlyerLandFacts } from '../components/flyer/flyer-land-facts.tsx'
import { ListingFacts } from '../components/listing/listing-facts.tsx'
import { ListingFeatures } from '../components/listing/listing-features.tsx'
import { SiteLink } from '../components/site-link.tsx'
import { StatusPill } from '../components/status-pill.tsx'
import { listingTitle, priceDisplay } from '../format/listing-format.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks } from '../site/site-links.tsx'
import { StatusPage } from './status-page.tsx'

// The printable flyer (spec §2 /flyer/{propertyId}): one US-Letter sheet from the listing's own data. The sheet is
// a fixed 7.5 in wide on screen too, so what the seller sees is what prints.

/** The photo at about one and a half times its printed width, in the 3:2 shape of the listing's photos. */
const photoSize = { width: 600, height: 400 }

// Rendered only while the flyer is on screen, so no other page prints differently. The site's header and footer
// come from the root route; the page hides them when printing rather than the root knowing about flyers.
const printStyle =
  '@page{size:letter;margin:0.5in}' +
  '@media print{[data-testid=site-header],[data-testid=site-footer]{display:none!important}}'

/** Each print of the flyer (the button, Ctrl+P or the browser menu) counts once toward the seller's statistics. */
function useFlyerPrintLog(listing: ListingDetail | null) {
  const api = useApi()
  const brand = useBrand()
  const listingId = listing?.id
  const accountId = listing?.accountId
  useEffect(() => {
    if (!listingId || !accountId) return
    const logPrint = () =>
      logListingEvent(api, brand.siteId, listingLogTypes.flyersPrinted, { id: listingId, accountId })
    window.addEventListener('beforeprint', logPrint)
    return () => window.removeEventListener('beforeprint', logPrint)
  }, [api, brand.siteId, listingId, accountId])
}

/** The page at /flyer/{propertyId} (routes/flyer-route.tsx). */
export function FlyerRoutePage() {
  const { propertyId, canonicalOrigin } = useRouteContext({ strict: false }) as {
    propertyId: number
    canonicalOrigin: string
  }
  return <FlyerPage propertyId={propertyId} canonicalOrigin={canonicalOrigin} />
}

export function FlyerPage(props: { propertyId: number; canonicalOrigin: string }) {
  const api = useApi()
  const brand = useBrand()
  const links = useSiteLinks()
  const { data: found } = useSuspenseQuery(listingDetailQuery(api, brand.siteId, props.propertyId))
  const listing = found.data
  useFlyerPrintLog(listing)
  if (found.status === 404) return <StatusPage status={404} />
  if (!listing) {
    return (
      <main className="mx-auto max-w-7xl px-4 py-10">
        <p role="status">This flyer could not be made just now. Please try again in a moment.</p>
      </main>
    )
  }
  const title = listingTitle(listing.title, listing.acres, listing.county, listing.stateName)
  const place = [listing.address1, listing.city, `${listing.county}, ${listing.stateAbbreviation} ${listing.zip}`]
  const photo = listing.photos[0]
  const listingPath = links.listing(listing)
  return (
    <main data-testid="flyer-page" data-page-name="Flyer" className="bg-gray-100 px-4 py-6 print:bg-white print:p-0">
      <style>{printStyle}</style>
      <nav aria-label="Flyer" className="mx-auto mb-4 flex max-w-[7.5in] items-center justify-between print:hidden">
        <SiteLink href={listingPath} className="tap-target">
          ‹ Back to listing
        </SiteLink>
        <button
          type="button"
          onClick={() => window.print()}
          className="tap-target cursor-pointer rounded border-0 bg-brand-primary px-4 py-2 font-semibold text-white"
        >
          Print flyer
        </button>
      </nav>
      <article className="mx-auto max-w-[7.5in] bg-white p-6 text-sm shadow print:max-h-[9.9in] print:overflow-hidden print:p-0 print:shadow-none">
        <header className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="m-0 text-xs uppercase tracking-wide text-brand-muted">{brand.displayName}</p>
            <h1 className="m-0 line-clamp-2 text-2xl font-bold">{title}</h1>
            <p className="m-0 text-brand-muted" data-testid="flyer-address">
              {place.filter(Boolean).join(', ')}
            </p>
          </div>
          <div className="shrink-0 text-right">
            <p className="m-0 text-2xl font-bold" data-testid="flyer-price">
              {priceDisplay(listing.price)}
            </p>
            <StatusPill
              listing={listing}
              className="rounded bg-gray-900 px-2 py-0.5 text-xs font-semibold text-white"
            />
          </div>
        </header>
        <div className="mt-4 flex items-center gap-4">
          {photo && (
            <img
              src={links.image(photo.documentId, photoSize)}
              alt={photo.altText || title}
              width={photoSize.width}
              height={photoSize.height}
              className="block h-60 min-w-0 flex-[3] rounded object-cover"
            />
          )}
          <div className="min-w-0 flex-[2]">
            <CountyOutlineMap
              countyId={listing.countyId}
              place={`${listing.county}, ${listing.stateAbbreviation}`}
              point={{ lat: listing.lat, lng: listing.lng }}
            />
          </div>
        </div>
        <div className="mt-4">
          <ListingFacts listing={listing} />
        </div>
        {listing.description && (
          <p className="m-0 mt-4 line-clamp-6 whitespace-pre-line leading-5" data-testid="flyer-description">
            {listing.description}
          </p>
        )}
        {/* The detail page's feature lists, side by side and smaller, so all three fit under the description. */}
        <div className="grid grid-cols-3 gap-x-4 [&_h2]:mb-1 [&_h2]:mt-3 [&_h2]:text-sm [&_li]:px-2 [&_li]:py-0 [&_li]:text-xs [&_ul]:gap-1">
          <ListingFeatures listing={listing} />
        </div>
        <FlyerLandFacts listing={listing} />
        <FlyerContact seller={listing.seller} listingUrl={`${props.canonicalOrigin}${listingPath}`} />
      </article>
    </main>
  )
}
