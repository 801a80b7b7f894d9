import type { PriceComparison } from '../../api/price-context.ts'
import { usDollars } from '../../format/us-numbers.ts'
import { acreageBands, againstMedian, fewestComparables } from '../../rules/price-context.ts'

// The listing's price per acre against its county's (or state's) listings of its size: the sentence, and a scale of
// where it sits among them.

const perAcre = (dollars: number) => `${usDollars(dollars)}/acre`

/** 'under 5 acres', '20–50 acres': a band as a sentence reads it. */
const bandWords = (band: number) => {
  const label = acreageBands[band]?.label ?? ''
  return label.charAt(0).toLowerCase() + label.slice(1)
}

export function PriceComparisonSummary(props: {
  pricePerAcre: number | null
  acreageBand: number
  comparison: PriceComparison | null
  county: string
}) {
  const { comparison, pricePerAcre } = props
  const size = bandWords(props.acreageBand)
  if (!comparison) {
    return (
      <p className="m-0" data-testid="price-comparison">
        Too few listings of {size} with a price nearby to compare this one with.
      </p>
    )
  }
  const median = comparison.spread.median
  const among = `${comparison.listingCount} listings of ${size} in ${comparison.placeName}`
  return (
    <div data-testid="price-comparison">
      {comparison.scope === 'state' && (
        <p className="m-0 mb-1 text-sm text-brand-muted">
          {props.county} has fewer than {fewestComparables} listings of {size} with a price, so this compares with{' '}
          {comparison.placeName}.
        </p>
      )}
      {pricePerAcre === null ? (
        <p className="m-0">
          No asking price per acre to compare. The {comparison.scope} median for {size} is {perAcre(median)}, of {among}
          .
        </p>
      ) : (
        <>
          <p className="m-0 text-lg font-semibold">
            {perAcre(pricePerAcre)}: {againstMedian(pricePerAcre, median)} the {comparison.scope} median for {size}
          </p>
          <p className="m-0 text-sm text-brand-muted">
            The median is {perAcre(median)}, of {among}; {comparison.percentile} % of them ask less per acre.
          </p>
          <PriceScale pricePerAcre={pricePerAcre} comparison={comparison} />
        </>
      )}
    </div>
  )
}

/** Where a share of the scale's width lies, in percent, kept on the scale. */
const at = (share: number) => `${Math.min(100, Math.max(0, share * 100))}%`

/**
 * The comparable listings' spread from the 10th to the 90th percentile, the middle half shaded, the median marked,
 * and the listing's price on it (at an end when it lies beyond). Read out as one sentence.
 */
function PriceScale(props: { pricePerAcre: number; comparison: PriceComparison }) {
  const { p10, p25, median, p75, p90 } = props.comparison.spread
  const width = p90 - p10
  const share = (value: number) => (width > 0 ? (value - p10) / width : 0.5)
  const label =
    `Asking price per acre of the middle 80 % of comparable listings: ${perAcre(p10)} to ${perAcre(p90)}, ` +
    `median ${perAcre(median)}; this listing ${perAcre(props.pricePerAcre)}.`
  return (
    <figure className="m-0 mt-3 max-w-xl" data-testid="price-scale">
      <div role="img" aria-label={label} className="relative mx-2 h-6">
        <div className="absolute inset-x-0 top-2.5 h-1 rounded bg-gray-300" />
        <div
          className="absolute top-1.5 h-3 rounded bg-brand-primary opacity-40"
          style={{ left: at(share(p25)), width: at(share(p75) - share(p25)) }}
        />
        <div className="absolute top-0.5 h-5 w-0.5 bg-brand-ink" style={{ left: at(share(median)) }} />
        <div
          className="absolute top-0 h-6 w-3 -translate-x-1/2 rounded-full border-2 border-solid border-white bg-brand-accent shadow"
          style={{ left: at(share(props.pricePerAcre)) }}
          data-testid="price-scale-listing"
        />
      </div>
      <figcaption aria-hidden="true" className="mt-1 flex justify-between text-xs text-brand-muted">
        <span>{perAcre(p10)}</span>
        <span>median {perAcre(median)}</span>
        <span>{perAcre(p90)}</span>
      </figcaption>
    </figure>
  )
}
