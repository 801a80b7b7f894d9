import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { siteIdList } from '../../brands/site-ids.ts'
import { directoryTypes, type PlanGroup } from '../rules/account-rules.ts'
import { brokerSortIds } from '../rules/broker-sorts.ts'
import { criteriaLimits, searchCriteria } from '../search/search-criteria.ts'
import type { ApiFetch } from './api-client.ts'
import { recordId, resultPaging } from './answer-values.ts'
import { apiCall, getCall, postCall } from './api-call.ts'
import { searchListing } from './search-listing.ts'
import { videoEmbed } from './video-embed.ts'

// The seller calls (issue 7): a seller's details page, its listings, and the broker directory. The worker serves
// them in worker/api/seller-routes.ts. A seller page belongs to one brand (its links are that brand's shapes), so
// these take a brand's site id, not 0.

const brandSiteIds = siteIdList.map(String)
const brandSiteIdParam = v.pipe(
  v.string(),
  v.picklist(brandSiteIds, `siteId must be one of ${brandSiteIds.join(', ')}`),
  v.transform(Number),
)
const accountIdParam = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,9}$/, 'accountId must be an account id (a whole number of 1 or more)'),
  v.transform(Number),
)
const sellerParams = v.object({ siteId: brandSiteIdParam, accountId: accountIdParam })

/** Another seller a seller page links to: its corporate parent or one of its agents. */
const sellerLink = v.object({
  accountId: v.number(),
  companyName: v.string(),
  contactName: v.string(),
  directoryType: v.number(),
  /** Active listings on the site (available and under contract), its agents' too for a corporate master. */
  listingCount: v.number(),
  /** The seller's details page on the site's brand. */
  canonicalUrl: v.string(),
})
export type SellerLink = v.InferOutput<typeof sellerLink>

/** What the seller has on the site: its own listings and, for a corporate master, its agents'. */
const sellerListingStats = v.object({
  available: v.number(),
  underContract: v.number(),
  sold: v.number(),
  /** Acres of the available listings. */
  availableAcres: v.number(),
  /** The price range of the available listings with a price (auctions and Contact for Price left out). */
  availablePriceMin: v.nullable(v.number()),
  availablePriceMax: v.nullable(v.number()),
})

/** An award the seller lists (spec §2 'broker awards'): the year, what it is, who gave it ('' when not said). */
const sellerAward = v.object({ year: v.number(), title: v.string(), issuer: v.string() })
export type SellerAward = v.InferOutput<typeof sellerAward>

/** A seller as its details page shows it: the account fields of spec §3, and what follows from them. */
export const sellerDetails = v.object({
  accountId: recordId,
  accountType: v.number(),
  accountSubTypeId: v.nullable(v.number()),
  /** Spec §6 plan group; a corporate agent has its parent's. */
  planGroup: v.custom<PlanGroup>((value) => typeof value === 'string'),
  directoryType: v.number(),
  parentAccountId: v.nullable(v.number()),
  parentAccountType: v.nullable(v.number()),
  companyName: v.string(),
  contactName: v.string(),
  description: v.string(),
  address1: v.string(),
  address2: v.string(),
  city: v.string(),
  stateId: v.nullable(v.number()),
  stateAbbreviation: v.string(),
  zip: v.string(),
  /** The address as spec §3 shows it: address1, address2, then 'City, ST 12345'; empty parts left out. */
  addressLines: v.array(v.string()),
  companyCity: v.string(),
  companyState: v.string(),
  companyZip: v.string(),
  licenseNumber: v.string(),
  logoId: v.nullable(v.number()),
  portraitId: v.nullable(v.number()),
  /** Chosen in the spec's order: tracking, cell, office, toll-free; a listing-hub seller's office alone. '' for none. */
  phone: v.string(),
  phoneCell: v.string(),
  phoneFax: v.string(),
  phoneOffice: v.string(),
  phoneTollFree: v.string(),
  trackingPhoneNumber: v.string(),
  url: v.string(),
  isFree: v.boolean(),
  isSeller: v.boolean(),
  isActive: v.boolean(),
  certifications: v.object({ alcCertified: v.boolean(), alcAdvancedCertified: v.boolean() }),
  optInLeadTargeting: v.boolean(),
  badgeId: v.nullable(v.number()),
  financeCenterId: v.nullable(v.number()),
  /** Active listings on the site: sellerListingStats.available + underContract. */
  listingCount: v.number(),
  sellerListingStats,
  /** The details page and the listings page on the site's brand. */
  canonicalUrl: v.string(),
  listingsUrl: v.string(),
  /** The corporate master of an agent (account type 4); null otherwise. */
  parent: v.nullable(sellerLink),
  /** A corporate master's active agents, by name; empty for other sellers. */
  children: v.array(sellerLink),
  /** Newest year first, then in the seller's own order; empty for none. */
  awards: v.array(sellerAward),
  /** The seller's video (spec §2 'broker video'), as a listing's; null for none. */
  video: v.nullable(videoEmbed),
})
export type SellerDetails = v.InferOutput<typeof sellerDetails>

/** GET /api/broker/details/{siteId}/{accountId}: the seller; 404 naming accountId when there is no such account. */
export const sellerDetailsCall = apiCall({
  method: 'GET',
  path: '/broker/details/:siteId/:accountId',
  params: sellerParams,
  response: sellerDetails,
  example: { params: { siteId: '1', accountId: '10001' } },
})

/** What the seller's listings page asks: a search sort order (spec §9) and a page. */
const sellerListingsRequest = v.object({
  sortOrderId: searchCriteria.entries.sortOrderId,
  pageIndex: searchCriteria.entries.pageIndex,
})
export type SellerListingsRequest = v.InferOutput<typeof sellerListingsRequest>

export const sellerListings = v.object({ ...resultPaging, listings: v.array(searchListing) })
export type SellerListings = v.InferOutput<typeof sellerListings>

/**
 * POST /api/broker/listings/{siteId}/{accountId}: the seller's active listings on the site (a corporate master's with
 * its agents'), as search cards, 25 a page, in a search sort order. 404 naming accountId for no such account.
 */
export const sellerListingsCall = apiCall({
  method: 'POST',
  path: '/broker/listings/:siteId/:accountId',
  params: sellerParams,
  body: sellerListingsRequest,
  response: sellerListings,
  example: { params: { siteId: '1', accountId: '10001' }, body: { sortOrderId: 3, pageIndex: 0 } },
})

const directoryTypeIds = directoryTypes.map((type) => type.id)

/** What the broker directory asks: who, where, a name, an order (spec §9 broker sorts), a page. */
const directoryRequest = v.object({
  directoryType: v.optional(
    v.picklist(directoryTypeIds, `directoryType must be one of ${directoryTypeIds.join(', ')}`),
  ),
  /** The seller's office state. */
  stateAbbreviation: searchCriteria.entries.stateAbbreviation,
  /** The county of the seller's office ZIP. */
  countyId: v.optional(
    v.pipe(
      v.number('countyId must be a county id'),
      v.safeInteger('countyId must be a county id'),
      v.minValue(1, 'countyId must be a county id'),
    ),
  ),
  /** Part of the company or contact name, any case. */
  keyword: v.optional(
    v.pipe(
      v.string('keyword must be text'),
      v.trim(),
      v.maxLength(criteriaLimits.name, `keyword must be at most ${criteriaLimits.name} characters`),
    ),
  ),
  sort: v.optional(v.picklist(brokerSortIds, `sort must be one of ${brokerSortIds.join(', ')}`)),
  pageIndex: searchCriteria.entries.pageIndex,
})
export type DirectoryRequest = v.InferOutput<typeof directoryRequest>

const directorySeller = v.object({
  accountId: v.number(),
  companyName: v.string(),
  contactName: v.string(),
  directoryType: v.number(),
  city: v.string(),
  stateAbbreviation: v.string(),
  logoId: v.nullable(v.number()),
  portraitId: v.nullable(v.number()),
  /** Active listings on the site, a corporate master's with its agents'. */
  listingCount: v.number(),
  /** Acres of those listings, to the hundredth. */
  totalAcres: v.number(),
  /** The average price of those with a price; null when none has one. */
  averagePrice: v.nullable(v.number()),
  canonicalUrl: v.string(),
})
export type DirectorySeller = v.InferOutput<typeof directorySeller>

export const directoryResults = v.object({ ...resultPaging, sellers: v.array(directorySeller) })
export type DirectoryResults = v.InferOutput<typeof directoryResults>

/**
 * POST /api/broker/directory/{siteId}: active sellers with active listings on the site, 25 a page, with the count.
 * An unknown stateAbbreviation or countyId is a 404 naming it.
 */
export const directoryCall = apiCall({
  method: 'POST',
  path: '/broker/directory/:siteId',
  params: v.object({ siteId: brandSiteIdParam }),
  body: directoryRequest,
  response: directoryResults,
  example: { params: { siteId: '1' }, body: { directoryType: 1, stateAbbreviation: 'TX', sort: 'listings-high' } },
})

/** The seller, or the status: 404 for no such account, 0 for a call that failed. */
export const sellerDetailsQuery = (api: ApiFetch, siteId: number, accountId: number) =>
  queryOptions({
    queryKey: ['seller', siteId, accountId],
    queryFn: () => getCall(api, sellerDetailsCall, { siteId, accountId }),
    staleTime: 60_000,
  })

export const sellerListingsQuery = (api: ApiFetch, siteId: number, accountId: number, asked: SellerListingsRequest) =>
  queryOptions({
    queryKey: ['sellerListings', siteId, accountId, asked],
    queryFn: () => postCall(api, sellerListingsCall, { siteId, accountId }, asked),
    staleTime: 60_000,
  })

export const directoryQuery = (api: ApiFetch, siteId: number, asked: DirectoryRequest) =>
  queryOptions({
    queryKey: ['directory', siteId, asked],
    queryFn: () => postCall(api, directoryCall, { siteId }, asked),
    staleTime: 60_000,
  })
