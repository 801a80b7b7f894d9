import type { PriceChange, RecentSale } from '../../api/price-context.ts'
import { acresDisplay, dateDisplay, listingTitle, priceDisplay } from '../../format/listing-format.ts'
import { usDollars } from '../../format/us-numbers.ts'
import { auctionPriceSentinel } from '../../rules/listing-rules.ts'
import { recentSalesYears } from '../../rules/price-context.ts'
import { useSiteLinks } from '../../site/site-links.tsx'
import { SiteLink } from '../site-link.tsx'

// The listing's public price history and its county's recent sales, in the price context section.

/** 'Reduced by $12,000 to $88,000'; a move to or from Auction or Contact for Price is no amount of dollars. */
function changeWords(change: PriceChange): string {
  const { oldPrice, newPrice } = change
  if (oldPrice <= auctionPriceSentinel || newPrice <= auctionPriceSentinel) return `Now ${priceDisplay(newPrice)}`
  const amount = usDollars(Math.abs(newPrice - oldPrice))
  return `${newPrice < oldPrice ? 'Reduced' : 'Raised'} by ${amount} to ${priceDisplay(newPrice)}`
}

export function PriceHistoryList(props: { listedPrice: number; listedAt: string; changes: readonly PriceChange[] }) {
  const entries = [
    { date: props.listedAt, words: `Listed at ${priceDisplay(props.listedPrice)}` },
    ...props.changes.map((change) => ({ date: change.changedAt, words: changeWords(change) })),
  ]
  return (
    <ol className="m-0 list-none space-y-1 p-0 text-sm" data-testid="price-history">
      {entries.map((entry, index) => (
        <li key={index} className="flex flex-wrap gap-x-2">
          <span className="min-w-36 text-brand-muted">{dateDisplay(entry.date)}</span>
          <span className="font-semibold">{entry.words}</span>
        </li>
      ))}
    </ol>
  )
}

export function RecentSales(props: { sales: readonly RecentSale[]; county: string }) {
  const links = useSiteLinks()
  if (!props.sales.length) {
    return (
      <p className="m-0 text-sm" data-testid="recent-sales">
        No sales in {props.county} in the last {recentSalesYears} years.
      </p>
    )
  }
  return (
    <ul className="m-0 list-none space-y-2 p-0 text-sm" data-testid="recent-sales">
      {props.sales.map((sale) => (
        <li key={sale.id}>
          <SiteLink href={links.listing(sale)} className="tap-target font-semibold">
            {listingTitle(sale.title, sale.acres, sale.county, sale.stateName)}
          </SiteLink>
          <span className="block text-brand-muted">
            {[
              acresDisplay(sale.acres),
              sale.pricePerAcre === null ? priceDisplay(sale.price) : `${usDollars(sale.pricePerAcre)}/acre`,
              `sold ${dateDisplay(sale.salesDate)}`,
            ].join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  )
}
