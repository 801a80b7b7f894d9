import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { FormField } from '../../account/form-field.tsx'
import { useAccountForm } from '../../account/use-account-form.ts'
import { addListingCall, type AddedListing } from '../../api/add-listing.ts'
import { sendAccountCall } from '../../api/account-call.ts'
import { loginInfoKey } from '../../api/login-state.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { primaryButton } from '../account/account-look.tsx'
import { fieldsetClass, legendClass } from './form-look.tsx'
import { ListingFormFrame } from './listing-fields.tsx'
import { emptyListingValues, listingFormOfValues, type ListingForm } from './listing-values.ts'
import type { PendingPhoto } from './pending-photos.ts'
import { lazyWithNotice } from '../lazy-with-notice.tsx'

const PhotoPicker = lazyWithNotice(() => import('./photo-picker.tsx'), 'photo picker')

/**
 * The new listing's form (spec §2 add-listing page), checked by the worker's schema as the seller types. A person
 * without a seller account is told one is opened with the listing and may give the phone buyers call. The photos
 * picked go up once the listing is added (listing-added.tsx).
 */
export function AddListingForm(props: {
  csrfToken: string | null
  isSeller: boolean
  onAdded: (listing: AddedListing, photos: PendingPhoto[]) => void
}) {
  const api = useApi()
  const brand = useBrand()
  const queryClient = useQueryClient()
  const [photos, setPhotos] = useState<PendingPhoto[]>([])
  const form: ListingForm = useAccountForm({
    schema: listingFormOfValues,
    initial: emptyListingValues,
    send: (body) => sendAccountCall(api, addListingCall, { siteId: brand.siteId }, body, props.csrfToken),
    onDone: (listing: AddedListing) => {
      // A buyer who just became a seller: the header's login info says so from now on.
      if (listing.sellerAccountOpened) void queryClient.invalidateQueries({ queryKey: loginInfoKey(brand.siteId) })
      props.onAdded(listing, photos)
    },
    failedMessage: 'Your listing could not be added just now. Please try again in a moment.',
  })
  return (
    <ListingFormFrame
      form={form}
      testId="add-listing-form"
      afterProperty={
        <Suspense fallback={<p role="status">Loading the photo picker…</p>}>
          <PhotoPicker id={`${form.idPrefix}-photos`} photos={photos} onPhotos={setPhotos} />
        </Suspense>
      }
    >
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
        Your listing goes up as Available, at the free level. Change any of it, or mark it under contract or sold, any
        time in Manage Listings.
      </p>
      <div>
        <button type="submit" className={primaryButton} disabled={form.submitting}>
          {form.submitting ? 'Adding your listing…' : 'Add my listing'}
        </button>
      </div>
    </ListingFormFrame>
  )
}
