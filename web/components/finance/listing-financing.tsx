import { Suspense, useRef } from 'react'
import { auctionPriceSentinel, transactionType } from '../../rules/listing-rules.ts'
import { useBrand } from '../../site/brand-context.tsx'
import { useShownWhenNear } from '../../site/use-shown-when-near.ts'
import { lazyWithNotice } from '../lazy-with-notice.tsx'
import type { ListingDetail } from '../../api/listing-detail.ts'

// A listing's financing, below the fold of its detail page: the loan calculator on the listing's price and, where the
// brand has a finance center, the lenders of the listing's county. All of it is one lazy chunk, loaded as the buyer
// scrolls near or asks for it; the page's first script carries only this placeholder.
const ListingFinancePanel = lazyWithNotice(() => import('./listing-finance-panel.tsx'), 'loan calculator')

/** Far enough ahead that the calculator is drawn by the time it scrolls into view. */
const financeTriggerMargin = '400px'

/** A price a loan can be figured on: not an auction (price 2, or sold at auction) and not Contact for Price (0). */
const hasLoanPrice = (listing: { price: number; transactionType: number }) =>
  listing.price > auctionPriceSentinel && listing.transactionType !== transactionType.auction

export function ListingFinancing(props: {
  listing: Pick<ListingDetail, 'price' | 'transactionType' | 'stateId' | 'countyId' | 'county'>
}) {
  const { listing } = props
  const { features } = useBrand()
  const priced = hasLoanPrice(listing)
  const box = useRef<HTMLElement>(null)
  const panel = useShownWhenNear(box, financeTriggerMargin, priced || features.financeCenter)
  if (!priced && !features.financeCenter) return null
  return (
    <section
      ref={box}
      tabIndex={-1}
      aria-labelledby="listing-financing"
      className="mt-6 min-h-40"
      data-testid="listing-financing"
    >
      <h2 id="listing-financing" className="mb-2 text-lg font-semibold">
        Financing
      </h2>
      {panel.shown ? (
        <Suspense fallback={<p role="status">Loading the loan calculator…</p>}>
          <ListingFinancePanel
            price={priced ? listing.price : null}
            stateId={listing.stateId}
            countyId={listing.countyId}
            county={listing.county}
          />
        </Suspense>
      ) : (
        priced && (
          <button
            type="button"
            {...panel.buttonProps}
            className="tap-target cursor-pointer rounded border border-solid border-brand-primary bg-white px-4 py-2 font-semibold text-brand-primary"
          >
            Estimate the monthly payment
          </button>
        )
      )}
    </section>
  )
}
