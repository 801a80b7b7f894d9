import { Suspense, useRef, type FormEvent, type ReactNode } from 'react'
import { FormField, FormMessage } from '../../account/form-field.tsx'
import { addListingLimits } from '../../rules/listing-price.ts'
import { formBoxes } from '../account/account-look.tsx'
import { lazyWithNotice } from '../lazy-with-notice.tsx'
import { DescriptionField } from './description-field.tsx'
import { fieldsetClass, legendClass } from './form-look.tsx'
import { HouseAndTermsFields } from './house-and-terms-fields.tsx'
import type { ListingForm } from './listing-values.ts'
import { PlaceFields } from './place-fields.tsx'
import { PriceFields } from './price-fields.tsx'
import { PropertyTypeFields } from './property-type-fields.tsx'

// A listing's fields, one set for the add-listing form and the edit-listing page (issue 32): the property, where it
// is (with its map), the house and terms, the land facts and boundary. Each form puts its own parts around them.

/** The land facts and boundary: their own chunk (the page's first script has no room for them). */
const LandFactsSection = lazyWithNotice(() => import('./land-facts-section.tsx'), 'land facts fields')

/**
 * The form around a listing's fields: checked by the rule as the seller types, and on a refusal the first field at
 * fault brought into view and focused (a long form). `children` come after the fields (the submit button).
 */
export function ListingFormFrame(props: {
  form: ListingForm
  testId: string
  /** Parts between the property and where it is (the photos). */
  afterProperty?: ReactNode
  children: ReactNode
}) {
  const { form } = props
  const formElement = useRef<HTMLFormElement>(null)
  const submit = async (event: FormEvent) => {
    await form.submit(event)
    // After React shows the errors.
    requestAnimationFrame(() =>
      formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')?.focus(),
    )
  }
  return (
    <form
      ref={formElement}
      noValidate
      onSubmit={submit}
      className={`flex flex-col gap-6 ${formBoxes}`}
      data-testid={props.testId}
    >
      <FormMessage text={form.formMessage} />
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>The property</legend>
        <div className="sm:col-span-2">
          <FormField
            {...form.field('title')}
            label="Title"
            placeholder="40 wooded acres with a creek near Junction"
            maxLength={addListingLimits.title.max}
            required
          />
        </div>
        <PropertyTypeFields form={form} />
        <FormField {...form.field('acres')} label="Acres" inputMode="decimal" required />
        <PriceFields form={form} />
        <div className="sm:col-span-2">
          <DescriptionField {...form.field('description')} />
        </div>
      </fieldset>
      {props.afterProperty}
      <PlaceFields form={form} />
      <HouseAndTermsFields form={form} />
      <Suspense fallback={<p role="status">Loading the land facts…</p>}>
        <LandFactsSection form={form} />
      </Suspense>
      {props.children}
    </form>
  )
}
