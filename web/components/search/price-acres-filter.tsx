import { countDisplay, priceDisplay } from '../../format/listing-format.ts'
import type { SearchCriteria } from '../../search/search-criteria.ts'
import type { ChangeCriteria } from './criteria-change.ts'
import { FilterDisclosure } from './filter-disclosure.tsx'
import { LazyFilterForm, warmFilterForms } from './lazy-filter-form.tsx'

function rangeSummary(min: number | undefined, max: number | undefined, show: (n: number) => string): string {
  if (min !== undefined && max !== undefined) return `${show(min)} – ${show(max)}`
  if (min !== undefined) return `${show(min)}+`
  if (max !== undefined) return `up to ${show(max)}`
  return ''
}

const money = (n: number) => priceDisplay(Math.max(n, 3), { compact: true })

/** The price and acreage chip: what is set, on the button; its form (filter-forms.tsx) loads when first opened. */
export function PriceAcresFilter(props: { criteria: SearchCriteria; onChange: ChangeCriteria }) {
  const { criteria } = props
  const summary = [
    rangeSummary(criteria.priceMin, criteria.priceMax, money),
    rangeSummary(criteria.acresMin, criteria.acresMax, (n) => `${countDisplay(n)} ac`),
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <FilterDisclosure label="Price & Acres" summary={summary} onWarm={warmFilterForms}>
      {(close) => <LazyFilterForm form="PriceAcresForm" {...props} onDone={close} />}
    </FilterDisclosure>
  )
}
