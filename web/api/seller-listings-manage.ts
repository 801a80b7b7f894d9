import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { landFactsObject } from '../rules/stated-land-facts.ts'
import { boundaryField } from '../rules/boundary-field.ts'
import { landFactsForm } from '../rules/land-facts-form.ts'
import { marketStatus } from '../rules/listing-rules.ts'
import { marketStatusValues } from '../search/search-criteria.ts'
import type { ApiFetch } from './api-client.ts'
import { apiCall, getCall } from './api-call.ts'
import { landFactsSource } from './listing-detail.ts'
import { brandSiteIdParam } from './site-id.ts'

// The seller's property control center (spec §2 footer, Manage Listings): the logged-in seller's listings with what
// buyers did with them, and a change of a listing's price or market status. The worker serves them in
// worker/api/manage-listing-routes.ts. A seller's listings are those of its account and, for a corporate master,
// those of its agents (listings.parent_account_id), as its seller page counts them.

/** Listings a page of the control center shows. */
export const manageListingsPageSize = 25

/** The largest price a seller may set: the search's own ceiling for a price (criteria priceMax). */
const maxListingPrice = 1e12

const pageIndexParam = v.pipe(
  v.string(),
  v.regex(/^\d{1,4}$/, 'pageIndex must be a page number (0 is the first page)'),
  v.transform(Number),
)
const listingIdParam = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,9}$/, 'listingId must be a listing id'),
  v.transform(Number),
)

/** One of the seller's listings as the control center shows it. */
export const managedListing = v.object({
  id: v.number(),
  title: v.string(),
  /** Whole dollars; 2 is Auction and 0 Contact for Price (spec §9). */
  price: v.number(),
  acres: v.number(),
  marketStatus: v.number(),
  listingLevel: v.number(),
  city: v.string(),
  /** The county's full name: 'Travis County'. */
  county: v.string(),
  stateAbbreviation: v.string(),
  dateListed: v.string(),
  updatedAt: v.string(),
  salesDate: v.nullable(v.string()),
  priceChangeAmount: v.number(),
  priceChangedAt: v.nullable(v.string()),
  /** Details-page views ('details viewed' listing events). */
  views: v.number(),
  /** Leads sent about the listing. */
  leads: v.number(),
  /** The account the listing is under: the seller's own, or one of a corporate master's agents. */
  accountId: v.number(),
  /** That agent's name when the listing is an agent's (a corporate master's view); null for the seller's own. */
  agentName: v.nullable(v.string()),
  /** The listing's page on this site; null when the listing is not shown on this site. */
  url: v.nullable(v.string()),
  /** Its land facts (issue 31), each null when not stated, and who stated them when. */
  landFacts: landFactsForm,
  landFactsSource,
  /** The acres its boundary measures; null when it has none. */
  boundaryAcres: v.nullable(v.number()),
})
export type ManagedListing = v.InferOutput<typeof managedListing>

export const managedListings = v.object({
  totalCount: v.number(),
  pageIndex: v.number(),
  pageSize: v.number(),
  pageCount: v.number(),
  /** Newest first (date listed). */
  listings: v.array(managedListing),
})
export type ManagedListings = v.InferOutput<typeof managedListings>

/**
 * GET /api/account/listings/{siteId}/{pageIndex}: a page of the logged-in seller's listings, newest first, with each
 * listing's views and leads. 401 logged out; 403 for a login without a seller account (a buyer). A page past the
 * last answers no listings with the total.
 */
export const managedListingsCall = apiCall({
  method: 'GET',
  path: '/account/listings/:siteId/:pageIndex',
  params: v.object({ siteId: brandSiteIdParam, pageIndex: pageIndexParam }),
  response: managedListings,
  access: 'user',
  example: { params: { siteId: '1', pageIndex: '0' } },
})

/** The statuses a seller may set (spec §4): every one but Invalid, which only the site sets. */
export const sellerMarketStatuses = marketStatusValues
export const marketStatusLabels: Record<(typeof sellerMarketStatuses)[number], string> = {
  [marketStatus.available]: 'Available',
  [marketStatus.underContract]: 'Under Contract',
  [marketStatus.offMarket]: 'Off Market',
  [marketStatus.sold]: 'Sold',
}

export const listingPrice = v.pipe(
  v.number('price must be a number of dollars'),
  v.safeInteger('price must be whole dollars'),
  v.minValue(0, 'price must be 0 or more (2 is Auction, 0 Contact for Price)'),
  v.maxValue(maxListingPrice, 'price is too large'),
)

/** A change of one listing: its price, its market status, or both. */
const managedListingChange = v.pipe(
  v.object({
    price: v.optional(listingPrice),
    marketStatus: v.optional(
      v.picklist(
        sellerMarketStatuses,
        `marketStatus must be one of ${sellerMarketStatuses.map((status) => `${status} (${marketStatusLabels[status]})`).join(', ')}`,
      ),
    ),
  }),
  v.check(
    (change) => change.price !== undefined || change.marketStatus !== undefined,
    'Send a price, a marketStatus or both.',
  ),
)
export type ManagedListingChange = v.InferOutput<typeof managedListingChange>

/**
 * POST /api/account/listings/{listingId}: changes the price or market status of one of the seller's listings and
 * answers the listing as it is now. A price change records the change (new minus old, when both are amounts) and
 * when; Sold records the sales date and leaving Sold clears it. 404 for a listing that is not the seller's (another
 * seller's is not revealed), 403 for a buyer or a listing the site marked invalid.
 */
export const changeManagedListingCall = apiCall({
  method: 'POST',
  path: '/account/listings/:listingId',
  params: v.object({ listingId: listingIdParam }),
  body: managedListingChange,
  response: managedListing,
  access: 'user',
  example: { params: { listingId: '1000001' }, body: { price: 250000 } },
})

/**
 * A change of one listing's land facts and boundary. landFacts, when sent, are the facts as they are now: a fact left
 * out or null is not stated. boundary, when sent, replaces the listing's (GeoJSON or KML), or removes it (null or '').
 */
const listingLandFactsChange = v.pipe(
  v.object({
    landFacts: v.optional(landFactsObject),
    boundary: v.optional(boundaryField),
  }),
  v.check(
    (change) => change.landFacts !== undefined || change.boundary !== undefined,
    'Send landFacts, a boundary or both.',
  ),
)
export type ListingLandFactsChange = v.InferOutput<typeof listingLandFactsChange>

/**
 * POST /api/account/listings/{listingId}/landfacts: states the land facts of one of the seller's listings (as the
 * seller's, today) and replaces or removes its boundary, and answers the listing as it is now. Facts as they were
 * are left as they were, with their source and date. 400 names the fact or the boundary at fault; 404 for a listing
 * that is not the seller's (another seller's is not revealed); 403 for a buyer or a listing the site marked invalid.
 */
export const changeListingLandFactsCall = apiCall({
  method: 'POST',
  path: '/account/listings/:listingId/landfacts',
  params: v.object({ listingId: listingIdParam }),
  body: listingLandFactsChange,
  response: managedListing,
  access: 'user',
  // The harness sends the seller's first listing's own facts back (test/harness/api-examples.ts): nothing changes.
  // As declared, the listing is no one's: the fuzzer's bodies (a boundary removed, facts unstated, all valid) reach
  // the call's checks and then a 404, never a seeded listing the page list and the browser tests look at.
  example: {
    params: { listingId: '9999999' },
    body: { landFacts: { roadAccess: 'gravel', electric: 'at road', water: 'well', hoa: false } },
  },
})

/** The query key of a page: the user is part of it, so no one ever sees the listings of the login before theirs. */
export const managedListingsKey = (siteId: number, userId: number, pageIndex: number) =>
  ['managedListings', siteId, userId, pageIndex] as const

/** A page of the seller's listings, or the status: 401 logged out, 403 not a seller, 0 a call that failed. */
export const managedListingsQuery = (api: ApiFetch, siteId: number, userId: number, pageIndex: number) =>
  queryOptions({
    queryKey: managedListingsKey(siteId, userId, pageIndex),
    queryFn: () => getCall(api, managedListingsCall, { siteId, pageIndex }),
    staleTime: 0,
  })
