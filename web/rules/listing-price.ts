import { auctionPriceSentinel } from './listing-rules.ts'

// The limits of a listing's fields and how its price reads, apart from the add-listing schema: Manage Listings' price
// form needs these few lines on its page's first script, not the whole form's rule (test/unit/first-script-budget.test.ts).

export const addListingLimits = {
  title: { min: 10, max: 120 },
  description: { min: 30, max: 5000 },
  city: 60,
  address: 120,
  acres: { min: 0.01, max: 1_000_000 },
  price: { min: 100, max: 10_000_000_000 },
  beds: 99,
  baths: 99,
  homeSqft: { min: 100, max: 100_000 },
} as const

/** How the price reads (spec §9): an amount, 'Auction' (price 2) or 'Contact for Price' (price 0). */
export const priceKinds = ['amount', 'auction', 'contact'] as const
export type PriceKind = (typeof priceKinds)[number]

/** The listing's price as listings.price stores it: whole dollars, 2 Auction, 0 Contact for Price (spec §9). */
export function storedPrice(form: { priceKind: PriceKind; price: number | null }): number {
  if (form.priceKind === 'auction') return auctionPriceSentinel
  return form.priceKind === 'amount' ? (form.price ?? 0) : 0
}
