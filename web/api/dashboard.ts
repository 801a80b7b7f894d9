import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { listingLevel, marketStatus, upgradeTier } from '../rules/listing-rules.ts'
import type { ApiFetch } from './api-client.ts'
import { apiCall, getCall } from './api-call.ts'
import { knownFeatureFlag } from './feature-flags.ts'
import { listingLogTypes } from './logging.ts'
import { siteIdParam } from './site-id.ts'

// The admin dashboard (spec §6: admins have it): what the sites hold and how they are used, and the feature flags.
// Every call is for admins alone (401 logged out, 403 for anyone else); the worker serves them in
// worker/api/dashboard-routes.ts.

/** What the dashboard calls each market status, listing level, upgrade tier and log type (spec §4, §6, §7). */
export const dashboardLabels = {
  marketStatus: {
    available: 'Available',
    underContract: 'Under Contract',
    offMarket: 'Off Market',
    sold: 'Sold',
    invalid: 'Invalid',
  } satisfies Record<keyof typeof marketStatus, string>,
  listingLevel: {
    free: 'Free',
    standard: 'Standard',
    homes: 'Homes',
    premium: 'Premium',
    signature: 'Signature',
  } satisfies Record<keyof typeof listingLevel, string>,
  upgradeTier: {
    none: 'No upgrade',
    courtesy: 'Courtesy',
    showcase: 'Showcase',
    gold: 'Gold',
    platinum: 'Platinum',
    diamond: 'Diamond',
  } satisfies Record<keyof typeof upgradeTier, string>,
  logType: {
    emailLead: 'Email lead',
    detailsViewed: 'Details viewed',
    phoneClick: 'Phone click',
    documentClick: 'Document click',
    sendToFriend: 'Send to friend',
    showcase: 'Showcase',
    flyersPrinted: 'Flyers printed',
    externalLinkClick: 'External link click',
    sellerViewed: 'Seller viewed',
    sellerResults: 'Seller results',
  } satisfies Record<keyof typeof listingLogTypes, string>,
}

/** Listings of one status on the site. `id` is the status number. */
const statusCount = v.object({ id: v.number(), label: v.string(), count: v.number() })

/** Listings of one level (or upgrade tier) on the site: all of them, and the active ones (available, under contract). */
const levelCount = v.object({ id: v.number(), label: v.string(), count: v.number(), activeCount: v.number() })

/** One week, Monday to Sunday in UTC: leads sent on the site, and people who signed up (on any site). */
const weekCount = v.object({ weekStart: v.string(), leads: v.number(), signUps: v.number() })

const listingEvent = v.object({
  id: v.number(),
  logType: v.number(),
  /** 'Details viewed'…; 'Log type N' for a number the spec does not name. */
  logTypeName: v.string(),
  siteId: v.number(),
  listingId: v.nullable(v.number()),
  /** The listing's title; null when the event names no listing or the listing is gone. */
  listingTitle: v.nullable(v.string()),
  accountId: v.nullable(v.number()),
  createdAt: v.string(),
})
export type DashboardEvent = v.InferOutput<typeof listingEvent>

export const dashboardSummary = v.object({
  /** 0: every site. */
  siteId: v.number(),
  /** When it was counted (UTC): the weeks and the 30 days count back from it. */
  countedAt: v.string(),
  totals: v.object({
    /** Listings shown on the site, in any status. */
    listings: v.number(),
    /** Available and under contract. */
    activeListings: v.number(),
    /** Every user: a person's login is for every site. */
    users: v.number(),
    leadsLast30Days: v.number(),
  }),
  /** Every status, zeros included, in the spec's order. */
  listingsByStatus: v.array(statusCount),
  /** Every level, zeros included, lowest first. */
  listingsByLevel: v.array(levelCount),
  /** Every upgrade tier ('No upgrade' first), zeros included. */
  listingsByUpgrade: v.array(levelCount),
  /** The last 12 weeks, oldest first, the current week last; weeks with nothing are there with zeros. */
  weeks: v.array(weekCount),
  /** The 50 most recent listing events on the site, newest first. */
  recentEvents: v.array(listingEvent),
})
export type DashboardSummary = v.InferOutput<typeof dashboardSummary>

/** GET /api/dashboard/summary/{siteId}: the counts of one site (0: every site). Admins only. */
export const dashboardSummaryCall = apiCall({
  method: 'GET',
  path: '/dashboard/summary/:siteId',
  params: v.object({ siteId: siteIdParam }),
  response: dashboardSummary,
  example: { params: { siteId: '0' } },
  access: 'admin',
})

/** A flag on one site: its own row's value (null: none, so every site's value applies) and the value in effect. */
const flagOnSite = v.object({
  siteId: v.number(),
  value: v.nullable(v.boolean()),
  effective: v.boolean(),
  updatedAt: v.nullable(v.string()),
})
export type FlagOnSite = v.InferOutput<typeof flagOnSite>

export const dashboardFlags = v.object({
  /**
   * Each flag the pages read (web/api/feature-flags.ts), with what it does and one entry per site: 0 (every site)
   * first, then each brand's site.
   */
  flags: v.array(v.object({ name: knownFeatureFlag, description: v.string(), sites: v.array(flagOnSite) })),
})
export type DashboardFlags = v.InferOutput<typeof dashboardFlags>

/** GET /api/dashboard/flags: every feature flag and its value on every site. Admins only. */
export const dashboardFlagsCall = apiCall({
  method: 'GET',
  path: '/dashboard/flags',
  response: dashboardFlags,
  access: 'admin',
})

/**
 * POST /api/dashboard/flags/{siteId}: sets a flag on a site (0: every site), or with value null puts a brand's site
 * back to "as every site" (its own value removed); answers every flag. Admins only.
 */
export const setDashboardFlagCall = apiCall({
  method: 'POST',
  path: '/dashboard/flags/:siteId',
  params: v.object({ siteId: siteIdParam }),
  body: v.object({
    name: knownFeatureFlag,
    value: v.nullable(v.boolean('value must be true, false, or null for as every site')),
  }),
  response: dashboardFlags,
  example: { params: { siteId: '0' }, body: { name: 'financeCenter', value: true } },
  access: 'admin',
})

/** The summary, or the status: 401 logged out, 403 not an admin, 0 a call that failed. */
export const dashboardSummaryQuery = (api: ApiFetch, siteId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'summary', siteId],
    queryFn: () => getCall(api, dashboardSummaryCall, { siteId }),
    staleTime: 30_000,
  })

export const dashboardFlagsQuery = (api: ApiFetch) =>
  queryOptions({
    queryKey: ['dashboard', 'flags'],
    queryFn: () => getCall(api, dashboardFlagsCall, {}),
    staleTime: 30_000,
  })
