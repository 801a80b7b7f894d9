import * as v from 'valibot'
import { boundaryField } from '../rules/boundary-field.ts'
import { landFactsObject } from '../rules/stated-land-facts.ts'
import { apiCall } from './api-call.ts'
import { listingIdParam, managedListing } from './seller-listings-manage.ts'

// Manage Listings' change of a listing's land facts and boundary, apart from the list's calls: only the land facts
// form (a lazy chunk) sends it, and its rules (the facts, the boundary's GeoJSON and KML) would otherwise be on the
// Manage Listings page's first script (test/unit/first-script-budget.test.ts).

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
