import { countyOutlineQuery } from '../web/api/county-outline.ts'
import { listingTitle } from '../web/format/listing-format.ts'
import { loadListing } from './load-listing.ts'
import type { RouterContext } from './router-context.ts'

// The flyer route's loader (routes/flyer-route.tsx), loaded with the first flyer: its calls are the flyer's business.

/** The listing and its county's outline (part of the printed page, so server-rendered), or the 404 page. */
export async function loadFlyerRoute(context: RouterContext & { propertyId: number }): Promise<{ title?: string }> {
  const listing = await loadListing(context)
  if (!listing) return {}
  await context.queryClient.ensureQueryData(countyOutlineQuery(context.api, listing.countyId))
  return { title: listingTitle(listing.title, listing.acres, listing.county, listing.stateName) }
}
