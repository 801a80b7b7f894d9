import { useId, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { sendAccountCall } from '../../api/account-call.ts'
import {
  changedPrice,
  changeManagedListingCall,
  listingPrice,
  marketStatusLabels,
  sellerMarketStatuses,
  type ManagedListing,
  type ManagedListingChange,
} from '../../api/seller-listings-manage.ts'
import { priceDisplay } from '../../format/listing-format.ts'
import { priceKinds, type PriceKind } from '../../rules/listing-price.ts'
import { useApi } from '../../site/api-context.tsx'

// A row's change of price or status in Manage Listings. The price is a choice, as on the Add Listing form: an asking
// amount, Auction or Contact for Price (what the site stores as 2 and 0 is never typed).

const priceKindLabels: Record<PriceKind, string> = {
  amount: 'Amount',
  auction: 'Auction',
  contact: 'Contact for Price',
}

type Errors = { price?: string; priceKind?: string; marketStatus?: string; form?: string }

const inputClass =
  'box-border w-full rounded border border-solid border-gray-400 px-2 py-1 font-body text-base text-brand-ink aria-[invalid=true]:border-red-700'

const statusLabel = (status: number) =>
  marketStatusLabels[status as keyof typeof marketStatusLabels] ?? 'Withdrawn by the site'

/** The amount box's text for a listing: its price when it has one, else empty. */
const amountOf = (listing: ManagedListing) => (listing.priceKind === 'amount' ? String(listing.price) : '')

export function ChangeForm(props: {
  listing: ManagedListing
  title: string
  csrfToken: string | null
  onSaved: (listing: ManagedListing) => void
}) {
  const api = useApi()
  const id = useId()
  const [kind, setKind] = useState<PriceKind>(props.listing.priceKind)
  const [amount, setAmount] = useState(amountOf(props.listing))
  const [status, setStatus] = useState(props.listing.marketStatus)
  const [errors, setErrors] = useState<Errors>({})
  const [note, setNote] = useState('')
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setNote('')
    const change: ManagedListingChange = {}
    if (kind === 'amount') {
      const checked = v.safeParse(listingPrice, amount.trim() === '' ? Number.NaN : Number(amount))
      if (!checked.success) return setErrors({ price: checked.issues[0].message })
      change.priceKind = 'amount'
      change.price = checked.output
    } else change.priceKind = kind
    // Only what differs is sent: the same price again is no change.
    if (changedPrice(change) === props.listing.price) {
      delete change.priceKind
      delete change.price
    }
    const asked = sellerMarketStatuses.find((value) => value === status)
    if (asked !== undefined && asked !== props.listing.marketStatus) change.marketStatus = asked
    if (change.priceKind === undefined && change.marketStatus === undefined) {
      setErrors({})
      return setNote('Nothing to save: the price and status are as they were.')
    }
    setSending(true)
    const result = await sendAccountCall(
      api,
      changeManagedListingCall,
      { listingId: props.listing.id },
      change,
      props.csrfToken,
    )
    setSending(false)
    if (result.kind === 'done') {
      setErrors({})
      setKind(result.data.priceKind)
      setAmount(amountOf(result.data))
      setStatus(result.data.marketStatus)
      setNote(`Saved: ${priceDisplay(result.data.price)}, ${statusLabel(result.data.marketStatus)}.`)
      props.onSaved(result.data)
    } else if (result.kind === 'refused') {
      const named = ['price', 'priceKind', 'marketStatus'] as const
      const field = named.find((name) => name === result.field) ?? 'form'
      setErrors({ [field]: result.status === 401 ? 'Your session has ended. Log in again to save.' : result.message })
    } else {
      setErrors({ form: 'The change could not be saved just now. Please try again.' })
    }
  }

  const priceError = errors.price ?? errors.priceKind
  const statusError = errors.marketStatus
  return (
    <form
      noValidate
      aria-label={`Change ${props.title}`}
      onSubmit={submit}
      className="flex flex-wrap items-start gap-2"
    >
      <fieldset className="m-0 flex min-w-0 flex-1 basis-40 flex-col gap-1 border-0 p-0">
        <legend className="mb-1 p-0 text-sm font-semibold">Price</legend>
        <div className="flex flex-wrap gap-x-3">
          {priceKinds.map((each) => (
            <label key={each} className="tap-target flex items-center gap-1 text-sm">
              <input
                type="radio"
                name={`${id}-priceKind`}
                value={each}
                checked={kind === each}
                className="h-5 w-5"
                onChange={() => setKind(each)}
              />
              {priceKindLabels[each]}
            </label>
          ))}
        </div>
        {kind === 'amount' && (
          <div className="flex items-center gap-1">
            <span aria-hidden="true">$</span>
            <input
              id={`${id}-price`}
              name="price"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={amount}
              aria-label="Asking price in dollars"
              aria-invalid={priceError ? true : undefined}
              aria-describedby={priceError ? `${id}-price-error` : undefined}
              onChange={(event) => setAmount(event.target.value)}
              className={inputClass}
            />
          </div>
        )}
        {priceError && (
          <p id={`${id}-price-error`} className="m-0 text-sm text-red-700">
            {priceError}
          </p>
        )}
      </fieldset>
      <div className="flex flex-1 basis-36 flex-col gap-1">
        <label htmlFor={`${id}-status`} className="text-sm font-semibold">
          Status
        </label>
        <select
          id={`${id}-status`}
          name="marketStatus"
          value={status}
          aria-invalid={statusError ? true : undefined}
          aria-describedby={statusError ? `${id}-status-error` : undefined}
          onChange={(event) => setStatus(Number(event.target.value))}
          className={`${inputClass} min-w-36`}
        >
          {sellerMarketStatuses.map((value) => (
            <option key={value} value={value}>
              {marketStatusLabels[value]}
            </option>
          ))}
        </select>
        {statusError && (
          <p id={`${id}-status-error`} className="m-0 text-sm text-red-700">
            {statusError}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={sending}
        className="tap-target rounded border-0 bg-brand-primary px-4 py-1 font-semibold text-white disabled:opacity-70"
      >
        {sending ? 'Saving…' : 'Save'}
        <span className="sr-only"> {props.title}</span>
      </button>
      {errors.form && (
        <p role="alert" className="m-0 w-full text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <p role="status" className="m-0 w-full text-sm text-green-800">
        {note}
      </p>
    </form>
  )
}
