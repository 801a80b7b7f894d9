import type { ListingDetail } from '../../api/listing-detail.ts'
import { lazyWithNotice } from '../lazy-with-notice.tsx'
import { SectionLoadedWhenNear } from './section-loaded-when-near.tsx'

// A listing's price in context (issue 31), below the map: its price per acre against the county's, days on market,
// its price history and the county's recent sales. All of it is one lazy chunk that asks for the figures as the buyer
// scrolls near or asks for them; the page's first script, which has no room left, carries only this placeholder.
const PriceContextPanel = lazyWithNotice(() => import('./price-context-panel.tsx'), 'price context')

export function ListingPriceContext(props: { listing: Pick<ListingDetail, 'id' | 'marketStatus' | 'county'> }) {
  return (
    <SectionLoadedWhenNear
      id="price-context"
      heading="Price context"
      testId="price-context"
      loading="Loading the price context…"
      ask={`Compare the price with ${props.listing.county}`}
      panel={() => <PriceContextPanel listing={props.listing} />}
    />
  )
}
