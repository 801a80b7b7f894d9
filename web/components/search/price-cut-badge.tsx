import type { SearchListing } from '../../api/search-listing.ts'
import { priceCutBadge } from '../../rules/price-cut.ts'

/** 'Price cut $12,000' on a search card whose listing was reduced lately (web/rules/price-cut.ts), else nothing. */
export function PriceCutBadge(props: { listing: Pick<SearchListing, 'priceChangeAmount' | 'priceChangedAt'> }) {
  const text = priceCutBadge(props.listing, Date.now())
  if (!text) return null
  return (
    <span
      className="self-center whitespace-nowrap rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white"
      data-testid="price-cut-badge"
    >
      {text}
    </span>
  )
}
