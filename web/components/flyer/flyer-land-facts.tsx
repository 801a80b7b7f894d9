import type { ListingDetail } from '../../api/listing-detail.ts'
import { statedLandFactRows } from '../../format/land-facts-format.ts'

/**
 * The land facts the listing states (issue 31), compact enough for the printed sheet: a fact not stated is left out
 * (paper has no button to ask with), and where they came from is said once under the list.
 */
export function FlyerLandFacts(props: { listing: Pick<ListingDetail, 'landFacts' | 'landFactsSource'> }) {
  const rows = statedLandFactRows(props.listing.landFacts, props.listing.landFactsSource)
  if (!rows.length) return null
  const sources = [...new Set(rows.flatMap((row) => (row.source ? [row.source] : [])))]
  return (
    <section aria-labelledby="flyer-land-facts" className="mt-3" data-testid="flyer-land-facts">
      <h2 id="flyer-land-facts" className="m-0 mb-1 text-sm font-semibold">
        Land facts
      </h2>
      <dl className="m-0 grid grid-cols-2 gap-x-4 text-xs leading-4 sm:grid-cols-3 print:grid-cols-3">
        {rows.map((row) => (
          <div key={row.name} className="min-w-0 break-words">
            <dt className="inline font-semibold">{row.label}:</dt> <dd className="m-0 inline">{row.words}</dd>
          </div>
        ))}
      </dl>
      {sources.length > 0 && <p className="m-0 mt-1 text-xs text-brand-muted">Source: {sources.join('; ')}</p>}
    </section>
  )
}
