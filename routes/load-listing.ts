import { notFound } from '@tanstack/react-router'
import { listingDetailQuery, type ListingDetail } from '../web/api/listing-detail.ts'
import type { RouterContext } from './router-context.ts'

/**
 * The route's listing (listing and flyer pages), or the 404 page for an id the site has no listing of; null when the
 * call failed (the page says so).
 */
export async function loadListing(context: RouterContext & { propertyId: number }): Promise<ListingDetail | null> {
  const result = await context.queryClient.ensureQueryData(
    listingDetailQuery(context.api, context.brand.siteId, context.propertyId),
  )
  if (result.status === 404) throw notFound()
  return result.data
}
