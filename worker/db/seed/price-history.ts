// The seed's price history (migration 0028): the one change a listing may draw (listings.ts: about 15 % of priced
// listings, price_change_amount on price_changed_at) as the row the trigger would have written when the seller made
// it. The listed price was price - price_change_amount. The loaders run with triggers off, so the seed writes it.
import type { SeedRow } from './tables.ts'

/** The history row of a seeded listing's price change, or null when its price never changed (or by nothing). */
export function seededPriceChange(listing: SeedRow<'listings'>): SeedRow<'listing_price_changes'> | null {
  const amount = Number(listing.price_change_amount)
  if (!amount || listing.price_changed_at === null) return null
  const price = Number(listing.price)
  return { listing_id: listing.id, changed_at: listing.price_changed_at, old_price: price - amount, new_price: price }
}
