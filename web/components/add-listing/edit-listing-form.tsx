import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAccountForm } from '../../account/use-account-form.ts'
import { sendAccountCall } from '../../api/account-call.ts'
import { editableListingQuery, editListingCall, type EditableListing } from '../../api/edit-listing.ts'
import { marketStatusLabels, sellerMarketStatuses } from '../../api/seller-listings-manage.ts'
import { useApi } from '../../site/api-context.tsx'
import { primaryButton } from '../account/account-look.tsx'
import { SelectField } from '../account/select-field.tsx'
import { ListingFormFrame } from './listing-fields.tsx'
import { listingFormOfValues, listingValuesOf, type ListingForm } from './listing-values.ts'

// The edit-listing page's form (issue 32): the add-listing form's fields filled with the listing's values, and its
// status, saved together. Its own chunk, server-rendered all the same: the page's first script has no room for it.

type SellerStatus = (typeof sellerMarketStatuses)[number]
const statusOptions = sellerMarketStatuses.map((status) => ({
  value: String(status),
  label: marketStatusLabels[status],
}))

export default function EditListingForm(props: { listing: EditableListing; csrfToken: string | null }) {
  const { listing, csrfToken } = props
  const api = useApi()
  const queryClient = useQueryClient()
  const [status, setStatus] = useState(String(listing.marketStatus))
  const [note, setNote] = useState('')
  const form: ListingForm = useAccountForm({
    schema: listingFormOfValues,
    initial: listingValuesOf(listing),
    send: (body) => {
      const edit = { ...body, marketStatus: Number(status) as SellerStatus }
      return sendAccountCall(api, editListingCall, { listingId: listing.id }, edit, csrfToken)
    },
    onDone: (saved: EditableListing) => {
      queryClient.setQueryData(editableListingQuery(api, listing.id).queryKey, saved)
      setNote('Your changes are saved.')
    },
    onChange: () => setNote(''),
    failedMessage: 'Your changes could not be saved just now. Please try again in a moment.',
  })
  return (
    <ListingFormFrame form={form} testId="edit-listing-form">
      <div className="max-w-xs">
        <SelectField
          id={`${form.idPrefix}-marketStatus`}
          name="marketStatus"
          label="Status"
          value={status}
          options={statusOptions}
          onValue={(value) => {
            setStatus(value)
            setNote('')
          }}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={form.submitting}>
          {form.submitting ? 'Saving your changes…' : 'Save changes'}
        </button>
        <p role="status" className="m-0 text-sm font-semibold text-green-800" data-testid="edit-listing-note">
          {note}
        </p>
      </div>
    </ListingFormFrame>
  )
}
