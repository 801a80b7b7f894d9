import * as v from 'valibot'
import { apiCall, apiErrorBody } from './api-call.ts'
import { exampleLandFeed, landFeedCheckCall } from './land-feed-validate.ts'
import { brandSiteIdParam } from './site-id.ts'

// A land feed delivered (web/api/land-feed.ts has the format and its check): the logged-in seller's whole inventory
// applied to their listings. Served by worker/api/land-feed-import-routes.ts.

/** Ours: how many feeds one advertiser account may send in an hour (the spec sets none). */
export const landFeedImportsPerHour = 30

/** What a delivery did to the account's listings. */
export const landFeedImport = v.object({
  /** Listings of the feed we did not have: listed now. */
  added: v.number(),
  /** Listings we had whose fields the feed changed. */
  updated: v.number(),
  /** Listings of the feed exactly as we had them. */
  unchanged: v.number(),
  /** The account's feed listings this feed no longer holds: taken off the market. */
  offMarket: v.number(),
  /** The delivery's record (land_feed_imports). */
  importId: v.number(),
})
export type LandFeedImport = v.InferOutput<typeof landFeedImport>

/** The 400 of a feed with problems: the refusal's field and message, and the problems as the check lists them. */
export const landFeedRefusal = v.object({ ...apiErrorBody.entries, ...landFeedCheckCall.response.entries })

/**
 * POST /api/account/landfeed/{siteId}: applies a feed (the documented document) to the listings of the logged-in
 * seller's account. New listingIds are listed, known ones updated where the feed changed them, the account's feed
 * listings it no longer holds go off market; listings added by hand are never touched. The feed is checked as
 * POST /api/landfeed/validate checks it and applied whole or not at all: 400 with every problem (landFeedRefusal),
 * 401 logged out, 403 for a login without a seller account or a feed of another account, 429 past
 * landFeedImportsPerHour (Retry-After says when).
 */
export const landFeedImportCall = apiCall({
  method: 'POST',
  path: '/account/landfeed/:siteId',
  params: v.object({ siteId: brandSiteIdParam }),
  // Any JSON: the land feed check reads it and names every problem, where a schema here would name the first.
  body: v.unknown(),
  response: landFeedImport,
  access: 'user',
  // The harness sends it under the seed seller's own account id (test/harness/api-examples.ts).
  example: { params: { siteId: '1' }, body: exampleLandFeed },
})
