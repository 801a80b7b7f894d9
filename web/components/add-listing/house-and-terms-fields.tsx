import { CheckboxField, FormField } from '../../account/form-field.tsx'
import type { ListingForm } from './listing-values.ts'
import { fieldsetClass, legendClass } from './form-look.tsx'

/**
 * A house on the land, if there is one (any of these also files the listing under Homes), and the terms of sale.
 * Mineral rights are a land fact now (land-facts-fields.tsx).
 */
export function HouseAndTermsFields(props: { form: ListingForm }) {
  const { form } = props
  return (
    <>
      <fieldset className={`${fieldsetClass} lg:grid-cols-3`}>
        <legend className={legendClass}>The house (if there is one)</legend>
        <FormField {...form.field('beds')} label="Bedrooms" inputMode="numeric" />
        <FormField {...form.field('baths')} label="Bathrooms" inputMode="decimal" />
        <FormField {...form.field('homeSqft')} label="Square feet" inputMode="numeric" />
      </fieldset>
      <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
        <legend className={legendClass}>Terms</legend>
        <CheckboxField
          id={`${form.idPrefix}-ownerFinancing`}
          label="The owner will finance the sale"
          checked={form.values.ownerFinancing}
          onChecked={(on) => form.set('ownerFinancing', on)}
        />
      </fieldset>
    </>
  )
}
