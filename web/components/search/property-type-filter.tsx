import { propertyTypeNames, type PropertyTypeName } from '../../rules/listing-rules.ts'
import { propertyTypeNameList, type SearchCriteria } from '../../search/search-criteria.ts'
import type { ChangeCriteria } from './criteria-change.ts'
import { FilterDisclosure } from './filter-disclosure.tsx'

/** Property types (bit flags, any of them matches): a checkbox per type. */
export function PropertyTypeFilter(props: { criteria: SearchCriteria; onChange: ChangeCriteria }) {
  const chosen = props.criteria.propertyTypes ?? []
  const summary = chosen.length === 1 ? propertyTypeNames[chosen[0]!] : chosen.length ? `${chosen.length} types` : ''
  return (
    <FilterDisclosure label="Property Type" summary={summary}>
      {(close) => (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            const form = new FormData(event.currentTarget)
            const types = form.getAll('propertyType') as PropertyTypeName[]
            props.onChange({ propertyTypes: types.length ? types : undefined, customSearchUrl: undefined })
            close()
          }}
        >
          <fieldset className="m-0 border-0 p-0">
            <legend className="mb-2 p-0 text-sm font-semibold">Property types</legend>
            <div className="grid grid-cols-1 gap-1 xs:grid-cols-2">
              {propertyTypeNameList.map((type) => (
                <label key={type} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="propertyType" value={type} defaultChecked={chosen.includes(type)} />
                  {propertyTypeNames[type]}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="tap-target mt-3 rounded bg-brand-primary px-4 py-1 font-semibold text-white">
            Apply
          </button>
        </form>
      )}
    </FilterDisclosure>
  )
}
