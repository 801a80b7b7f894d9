import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { propertyTypeFlag, type PropertyTypeName } from '../rules/listing-rules.ts'
import { usStates } from '../rules/us-states.ts'
import { apiCall, getCall } from './api-call.ts'
import type { ApiFetch } from './api-client.ts'
import { storeFeatureFlags } from './feature-flag-store.ts'
import { popularState } from './popular.ts'
import { siteIdParam } from './site-id.ts'

// The HTML sitemap's page-data calls (spec §2 sitemaps, §7 { pageData, featureFlags }): every state with its active
// listings, a state's counties and property types, and the listings of a county, or a state's featured or new ones,
// a page at a time. The worker serves them in worker/api/sitemap-page-routes.ts.

/** Listings on one page of a county's, or a state's featured or new, listings. */
export const sitemapPageSize = 100
/** A new listing was listed this many days ago at most: the search's 'listed in the last 30 days' (spec §9). */
export const newListingDays = 30

/** A state's featured listings (showcase-level, spec §6) or its new ones (listed in the last newListingDays). */
export const listingSets = ['featured', 'new'] as const
export type ListingSet = (typeof listingSets)[number]

const featureFlags = v.record(v.string(), v.boolean())

const sitemapCounty = v.object({
  countyId: v.number(),
  /** The full name: 'Travis County', 'Orleans Parish', 'Kenai Peninsula Borough'. */
  name: v.string(),
  /** The county's URL name: 'Travis-County-TX', 'Orleans-Parish-LA', 'Juneau-Borough-AK'. */
  slug: v.string(),
  listingCount: v.number(),
})
export type SitemapCounty = v.InferOutput<typeof sitemapCounty>

const propertyTypeCount = v.object({
  propertyType: v.picklist(Object.keys(propertyTypeFlag) as PropertyTypeName[]),
  listingCount: v.number(),
})

const sitemapListing = v.object({
  id: v.number(),
  title: v.string(),
  acres: v.number(),
  price: v.number(),
  city: v.string(),
  /** The county's full name, as listing links and title fallbacks carry it. */
  county: v.string(),
  stateAbbreviation: v.string(),
  stateName: v.string(),
  dateListed: v.string(),
})
export type SitemapListing = v.InferOutput<typeof sitemapListing>

const listingPage = v.object({
  listingCount: v.number(),
  pageIndex: v.number(),
  pageCount: v.number(),
  listings: v.array(sitemapListing),
})
export type SitemapListingPage = v.InferOutput<typeof listingPage>

const stateIds = usStates.map((state) => String(state.id))
const stateIdParam = v.pipe(
  v.string(),
  v.picklist(stateIds, 'stateId must be the FIPS number of a state, the District of Columbia or Puerto Rico'),
  v.transform(Number),
)
const pageIndexParam = v.pipe(
  v.string(),
  v.regex(/^(0|[1-9]\d{0,5})$/, 'pageIndex must be a whole number from 0'),
  v.transform(Number),
)

/** GET /api/pagedata/sitemap/{siteId}: every state, DC and Puerto Rico with its active listings on the site. */
export const sitemapStatesCall = apiCall({
  method: 'GET',
  path: '/pagedata/sitemap/:siteId',
  params: v.object({ siteId: siteIdParam }),
  response: v.object({ pageData: v.object({ states: v.array(popularState) }), featureFlags }),
  example: { params: { siteId: '1' } },
})

/** GET /api/pagedata/sitemap/{siteId}/state/{stateId}: a state, its property types and counties with listings. */
export const sitemapStateCall = apiCall({
  method: 'GET',
  path: '/pagedata/sitemap/:siteId/state/:stateId',
  params: v.object({ siteId: siteIdParam, stateId: stateIdParam }),
  response: v.object({
    pageData: v.object({
      state: popularState,
      propertyTypes: v.array(propertyTypeCount),
      counties: v.array(sitemapCounty),
    }),
    featureFlags,
  }),
  example: { params: { siteId: '1', stateId: '48' } },
})

/** GET /api/pagedata/sitemap/{siteId}/state/{stateId}/{listingSet}/{pageIndex}: a page of featured or new listings. */
export const sitemapListingSetCall = apiCall({
  method: 'GET',
  path: '/pagedata/sitemap/:siteId/state/:stateId/:listingSet/:pageIndex',
  params: v.object({
    siteId: siteIdParam,
    stateId: stateIdParam,
    listingSet: v.picklist(listingSets, `listingSet must be one of ${listingSets.join(', ')}`),
    pageIndex: pageIndexParam,
  }),
  response: v.object({ pageData: v.object({ state: popularState, listings: listingPage }), featureFlags }),
  example: { params: { siteId: '1', stateId: '48', listingSet: 'featured', pageIndex: '0' } },
})

/** GET /api/pagedata/sitemap/{siteId}/county/{countySlug}/{pageIndex}: a page of a county's active listings. */
export const sitemapCountyCall = apiCall({
  method: 'GET',
  path: '/pagedata/sitemap/:siteId/county/:countySlug/:pageIndex',
  params: v.object({
    siteId: siteIdParam,
    countySlug: v.pipe(
      v.string(),
      v.regex(
        /^[A-Za-z0-9]+(-[A-Za-z0-9]+){0,15}$/,
        'countySlug must be a county’s URL name, such as travis-county-tx',
      ),
    ),
    pageIndex: pageIndexParam,
  }),
  response: v.object({
    pageData: v.object({ state: popularState, county: sitemapCounty, listings: listingPage }),
    featureFlags,
  }),
  example: { params: { siteId: '1', countySlug: 'kimble-county-tx', pageIndex: '0' } },
})

/** What a sitemap page asks for, its places already named by id or URL name. */
export type SitemapRequest =
  | { page: 'index' }
  | { page: 'state'; stateId: number }
  | { page: 'county'; countySlug: string; pageIndex: number }
  | { page: ListingSet; stateId: number; pageIndex: number }

type PageDataOf<TCall extends { response: v.GenericSchema<unknown, { pageData: unknown }> }> = v.InferOutput<
  TCall['response']
>['pageData']

/** What a sitemap page shows: the page asked for and its call's pageData. */
export type SitemapView =
  | ({ page: 'index' } & PageDataOf<typeof sitemapStatesCall>)
  | ({ page: 'state' } & PageDataOf<typeof sitemapStateCall>)
  | ({ page: 'county' } & PageDataOf<typeof sitemapCountyCall>)
  | ({ page: ListingSet } & PageDataOf<typeof sitemapListingSetCall>)

/** The page's view, or null with the status: 404 for a place or page that does not exist, 0 for a failed call. */
interface SitemapAnswer {
  status: number
  view: SitemapView | null
}

function callOf(api: ApiFetch, siteId: number, request: SitemapRequest) {
  switch (request.page) {
    case 'index':
      return getCall(api, sitemapStatesCall, { siteId })
    case 'state':
      return getCall(api, sitemapStateCall, { siteId, stateId: request.stateId })
    case 'county':
      return getCall(api, sitemapCountyCall, { siteId, countySlug: request.countySlug, pageIndex: request.pageIndex })
    default:
      return getCall(api, sitemapListingSetCall, {
        siteId,
        stateId: request.stateId,
        listingSet: request.page,
        pageIndex: request.pageIndex,
      })
  }
}

/** One query per sitemap page, for its route's loader and the page alike; the flags it carries are stored. */
export const sitemapQuery = (api: ApiFetch, siteId: number, request: SitemapRequest) =>
  queryOptions({
    queryKey: ['pagedata', 'sitemap', siteId, request],
    queryFn: async ({ client }): Promise<SitemapAnswer> => {
      const { status, data } = await callOf(api, siteId, request)
      if (!data) return { status, view: null }
      storeFeatureFlags(client, siteId, data.featureFlags)
      return { status, view: { page: request.page, ...data.pageData } as SitemapView }
    },
    staleTime: 5 * 60_000,
  })
