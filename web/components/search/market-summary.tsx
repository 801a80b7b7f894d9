import type { MarketSummary } from '../../api/landing-page.ts'
import { acresDisplay, countDisplay, priceDisplay } from '../../format/listing-format.ts'
import { usDollars } from '../../format/us-numbers.ts'
import { ListingCard } from '../listing-card.tsx'

/** Acres to a sensible precision for a range: whole acres from 10 up, tenths below. */
const roughAcres = (acres: number) => (acres >= 10 ? Math.round(acres) : Math.round(acres * 10) / 10)

function Figure(props: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg bg-brand-surface p-4" data-testid={props.testId}>
      <dt className="text-sm text-brand-muted">{props.label}</dt>
      <dd className="m-0 mt-1 text-xl font-bold md:text-2xl">{props.value}</dd>
    </div>
  )
}

/**
 * A landing page's market summary: how much land is for sale in the place, what an acre costs there, how big the
 * parcels run (quartiles and a bar per acreage band) and what was listed last.
 */
export function MarketSummaryPanel(props: { placeName: string; summary: MarketSummary }) {
  const { summary } = props
  const widest = Math.max(1, ...summary.acreageBands.map((band) => band.listingCount))
  return (
    <section aria-labelledby="market-summary-heading" className="my-6" data-testid="market-summary">
      <h2 id="market-summary-heading" className="m-0 mb-3 text-xl font-bold">
        The land market in {props.placeName}
      </h2>
      <dl className="m-0 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Properties for sale" value={countDisplay(summary.listingCount)} testId="summary-count" />
        <Figure
          label="Median price per acre"
          value={summary.medianPricePerAcre === null ? '—' : priceDisplay(summary.medianPricePerAcre)}
          testId="summary-price-per-acre"
        />
        <Figure
          label="Median price"
          value={summary.medianPrice === null ? '—' : priceDisplay(summary.medianPrice, { compact: true })}
          testId="summary-median-price"
        />
        <Figure
          label="Typical size (middle half)"
          value={
            summary.acres ? `${roughAcres(summary.acres.p25)} – ${acresDisplay(roughAcres(summary.acres.p75))}` : '—'
          }
          testId="summary-acres"
        />
      </dl>
      <h3 className="mb-1 mt-5 text-base font-semibold">Listings and median price per acre by size</h3>
      {/* The bands and medians a listing page of the place compares its price with (its "Price context"). */}
      <p className="m-0 mb-2 text-sm text-brand-muted">
        Medians of the listings with a price; each listing here is compared with its size's median.
      </p>
      <ul className="m-0 list-none space-y-2 p-0 text-sm md:space-y-1" data-testid="acreage-bands">
        {summary.acreageBands.map((band) => (
          <li
            key={band.label}
            // On a phone the bar takes a line of its own under the figures; from md it sits between them.
            className="grid grid-cols-[1fr_auto_auto] items-center gap-x-3 gap-y-1 md:grid-cols-[9rem_1fr_4rem_8rem]"
          >
            <span>{band.label}</span>
            <span
              className="col-span-3 row-start-2 h-3 rounded bg-brand-primary md:col-span-1 md:row-start-auto"
              style={{ width: `${(band.listingCount / widest) * 100}%` }}
            />
            <span className="text-right tabular-nums">
              {countDisplay(band.listingCount)}
              <span className="sr-only"> listings</span>
            </span>
            <span className="text-right tabular-nums" data-testid="band-price-per-acre">
              {band.medianPricePerAcre === null ? '—' : `${usDollars(band.medianPricePerAcre)}/acre`}
              <span className="sr-only"> median</span>
            </span>
          </li>
        ))}
      </ul>
      {summary.newestListings.length > 0 && (
        <>
          <h3 className="mb-3 mt-6 text-base font-semibold">Newest in {props.placeName}</h3>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="newest-in-place">
            {summary.newestListings.map((listing, i) => (
              // The first is the largest paint of a landing page on a phone (Lighthouse, land's /Texas/).
              <ListingCard key={listing.id} listing={listing} priority={i === 0} />
            ))}
          </div>
        </>
      )}
    </section>
  )
}
