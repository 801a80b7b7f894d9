import { Suspense, type ReactNode } from 'react'
import type { ListingDetail } from '../../api/listing-detail.ts'
import { acresDisplay, dateDisplay, homeSummary } from '../../format/listing-format.ts'
import { usDollars } from '../../format/us-numbers.ts'
import { auctionPriceSentinel, transactionType } from '../../rules/listing-rules.ts'
import { lazyWithNotice } from '../lazy-with-notice.tsx'

// The acreage check loads after the page's first script (it has no room left), server-rendered all the same.
const AcreageCheck = lazyWithNotice(() => import('./acreage-check.tsx'), 'acreage check')

/** Price per acre, only where the price is an amount (not Auction or Contact for Price). */
function pricePerAcre(listing: ListingDetail): string | null {
  if (listing.price <= auctionPriceSentinel || listing.acres <= 0) return null
  return `${usDollars(listing.price / listing.acres)} per acre`
}

/** '$25,000 price reduction on March 5, 2026', or the rise; null when the price has not changed. */
function priceChange(listing: ListingDetail): string | null {
  const amount = listing.priceChangeAmount
  if (!amount) return null
  const date = dateDisplay(listing.priceChangedAt ?? '')
  const what = amount < 0 ? `${usDollars(-amount)} price reduction` : `${usDollars(amount)} price increase`
  return date ? `${what} on ${date}` : what
}

/**
 * The stated acres and, with a boundary, the acres it measures beside them ("56.07 acres stated · 56.8 measured from
 * the boundary") and the note when they differ by more than 5 % (acreage-check.tsx).
 */
function acreage(listing: ListingDetail): ReactNode {
  const ring = listing.boundary?.ring
  if (!ring) return acresDisplay(listing.acres)
  return (
    <>
      {listing.acres > 0 ? `${acresDisplay(listing.acres)} stated` : 'Not stated'}
      <Suspense fallback={null}>
        <AcreageCheck stated={listing.acres} ring={ring} />
      </Suspense>
    </>
  )
}

/** The facts a buyer compares, as a description list: only the ones the listing has (the price heads the page). */
export function ListingFacts(props: { listing: ListingDetail }) {
  const { listing } = props
  const facts: [string, ReactNode | null][] = [
    ['Price change', priceChange(listing)],
    ['Acreage', acreage(listing)],
    ['Price per acre', pricePerAcre(listing)],
    ['Home', homeSummary(listing.beds, listing.baths, listing.homeSqft) || null],
    [
      'Auction date',
      listing.transactionType === transactionType.auction ? dateDisplay(listing.auctionDate ?? '') || null : null,
    ],
    ['Listed', dateDisplay(listing.dateListed) || null],
    ['Owner financing', listing.ownerFinancing ? 'Available' : null],
  ]
  return (
    <dl className="m-0 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3" data-testid="listing-facts">
      {facts
        .filter((fact): fact is [string, NonNullable<ReactNode>] => fact[1] !== null)
        .map(([name, value]) => (
          // The acreage with its check takes two columns: its words and note would make a narrow column tall.
          <div key={name} className={name === 'Acreage' && listing.boundary ? 'col-span-2' : undefined}>
            <dt className="text-xs uppercase tracking-wide text-brand-muted">{name}</dt>
            <dd className="m-0 font-semibold">{value}</dd>
          </div>
        ))}
    </dl>
  )
}
