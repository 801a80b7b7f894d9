import { useEffect, useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { CheckboxField, FormMessage } from '../../account/form-field.tsx'
import { useAccountForm } from '../../account/use-account-form.ts'
import { sendAccountCall } from '../../api/account-call.ts'
import { changeListingLandFactsCall } from '../../api/listing-land-facts-change.ts'
import type { ManagedListing } from '../../api/seller-listings-manage.ts'
import { acresDisplay, dateDisplay } from '../../format/listing-format.ts'
import { useApi } from '../../site/api-context.tsx'
import { formBoxes, primaryButton, secondaryButton } from '../account/account-look.tsx'
import { BoundaryInput } from '../add-listing/boundary-input.tsx'
import { landFactValuesOf, withLandFacts } from '../add-listing/land-fact-inputs.ts'
import { LandFactsFields } from '../add-listing/land-facts-fields.tsx'

// Manage Listings' form of one listing's land facts and boundary (issue 31): the add-listing form's fields, filled
// with the facts as they are, saved through POST /api/account/listings/{listingId}/landfacts. Its own chunk, loaded
// when a seller first opens it (manage-listings-page.tsx).

/**
 * The form's values as the call's body: the facts gathered, and the boundary a new one replaces, or that the seller
 * removes (no boundary sent keeps the listing's).
 */
const editedLandFacts = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform(({ boundary, removeBoundary, ...facts }) => ({
    ...withLandFacts(facts),
    ...(typeof boundary === 'string' && boundary.trim() !== ''
      ? { boundary }
      : removeBoundary === true
        ? { boundary: null }
        : {}),
  })),
  changeListingLandFactsCall.body,
)

/** Who stated the facts and when, as the listing page will say it. */
function statedLine(listing: ManagedListing): string {
  const { statedBy, statedAt } = listing.landFactsSource
  if (!statedBy) return 'No land facts stated yet.'
  const by = statedBy === 'seller' ? 'you' : 'your land feed'
  return `Stated by ${by}${statedAt ? ` on ${dateDisplay(statedAt)}` : ''}.`
}

export default function LandFactsEditor(props: {
  id: string
  listing: ManagedListing
  title: string
  csrfToken: string | null
  onSaved: (listing: ManagedListing) => void
  onClose: () => void
}) {
  const { listing } = props
  const api = useApi()
  const heading = useRef<HTMLHeadingElement>(null)
  const [note, setNote] = useState('')
  // A boundary saved: its input starts afresh (no file, no text), so the next save keeps it.
  const [saves, setSaves] = useState(0)
  const form = useAccountForm({
    schema: editedLandFacts,
    initial: { ...landFactValuesOf(listing.landFacts), boundary: '', removeBoundary: false },
    send: (body) => sendAccountCall(api, changeListingLandFactsCall, { listingId: listing.id }, body, props.csrfToken),
    onDone: (saved: ManagedListing) => {
      props.onSaved(saved)
      form.setValues((values) => ({ ...values, boundary: '', removeBoundary: false }))
      setSaves((n) => n + 1)
      setNote(`Saved. ${statedLine(saved)}`)
    },
    onChange: () => setNote(''),
    failedMessage: 'The land facts could not be saved just now. Please try again.',
  })

  useEffect(() => heading.current?.focus(), [])

  const submit = (event: FormEvent) => {
    setNote('')
    void form.submit(event)
  }
  const hasBoundary = listing.boundaryAcres !== null
  return (
    <form
      id={props.id}
      noValidate
      aria-labelledby={`${props.id}-heading`}
      onSubmit={submit}
      className={`flex flex-col gap-4 rounded-lg border border-solid border-gray-300 bg-white p-3 sm:p-4 ${formBoxes}`}
      data-testid="land-facts-editor"
    >
      <div>
        <h2 id={`${props.id}-heading`} ref={heading} tabIndex={-1} className="m-0 font-heading text-lg font-bold">
          Land facts of {props.title}
        </h2>
        <p className="m-0 mt-1 text-sm text-brand-muted">{statedLine(listing)}</p>
      </div>
      <FormMessage text={form.formMessage} />
      <LandFactsFields form={form} legend="The facts" />
      <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
        <legend className="mb-2 p-0 font-heading text-lg font-bold">Boundary</legend>
        {hasBoundary ? (
          <>
            <p className="m-0 text-sm" data-testid="land-facts-editor-boundary">
              Its boundary measures {acresDisplay(listing.boundaryAcres!)}; you state {acresDisplay(listing.acres)}. A
              new file replaces it.
            </p>
            <CheckboxField
              id={`${props.id}-removeBoundary`}
              label="Remove the boundary"
              checked={form.values.removeBoundary}
              onChecked={(on) => form.set('removeBoundary', on)}
            />
          </>
        ) : (
          <p className="m-0 text-sm">This listing has no boundary yet.</p>
        )}
        <BoundaryInput
          key={saves}
          id={`${props.id}-boundary`}
          value={form.values.boundary}
          error={form.errors.boundary}
          statedAcres={listing.acres}
          onValue={(text) => form.set('boundary', text)}
        />
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={form.submitting}>
          {form.submitting ? 'Saving…' : 'Save land facts'}
        </button>
        <button type="button" className={secondaryButton} onClick={props.onClose}>
          Close
        </button>
      </div>
      <p role="status" className="m-0 text-sm text-green-800" data-testid="land-facts-editor-note">
        {note}
      </p>
    </form>
  )
}
