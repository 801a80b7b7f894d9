import { usDollars } from '../format/us-numbers.ts'

// The price-cut badge of a search card (issue 31): a listing whose last change of price was a reduction lately.
// Kept apart from the price context's rules (price-context.ts): every search page's first script carries this one.

/** A reduction is badged for this many days after it was made. */
export const priceCutDays = 90

const dayMs = 86_400_000

/**
 * 'Price cut $12,000' for a listing whose last change was a reduction within the last priceCutDays days, else null.
 * Counted in whole UTC days: a card the server drew and the browser hydrates reads the same unless midnight fell
 * between the two.
 */
export function priceCutBadge(
  listing: { priceChangeAmount: number; priceChangedAt?: string | null },
  nowMs: number,
): string | null {
  const changedMs = listing.priceChangedAt ? Date.parse(listing.priceChangedAt) : Number.NaN
  if (!(listing.priceChangeAmount < 0) || !Number.isFinite(changedMs)) return null
  const daysAgo = Math.floor(nowMs / dayMs) - Math.floor(changedMs / dayMs)
  // A change dated after today (a clock behind the server's) is as recent as can be.
  return daysAgo <= priceCutDays ? `Price cut ${usDollars(-listing.priceChangeAmount)}` : null
}
