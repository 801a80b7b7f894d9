import { propertyTypeNames } from '../../rules/listing-rules.ts'
import type { SearchCriteria } from '../../search/search-criteria.ts'
import type { ChangeCriteria } from './criteria-change.ts'
import { FilterDisclosure } from './filter-disclosure.tsx'
import { LazyFilterForm, warmFilterForms } from './lazy-filter-form.tsx'

/** The property-type chip: what is chosen, on the button; its form (filter-forms.tsx) loads when first opened. */
export function PropertyTypeFilter(props: { criteria: SearchCriteria; onChange: ChangeCriteria }) {
  const chosen = props.criteria.propertyTypes ?? []
  const summary = chosen.length === 1 ? propertyTypeNames[chosen[0]!] : chosen.length ? `${chosen.length} types` : ''
  return (
    <FilterDisclosure label="Property Type" summary={summary} onWarm={warmFilterForms}>
      {(close) => <LazyFilterForm form="PropertyTypeForm" {...props} onDone={close} />}
    </FilterDisclosure>
  )
}
