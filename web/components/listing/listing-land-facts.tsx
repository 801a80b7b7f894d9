import { Suspense } from 'react'
import type { ListingDetail } from '../../api/listing-detail.ts'
import { lazyWithNotice } from '../lazy-with-notice.tsx'
import type { LandFactsPanelProps } from './land-facts-panel.tsx'

// The listing's land facts (issue 31). The panel's code is a chunk of its own, off the page's first script; the server
// renders it whole all the same (React waits for the chunk inside Suspense, and the page is answered once all is
// ready: worker/ssr/page-stream.tsx), so crawlers and the first paint have every fact, and the browser hydrates the
// panel when its chunk arrives.
const LandFactsPanel = lazyWithNotice<LandFactsPanelProps>(() => import('./land-facts-panel.tsx'), 'land facts')

export function ListingLandFacts(props: { listing: ListingDetail }) {
  return (
    <section aria-labelledby="land-facts" className="mt-6" data-testid="land-facts">
      <h2 id="land-facts" className="mb-2 text-lg font-semibold">
        Land facts
      </h2>
      <Suspense fallback={<p role="status">Loading the land facts…</p>}>
        <LandFactsPanel listing={props.listing} />
      </Suspense>
    </section>
  )
}
