import type { ListingDetail } from '../../api/listing-detail.ts'
import { acresDisplay, dateDisplay, homeSummary } from '../../format/listing-format.ts'
import { usDollars } from '../../format/us-numbers.ts'
import { auctionPriceSentinel, transactionType } from '../../rules/listing-rules.ts'

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

/** The facts a buyer compares, as a description list: only the ones the listing has (the price heads the page). */
export function ListingFacts(props: { listing: ListingDetail }) {
  const { listing } = props
  const facts: [string, string | null][] = [
    ['Price change', priceChange(listing)],
    ['Acreage', acresDisplay(listing.acres)],
    ['Price per acre', pricePerAcre(listing)],
    ['Home', homeSummary(listing.beds, listing.baths, listing.homeSqft) || null],
    [
      'Auction date',
      listing.transactionType === transactionType.auction ? dateDisplay(listing.auctionDate ?? '') || null : null,
    ],
    ['Listed', dateDisplay(listing.dateListed) || null],
    ['Mineral rights', listing.mineralRights ? 'Included' : null],
    ['Owner financing', listing.ownerFinancing ? 'Available' : null],
  ]
  return (
    <dl className="m-0 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3" data-testid="listing-facts">
      {facts
        .filter((fact): fact is [string, string] => fact[1] !== null)
        .map(([name, value]) => (
          <div key={name}>
            <dt className="text-xs uppercase tracking-wide text-brand-muted">{name}</dt>
            <dd className="m-0 font-semibold">{value}</dd>
          </div>
        ))}
    </dl>
  )
}
