import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { landFactsForm } from '../rules/land-facts-form.ts'
import { addListingLimits, priceKinds, storedPrice, type PriceKind } from '../rules/listing-price.ts'
import { auctionPriceSentinel, marketStatus } from '../rules/listing-rules.ts'
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

const pageIndexParam = v.pipe(
  v.string(),
  v.regex(/^\d{1,4}$/, 'pageIndex must be a page number (0 is the first page)'),
  v.transform(Number),
)
export const listingIdParam = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,9}$/, 'listingId must be a listing id'),
  v.transform(Number),
)

/** One of the seller's listings as the control center shows it. */
export const managedListing = v.object({
  id: v.number(),
  title: v.string(),
  /** Whole dollars as listings.price stores them: 2 is Auction and 0 Contact for Price (spec §9); see priceKind. */
  price: v.number(),
  /** How the price reads: an asking amount, Auction or Contact for Price. */
  priceKind: v.picklist(priceKinds),
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
  /** In the order the query asked (newest first by default). */
  listings: v.array(managedListing),
})
export type ManagedListings = v.InferOutput<typeof managedListings>

/** The price kind of a stored price (the reverse of the add-listing form's storedPrice). */
export function priceKindOf(price: number): PriceKind {
  if (price === auctionPriceSentinel) return 'auction'
  return price === 0 ? 'contact' : 'amount'
}

/** The statuses a seller may set (spec §4): every one but Invalid, which only the site sets. */
export const sellerMarketStatuses = marketStatusValues
export const marketStatusLabels: Record<(typeof sellerMarketStatuses)[number], string> = {
  [marketStatus.available]: 'Available',
  [marketStatus.underContract]: 'Under Contract',
  [marketStatus.offMarket]: 'Off Market',
  [marketStatus.sold]: 'Sold',
}

/** The status filter's words in the page's URL and the call's query (?status=under-contract), each a market status. */
export const statusFilters = {
  available: marketStatus.available,
  'under-contract': marketStatus.underContract,
  'off-market': marketStatus.offMarket,
  sold: marketStatus.sold,
  withdrawn: marketStatus.invalid,
} as const
export type StatusFilter = keyof typeof statusFilters
const statusFilterNames = Object.keys(statusFilters) as StatusFilter[]

/** The orders of the list (?sort=), each both ways; 'newest' (date listed) is the default. */
export const listingSorts = {
  newest: 'Newest listed',
  oldest: 'Oldest listed',
  'price-high': 'Price: high to low',
  'price-low': 'Price: low to high',
  'views-most': 'Most views',
  'views-fewest': 'Fewest views',
  'leads-most': 'Most leads',
  'leads-fewest': 'Fewest leads',
} as const
export type ListingSort = keyof typeof listingSorts
const listingSortNames = Object.keys(listingSorts) as ListingSort[]

/** The longest search a seller may type: a title's words, a listing id or a place. */
export const listingSearchMaxLength = 100

/**
 * The list call's query: q (words of the title, a listing id or a place; every word must match), status and sort.
 * Each is optional; a bad one is a 400 naming it.
 */
export const managedListingsQuery = v.object({
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(listingSearchMaxLength, `q must be at most ${listingSearchMaxLength} characters`),
    ),
    '',
  ),
  status: v.optional(v.picklist(statusFilterNames, `status must be one of ${statusFilterNames.join(', ')}`)),
  sort: v.optional(v.picklist(listingSortNames, `sort must be one of ${listingSortNames.join(', ')}`), 'newest'),
})
export type ManagedListingsFind = v.InferOutput<typeof managedListingsQuery>

/**
 * GET /api/account/listings/{siteId}/{pageIndex}?q=&status=&sort=: a page of the logged-in seller's listings that match,
 * in the order asked (newest first by default), with each listing's views and leads. 401 logged out; 403 for a login
 * without a seller account (a buyer); 400 names a query parameter at fault. A page past the last answers no listings
 * with the total.
 */
export const managedListingsCall = apiCall({
  method: 'GET',
  path: '/account/listings/:siteId/:pageIndex',
  params: v.object({ siteId: brandSiteIdParam, pageIndex: pageIndexParam }),
  response: managedListings,
  access: 'user',
  example: { params: { siteId: '1', pageIndex: '0' } },
})

const priceLimits = addListingLimits.price

/** An asking price: whole dollars in the add-listing form's range. Auction and Contact for Price are a priceKind. */
export const listingPrice = v.pipe(
  v.number('price must be a number of dollars'),
  v.safeInteger('price must be whole dollars'),
  v.minValue(
    priceLimits.min,
    `price must be at least $${priceLimits.min}; for Auction or Contact for Price choose that priceKind`,
  ),
  v.maxValue(priceLimits.max, 'price is too large'),
)

/**
 * A change of one listing: its price (priceKind, and price for an asking amount), its market status, or both. A price
 * alone is an asking amount. The stored numbers 2 and 0 are never sent: they are priceKind auction and contact.
 */
const managedListingChange = v.pipe(
  v.object({
    priceKind: v.optional(v.picklist(priceKinds, `priceKind must be one of ${priceKinds.join(', ')}`)),
    price: v.optional(listingPrice),
    marketStatus: v.optional(
      v.picklist(
        sellerMarketStatuses,
        `marketStatus must be one of ${sellerMarketStatuses.map((status) => `${status} (${marketStatusLabels[status]})`).join(', ')}`,
      ),
    ),
  }),
  v.check(
    (change) => change.price !== undefined || change.priceKind !== undefined || change.marketStatus !== undefined,
    'Send a price (or priceKind), a marketStatus or both.',
  ),
  v.forward(
    v.partialCheck(
      [['priceKind'], ['price']],
      (change) => change.priceKind !== 'amount' || change.price !== undefined,
      'price is needed: an asking price (priceKind "amount") needs its amount in dollars',
    ),
    ['price'],
  ),
  v.forward(
    v.partialCheck(
      [['priceKind'], ['price']],
      (change) => change.priceKind === undefined || change.priceKind === 'amount' || change.price === undefined,
      'price is only for an asking price: Auction and Contact for Price have no amount',
    ),
    ['price'],
  ),
)
export type ManagedListingChange = v.InferOutput<typeof managedListingChange>

/** The price a change stores (listings.price), or undefined when it changes no price. */
export function changedPrice(change: Pick<ManagedListingChange, 'priceKind' | 'price'>): number | undefined {
  if (change.priceKind === undefined && change.price === undefined) return undefined
  return storedPrice({ priceKind: change.priceKind ?? 'amount', price: change.price ?? null })
}

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
  example: { params: { listingId: '1000001' }, body: { priceKind: 'amount', price: 250000 } },
})

/** What a page of the list shows: the query's search, status and sort, and the page (from 0). */
export interface ManagedListingsView {
  q: string
  status?: StatusFilter
  sort: ListingSort
  pageIndex: number
}

/** '?q=…&status=…&sort=…' of a view, leaving out what is the default ('' for none). */
export function findSearchOf(view: Omit<ManagedListingsView, 'pageIndex'>): string {
  const query = new URLSearchParams()
  if (view.q) query.set('q', view.q)
  if (view.status) query.set('status', view.status)
  if (view.sort !== 'newest') query.set('sort', view.sort)
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** The query key of a view: the user is part of it, so no one ever sees the listings of the login before theirs. */
export const managedListingsKey = (siteId: number, userId: number, view?: ManagedListingsView) =>
  view ? (['managedListings', siteId, userId, view] as const) : (['managedListings', siteId, userId] as const)

/** A page of the seller's listings, or the status: 401 logged out, 403 not a seller, 0 a call that failed. */
export const managedListingsPageQuery = (api: ApiFetch, siteId: number, userId: number, view: ManagedListingsView) =>
  queryOptions({
    queryKey: managedListingsKey(siteId, userId, view),
    queryFn: () => getCall(api, managedListingsCall, { siteId, pageIndex: view.pageIndex }, findSearchOf(view)),
    staleTime: 0,
  })
