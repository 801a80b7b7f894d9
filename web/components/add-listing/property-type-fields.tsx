import { CheckboxField } from '../../account/form-field.tsx'
import { sellerPropertyTypes } from '../../rules/add-listing-form.ts'
import { propertyTypeNames } from '../../rules/listing-rules.ts'
import type { ListingForm } from './listing-values.ts'

/** The property types the listing is found under (spec §9 property type flags), one or more. */
export function PropertyTypeFields(props: { form: ListingForm }) {
  const { form } = props
  const chosen = form.values.propertyTypes
  const id = `${form.idPrefix}-propertyTypes`
  const error = form.errors.propertyTypes
  return (
    <fieldset
      className="m-0 flex flex-col gap-2 border-0 p-0 sm:col-span-2"
      aria-describedby={error ? `${id}-error` : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className="mb-1 p-0 text-sm font-semibold">Property types (all that fit)</legend>
      <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {sellerPropertyTypes.map((type) => (
          <CheckboxField
            key={type}
            id={`${id}-${type}`}
            label={propertyTypeNames[type]}
            checked={chosen.includes(type)}
            onChecked={(on) =>
              form.set('propertyTypes', on ? [...chosen, type] : chosen.filter((each) => each !== type))
            }
          />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="m-0 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
