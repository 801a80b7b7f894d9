import { BoundaryInput } from './boundary-input.tsx'
import { legendClass } from './form-look.tsx'
import { LandFactsFields } from './land-facts-fields.tsx'
import type { ListingForm } from './listing-values.ts'

// The add-listing form's land facts and boundary (issue 31): a chunk of their own, server-rendered all the same, so
// the page's first script stays within its budget (the form's rule, which checks them, is in the first script).

/** The acres as typed ('1,250.5'), or null while they are not a number above 0. */
function statedAcres(typed: string): number | null {
  const acres = Number(typed.replace(/,/g, '').trim())
  return typed.trim() !== '' && Number.isFinite(acres) && acres > 0 ? acres : null
}

export default function LandFactsSection(props: { form: ListingForm }) {
  const { form } = props
  return (
    <>
      <LandFactsFields form={form} />
      <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
        <legend className={legendClass}>Boundary (optional)</legend>
        <p className="m-0 text-sm leading-relaxed">
          Your listing’s map draws the boundary, and shows the acres it measures beside the acres you state. Draw it on
          the map under “Where it is”, or give it here.
        </p>
        <BoundaryInput
          id={`${form.idPrefix}-boundary`}
          value={form.values.boundary}
          error={form.errors.boundary}
          statedAcres={statedAcres(form.values.acres)}
          onValue={(text) => form.set('boundary', text)}
        />
      </fieldset>
    </>
  )
}
