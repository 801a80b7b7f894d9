import { propertyTypeNames, type PropertyTypeName } from '../../rules/listing-rules.ts'
import { propertyTypeNameList, type SearchCriteria } from '../../search/search-criteria.ts'
import type { ChangeCriteria } from './criteria-change.ts'
import { RangeFields, readRange } from './range-fields.tsx'

// The price-and-acres and property-type forms, loaded when a buyer first opens one of their chips (or the phone's
// filter sheet, which holds their fields too): the search page's first script carries only the chips.

export interface FilterFormProps {
  criteria: SearchCriteria
  onChange: ChangeCriteria
  onDone: () => void
}

const applyButton = 'tap-target rounded bg-brand-primary px-4 py-1 font-semibold text-white'

/** Price and acreage (the spec's "price and acres filter" area): one form, applied together. */
export function PriceAcresForm(props: FilterFormProps) {
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        props.onChange(priceAcresFromForm(new FormData(event.currentTarget)))
        props.onDone()
      }}
    >
      <PriceAcresFields criteria={props.criteria} />
      <button type="submit" className={applyButton}>
        Apply
      </button>
    </form>
  )
}

/** Property types (bit flags, any of them matches): a checkbox per type. */
export function PropertyTypeForm(props: FilterFormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        props.onChange(propertyTypesFromForm(new FormData(event.currentTarget), props.criteria))
        props.onDone()
      }}
    >
      <PropertyTypeFields criteria={props.criteria} />
      <button type="submit" className={`${applyButton} mt-3`}>
        Apply
      </button>
    </form>
  )
}

/** The price and acreage fields, also part of the phone's filter sheet (filter-sheet.tsx). */
export function PriceAcresFields(props: { criteria: SearchCriteria }) {
  const { criteria } = props
  return (
    <>
      <RangeFields legend="Price (USD)" name="price" min={criteria.priceMin} max={criteria.priceMax} step={1000} />
      <RangeFields legend="Acres" name="acres" min={criteria.acresMin} max={criteria.acresMax} step={0.1} />
    </>
  )
}

export function priceAcresFromForm(form: FormData): Partial<SearchCriteria> {
  const price = readRange(form, 'price')
  const acres = readRange(form, 'acres')
  return { priceMin: price.min, priceMax: price.max, acresMin: acres.min, acresMax: acres.max }
}

/** A checkbox per property type, also part of the phone's filter sheet (filter-sheet.tsx). */
export function PropertyTypeFields(props: { criteria: SearchCriteria }) {
  const chosen = props.criteria.propertyTypes ?? []
  return (
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
  )
}

/** The types a form holds; a custom search page (its own types) gives way to types the buyer changed. */
export function propertyTypesFromForm(form: FormData, criteria: SearchCriteria): Partial<SearchCriteria> {
  const types = form.getAll('propertyType') as PropertyTypeName[]
  const same =
    types.length === (criteria.propertyTypes?.length ?? 0) &&
    types.every((type) => criteria.propertyTypes?.includes(type))
  return { propertyTypes: types.length ? types : undefined, ...(same ? {} : { customSearchUrl: undefined }) }
}
