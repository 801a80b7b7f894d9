import { countDisplay, priceDisplay } from '../../format/listing-format.ts'
import type { SearchCriteria } from '../../search/search-criteria.ts'
import type { ChangeCriteria } from './criteria-change.ts'
import { FilterDisclosure } from './filter-disclosure.tsx'
import { RangeFields, readRange } from './range-fields.tsx'

function rangeSummary(min: number | undefined, max: number | undefined, show: (n: number) => string): string {
  if (min !== undefined && max !== undefined) return `${show(min)} – ${show(max)}`
  if (min !== undefined) return `${show(min)}+`
  if (max !== undefined) return `up to ${show(max)}`
  return ''
}

const money = (n: number) => priceDisplay(Math.max(n, 3), { compact: true })

/** Price and acreage (the spec's "price and acres filter" area): one form, applied together. */
export function PriceAcresFilter(props: { criteria: SearchCriteria; onChange: ChangeCriteria }) {
  const { criteria } = props
  const summary = [
    rangeSummary(criteria.priceMin, criteria.priceMax, money),
    rangeSummary(criteria.acresMin, criteria.acresMax, (n) => `${countDisplay(n)} ac`),
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <FilterDisclosure label="Price & Acres" summary={summary}>
      {(close) => (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            const form = new FormData(event.currentTarget)
            const price = readRange(form, 'price')
            const acres = readRange(form, 'acres')
            props.onChange({ priceMin: price.min, priceMax: price.max, acresMin: acres.min, acresMax: acres.max })
            close()
          }}
        >
          <RangeFields legend="Price (USD)" name="price" min={criteria.priceMin} max={criteria.priceMax} step={1000} />
          <RangeFields legend="Acres" name="acres" min={criteria.acresMin} max={criteria.acresMax} step={0.1} />
          <button type="submit" className="tap-target rounded bg-brand-primary px-4 py-1 font-semibold text-white">
            Apply
          </button>
        </form>
      )}
    </FilterDisclosure>
  )
}
