import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useRef, type FormEvent } from 'react'
import { FormField, FormMessage } from '../../account/form-field.tsx'
import { useAccountForm } from '../../account/use-account-form.ts'
import { addListingCall, type AddedListing } from '../../api/add-listing.ts'
import { sendAccountCall } from '../../api/account-call.ts'
import { loginInfoKey } from '../../api/login-state.ts'
import { addListingLimits } from '../../rules/add-listing-form.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { formBoxes, primaryButton } from '../account/account-look.tsx'
import { lazyWithNotice } from '../lazy-with-notice.tsx'
import { DescriptionField } from './description-field.tsx'
import { fieldsetClass, legendClass } from './form-look.tsx'
import { HouseAndTermsFields } from './house-and-terms-fields.tsx'
import { emptyListingValues, listingFormOfValues, type ListingForm } from './listing-values.ts'
import { PlaceFields } from './place-fields.tsx'
import { PriceFields } from './price-fields.tsx'
import { PropertyTypeFields } from './property-type-fields.tsx'

/** The land facts and boundary: their own chunk (the page's first script has no room for them). */
const LandFactsSection = lazyWithNotice(() => import('./land-facts-section.tsx'), 'land facts fields')

/**
 * The new listing's form (spec §2 add-listing page), checked by the worker's schema as the seller types. A person
 * without a seller account is told one is opened with the listing and may give the phone buyers call.
 */
export function AddListingForm(props: {
  csrfToken: string | null
  isSeller: boolean
  onAdded: (listing: AddedListing) => void
}) {
  const api = useApi()
  const brand = useBrand()
  const queryClient = useQueryClient()
  const formElement = useRef<HTMLFormElement>(null)
  const form: ListingForm = useAccountForm({
    schema: listingFormOfValues,
    initial: emptyListingValues,
    send: (body) => sendAccountCall(api, addListingCall, { siteId: brand.siteId }, body, props.csrfToken),
    onDone: (listing: AddedListing) => {
      // A buyer who just became a seller: the header's login info says so from now on.
      if (listing.sellerAccountOpened) void queryClient.invalidateQueries({ queryKey: loginInfoKey(brand.siteId) })
      props.onAdded(listing)
    },
    failedMessage: 'Your listing could not be added just now. Please try again in a moment.',
  })
  const submit = async (event: FormEvent) => {
    await form.submit(event)
    // A long form: the first field at fault is brought into view and focused (after React shows the errors).
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
      data-testid="add-listing-form"
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
      <PlaceFields form={form} />
      <HouseAndTermsFields form={form} />
      <Suspense fallback={<p role="status">Loading the land facts…</p>}>
        <LandFactsSection form={form} />
      </Suspense>
      {!props.isSeller && (
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>Your seller account</legend>
          <p className="m-0 text-sm leading-relaxed sm:col-span-2">
            Your first listing opens a free seller account in your name, with a page of its own. Free listings have no
            Contact Seller button, so buyers call the phone you give here (or the one in your settings).
          </p>
          <FormField {...form.field('sellerPhone')} label="Phone for buyers (optional)" type="tel" autoComplete="tel" />
        </fieldset>
      )}
      <p className="m-0 text-sm text-brand-muted">
        Your listing goes up as Available, at the free level. Change its price or land facts, or mark it under contract
        or sold, any time in Manage Listings.
      </p>
      <div>
        <button type="submit" className={primaryButton} disabled={form.submitting}>
          {form.submitting ? 'Adding your listing…' : 'Add my listing'}
        </button>
      </div>
    </form>
  )
}
