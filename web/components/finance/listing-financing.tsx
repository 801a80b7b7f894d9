import { auctionPriceSentinel, transactionType } from '../../rules/listing-rules.ts'
import { useBrand } from '../../site/brand-context.tsx'
import { lazyWithNotice } from '../lazy-with-notice.tsx'
import { SectionLoadedWhenNear } from '../listing/section-loaded-when-near.tsx'
import type { ListingDetail } from '../../api/listing-detail.ts'

// A listing's financing, below the fold of its detail page: the loan calculator on the listing's price and, where the
// brand has a finance center, the lenders of the listing's county. All of it is one lazy chunk, loaded as the buyer
// scrolls near or asks for it; the page's first script carries only this placeholder.
const ListingFinancePanel = lazyWithNotice(() => import('./listing-finance-panel.tsx'), 'loan calculator')

/** A price a loan can be figured on: not an auction (price 2, or sold at auction) and not Contact for Price (0). */
const hasLoanPrice = (listing: { price: number; transactionType: number }) =>
  listing.price > auctionPriceSentinel && listing.transactionType !== transactionType.auction

export function ListingFinancing(props: {
  listing: Pick<ListingDetail, 'price' | 'transactionType' | 'stateId' | 'countyId' | 'county'>
}) {
  const { listing } = props
  const { features } = useBrand()
  const priced = hasLoanPrice(listing)
  if (!priced && !features.financeCenter) return null
  return (
    <SectionLoadedWhenNear
      id="listing-financing"
      heading="Financing"
      testId="listing-financing"
      loading="Loading the loan calculator…"
      ask={priced ? 'Estimate the monthly payment' : null}
      panel={() => (
        <ListingFinancePanel
          price={priced ? listing.price : null}
          stateId={listing.stateId}
          countyId={listing.countyId}
          county={listing.county}
        />
      )}
    />
  )
}
