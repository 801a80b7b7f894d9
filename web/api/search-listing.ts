import * as v from 'valibot'
import { listingSummary } from './listing-summary.ts'

// A search result card's listing, apart from the search calls (search.ts): the detail page's similar listings and the
// saved properties show the same cards without loading the search criteria's schema.

/** A listing as a search result card shows it: the card's fields plus street, text, point, photos and phone. */
export const searchListing = v.object({
  ...listingSummary.entries,
  address1: v.string(),
  /** The start of the description, cut at a word. */
  description: v.string(),
  lat: v.number(),
  lng: v.number(),
  /** Photo document ids for the card carousel (gold, platinum and diamond cards); the thumbnail alone otherwise. */
  imageIds: v.array(v.number()),
  /** The seller's phone, chosen in the spec's order (tracking, cell, office, toll-free); '' when none. */
  brokerPhone: v.string(),
  brokerLogoId: v.nullable(v.number()),
  brokerPortraitId: v.nullable(v.number()),
  priceChangeAmount: v.number(),
  /** When the price last changed (the card's price-cut badge); null when it never did. */
  priceChangedAt: v.nullable(v.string()),
  dateListed: v.string(),
})
export type SearchListing = v.InferOutput<typeof searchListing>
