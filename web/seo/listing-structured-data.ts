import type { ListingDetail, ListingSeller } from '../api/listing-detail.ts'
import { sellerName } from '../sellers/seller-text.ts'
import { statedLandFactRows } from '../format/land-facts-format.ts'
import { listingTitle, priceDisplay } from '../format/listing-format.ts'
import { auctionPriceSentinel, marketStatus } from '../rules/listing-rules.ts'
import { breadcrumbList, type BreadcrumbStep } from './breadcrumbs.ts'
import { absoluteUrl, summaryText, type CanonicalSite, type JsonLdNode, type ShareImage } from './open-graph.ts'
import { postalAddress, sellerImages, sellerSchemaType } from './seller-structured-data.ts'

// A listing's page as schema.org sees it: a RealEstateListing (the page that lists land for sale) whose Offer carries
// the price, availability and seller, and whose contentLocation is the land itself, a Place with its address, point
// and acreage. Product + Offer was the other choice; Google keeps real estate out of its product results, and
// RealEstateListing's Offer holds the price just as well.

// The breadcrumb trail lives in a module of its own (listing-breadcrumb-trail.ts): the page shows it, and importing it
// from here would put the JSON-LD (and the facts' wording) in the page's first script.

/** schema.org's ItemAvailability for each market status: a listing under contract is spoken for, not sold. */
const availability: Record<number, string> = {
  [marketStatus.available]: 'https://schema.org/InStock',
  [marketStatus.underContract]: 'https://schema.org/Reserved',
  [marketStatus.offMarket]: 'https://schema.org/OutOfStock',
  [marketStatus.sold]: 'https://schema.org/SoldOut',
}

/** Listing photos are 3:2; this is the size link previews ask for (1200 wide). */
const photoSize = { width: 1200, height: 800 }
/** Enough photos for a crawler to pick from without the head growing with a 100-photo listing. */
const photoLimit = 10
const descriptionLength = 1000

function photoUrl(site: CanonicalSite, documentId: number): string {
  return absoluteUrl(site, site.links.image(documentId, photoSize))
}

/** A listing page's preview picture: its first photo, when it has one. */
export function listingShareImage(listing: ListingDetail, site: CanonicalSite): ShareImage | undefined {
  const first = listing.photos[0]
  if (!first) return undefined
  const alt = first.altText || listingTitle(listing.title, listing.acres, listing.county, listing.stateName)
  return { url: photoUrl(site, first.documentId), ...photoSize, alt }
}

function sellerNode(seller: ListingSeller, site: CanonicalSite): JsonLdNode {
  const type = sellerSchemaType(seller)
  return {
    '@type': type,
    name: sellerName(seller),
    url: absoluteUrl(site, site.links.seller(seller)),
    telephone: seller.phone || undefined,
    address: seller.addressLines.join(', ') || undefined,
    ...sellerImages(type, site, seller),
  }
}

function offer(listing: ListingDetail, url: string, site: CanonicalSite): JsonLdNode {
  const priced = listing.price > auctionPriceSentinel
  return {
    '@type': 'Offer',
    url,
    // An auction or a Contact for Price listing has no price to state; say which it is instead.
    ...(priced ? { price: listing.price, priceCurrency: 'USD' } : { description: priceDisplay(listing.price) }),
    availability: availability[listing.marketStatus] ?? 'https://schema.org/OutOfStock',
    seller: sellerNode(listing.seller, site),
  }
}

/** The land facts the listing states (issue 31), each a PropertyValue in the words its page shows. */
function landFactProperties(listing: ListingDetail): JsonLdNode[] {
  return statedLandFactRows(listing.landFacts, listing.landFactsSource).map((row) => ({
    '@type': 'PropertyValue',
    name: row.label,
    value: row.words,
  }))
}

function land(listing: ListingDetail): JsonLdNode {
  return {
    '@type': 'Place',
    address: postalAddress({
      street: listing.address1,
      city: listing.city,
      stateAbbreviation: listing.stateAbbreviation,
      zip: listing.zip,
    }),
    geo: { '@type': 'GeoCoordinates', latitude: listing.lat, longitude: listing.lng },
    // ACR is the UN/CEFACT code for the acre, the unit schema.org's unitCode expects.
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'Acreage', value: listing.acres, unitCode: 'ACR' },
      ...landFactProperties(listing),
    ],
  }
}

/** The listing's JSON-LD; `trail` is the breadcrumb trail the page shows (listingBreadcrumbTrail). */
export function listingStructuredData(
  listing: ListingDetail,
  site: CanonicalSite,
  trail: readonly BreadcrumbStep[],
): JsonLdNode {
  const url = absoluteUrl(site, site.links.listing(listing))
  const photos = listing.photos.slice(0, photoLimit).map((photo) => photoUrl(site, photo.documentId))
  // dateListed starts with 0 when the upstream never set it.
  const posted = listing.dateListed && !listing.dateListed.startsWith('0') ? listing.dateListed : undefined
  return {
    '@type': 'RealEstateListing',
    name: listingTitle(listing.title, listing.acres, listing.county, listing.stateName),
    description: summaryText(listing.description, descriptionLength) || undefined,
    url,
    image: photos.length ? photos : undefined,
    datePosted: posted,
    breadcrumb: breadcrumbList(trail, site),
    contentLocation: land(listing),
    offers: offer(listing, url, site),
  }
}
