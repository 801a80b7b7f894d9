import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { ApiFetch } from './api-client.ts'
import { landFactsAnswer } from './land-facts-answer.ts'
import { virtualTourUrl } from '../rules/listing-media.ts'
import { apiCall, getCall } from './api-call.ts'
import { searchListing } from './search-listing.ts'
import { siteIdParam } from './site-id.ts'
import { videoEmbed } from './video-embed.ts'

// A listing's detail page (issue 7): everything about one listing and its seller, and the buyer's recently viewed
// listings (spec §7 getviewedlistings). The worker serves them in worker/api/listing-routes.ts.

const idText = (field: string) => v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, `${field} must be a listing id`))

/** The seller as a listing's detail page shows them (spec §3 broker fields). */
export const listingSeller = v.object({
  accountId: v.number(),
  contactName: v.string(),
  companyName: v.string(),
  /** Chosen in the spec's order (tracking, cell, office, toll-free; a listing-hub seller's office alone); '' for none. */
  phone: v.string(),
  /** The address lines to show, in the spec's order (address1, address2, city, state, zip), empty ones left out. */
  addressLines: v.array(v.string()),
  licenseNumber: v.string(),
  logoId: v.nullable(v.number()),
  portraitId: v.nullable(v.number()),
  isFree: v.boolean(),
  directoryType: v.number(),
  url: v.string(),
})
export type ListingSeller = v.InferOutput<typeof listingSeller>

// Checked against the tour hosts the page may frame (web/rules/listing-media.ts) at every boundary, as the video is.
const tourUrl = v.pipe(
  v.string(),
  v.check((url) => virtualTourUrl(url) === url, 'virtualTourUrl must be an https page of a tour host'),
)

/** Who stated a listing's land facts and when; parcel facts were read from parcel records on parcelCheckedAt. */
export const landFactsSource = v.object({
  statedBy: v.nullable(v.picklist(['seller', 'land feed'])),
  statedAt: v.nullable(v.string()),
  parcelCheckedAt: v.nullable(v.string()),
})
export type LandFactsSource = v.InferOutput<typeof landFactsSource>

/** A listing's boundary: its outer ring, [longitude, latitude] pairs, closed (web/rules/boundary.ts). */
export const listingBoundary = v.object({
  ring: v.array(v.tuple([v.number(), v.number()])),
  source: v.picklist(['seller', 'land feed', 'parcel data']),
})
export type ListingBoundary = v.InferOutput<typeof listingBoundary>

/** The town nearest the listing's point (from the cities data): a place of 1,000 people or more when one is near. */
export const nearestTown = v.object({ name: v.string(), stateAbbr: v.string(), miles: v.number() })
export type NearestTown = v.InferOutput<typeof nearestTown>

export const listingDetail = v.object({
  ...searchListing.entries,
  /** The whole description (a card shows its start). */
  description: v.string(),
  /** Every photo, in order, with its alt text ('' when the seller gave none). */
  photos: v.array(v.object({ documentId: v.number(), altText: v.string() })),
  stateId: v.number(),
  countyId: v.number(),
  activityFlags: v.number(),
  amenityFlags: v.number(),
  mineralRights: v.boolean(),
  ownerFinancing: v.boolean(),
  priceChangedAt: v.nullable(v.string()),
  auctionDate: v.nullable(v.string()),
  /** What the full-screen Video mode frames; null when the listing has no video. */
  video: v.nullable(videoEmbed),
  /** What the full-screen 3D Tour mode frames; null when the listing has no tour on an allowed host. */
  virtualTourUrl: v.nullable(tourUrl),
  seller: listingSeller,
  /** The land facts (issue 31), each null when not stated. */
  landFacts: landFactsAnswer,
  landFactsSource,
  boundary: v.nullable(listingBoundary),
  nearestTown: v.nullable(nearestTown),
})
export type ListingDetail = v.InferOutput<typeof listingDetail>

/** GET /api/property/detail/{siteId}/{propertyId}: one listing of the site; 404 for an id the site does not have. */
export const listingDetailCall = apiCall({
  method: 'GET',
  path: '/property/detail/:siteId/:propertyId',
  params: v.object({ siteId: siteIdParam, propertyId: idText('propertyId') }),
  response: listingDetail,
  example: { params: { siteId: '1', propertyId: '1000001' } },
})

/** How many recently viewed listings a page asks for at most. */
export const viewedListingsLimit = 12

/**
 * GET /api/Property/getviewedlistings/{ids joined by hyphen} (spec §7): the listings of the ids that still exist on
 * the site, as cards, in the order asked (most recent first).
 */
export const viewedListingsCall = apiCall({
  method: 'GET',
  path: '/Property/getviewedlistings/:ids',
  params: v.object({
    ids: v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,9}(-[1-9]\d{0,9})*$/, 'ids must be listing ids joined by hyphens'),
      v.transform((text) => [...new Set(text.split('-').map(Number))]),
      v.maxLength(viewedListingsLimit, `ids may name at most ${viewedListingsLimit} listings`),
    ),
  }),
  response: v.array(searchListing),
  example: { params: { ids: '1000003-1000001-1000002' } },
})

export const listingDetailQuery = (api: ApiFetch, siteId: number, propertyId: number) =>
  queryOptions({
    queryKey: ['listing', siteId, propertyId],
    queryFn: () => getCall(api, listingDetailCall, { siteId, propertyId }),
    staleTime: 60_000,
  })

export const viewedListingsQuery = (api: ApiFetch, ids: readonly number[]) =>
  queryOptions({
    queryKey: ['viewed', ids],
    queryFn: () => getCall(api, viewedListingsCall, { ids: ids.join('-') }),
    enabled: ids.length > 0,
    staleTime: 60_000,
  })
