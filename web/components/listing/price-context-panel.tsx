import { withCommas } from '../../format/us-numbers.ts'
import { useQuery } from '@tanstack/react-query'
import type { ListingDetail } from '../../api/listing-detail.ts'
import { priceContextQuery } from '../../api/price-context.ts'
import { marketStatus } from '../../rules/listing-rules.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { PriceComparisonSummary } from './price-comparison.tsx'
import { PriceHistoryList, RecentSales } from './price-history.tsx'

// The price context section as it loads (web/components/listing/listing-price-context.tsx): the figures of
// GET /api/property/priceContext, asked for once the buyer nears the section.

const subheading = 'm-0 mb-2 mt-5 text-base font-semibold'

function daysWords(days: number) {
  return `${withCommas(days)} ${days === 1 ? 'day' : 'days'}`
}

export default function PriceContextPanel(props: { listing: Pick<ListingDetail, 'id' | 'marketStatus' | 'county'> }) {
  const api = useApi()
  const { siteId } = useBrand()
  const { listing } = props
  const { data, isPending } = useQuery(priceContextQuery(api, siteId, listing.id))
  if (isPending) return <p role="status">Loading the price context…</p>
  const context = data?.data
  if (!context) {
    return (
      <p role="alert" className="m-0 text-sm text-red-700">
        The price context could not be loaded just now. Please try again in a moment.
      </p>
    )
  }
  const onMarket = `${daysWords(context.daysOnMarket)} on the market`
  const days =
    listing.marketStatus === marketStatus.sold
      ? `Sold after ${onMarket}.`
      : listing.marketStatus === marketStatus.offMarket
        ? `Off the market; listed ${daysWords(context.daysOnMarket)} ago.`
        : `${onMarket}.`
  return (
    <div data-testid="price-context-panel">
      <PriceComparisonSummary
        pricePerAcre={context.pricePerAcre}
        acreageBand={context.acreageBand}
        comparison={context.comparison}
        county={listing.county}
      />
      <p className="m-0 mt-3" data-testid="days-on-market">
        {days}
      </p>
      <h3 className={subheading}>Price history</h3>
      <PriceHistoryList listedPrice={context.listedPrice} listedAt={context.listedAt} changes={context.priceChanges} />
      <h3 className={subheading}>Recent sales in {listing.county}</h3>
      <RecentSales sales={context.recentSales} county={listing.county} />
    </div>
  )
}
