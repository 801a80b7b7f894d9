import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { SiteId } from '../../../brands/site-ids.ts'
import { sendContactSellerLead } from '../../api/leads.ts'
import type { ListingDetail } from '../../api/listing-detail.ts'
import type { UserInfo } from '../../api/login-info.ts'
import type { SearchListing } from '../../api/search.ts'
import { useLoginInfo } from '../../account/use-login-info.tsx'
import { listingTitle } from '../../format/listing-format.ts'
import type { ContactSellerLead } from '../../leads/lead-form.ts'
import type { ListingLevel, UpgradeTier } from '../../rules/listing-rules.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { checkLead, leadInputFields, sendErrors, type LeadErrors, type LeadValues } from './contact-seller-errors.ts'
import { DialogCloseButton, useModal } from '../modal-frame.tsx'
import { leadInputId, LeadFields } from './contact-seller-fields.tsx'
import { messageAfterAsking, startMessage, withQuestions } from './contact-seller-message.ts'

/**
 * What the form needs of a listing: a search card's (the card opens the form in place) or the detail page's, which
 * also knows the listing's state and county.
 */
export type ContactListing = Pick<
  SearchListing,
  | 'id'
  | 'accountId'
  | 'title'
  | 'price'
  | 'acres'
  | 'county'
  | 'stateName'
  | 'listingLevel'
  | 'upgradeLevelId'
  | 'brokerName'
  | 'brokerCompany'
> &
  Partial<Pick<ListingDetail, 'stateId' | 'countyId'>>

export interface ContactSellerDialogProps {
  /** The <dialog>'s id, which the opening button's aria-controls names. */
  id: string
  listing: ContactListing
  leadSource: string
  open: boolean
  /** The dialog has closed (Escape or a Close button): the opener hides it and takes focus back. */
  onClose: () => void
  /** Questions the buyer asked from the land facts, the one pressed last at the end: each goes in the message once. */
  questions?: readonly string[]
  /** The lead went (its questions with it). */
  onSent?: () => void
}

const titleOf = (listing: ContactListing) =>
  listingTitle(listing.title, listing.acres, listing.county, listing.stateName)

/** The lead the worker takes: what the buyer typed, and the context the spec's lead modal is opened with (§7). */
export function contactSellerLeadOf(
  values: LeadValues,
  listing: ContactListing,
  siteId: SiteId,
  leadSource: string,
): ContactSellerLead {
  return {
    ...values,
    siteId,
    leadSource,
    // The listing's account: the seller (the worker also takes a corporate master's id for its accounts' listings).
    brokerId: listing.accountId,
    stateId: listing.stateId ?? null,
    countyId: listing.countyId ?? null,
    listingIds: [listing.id],
    price: listing.price,
    acres: listing.acres,
    // The detail call types these as plain numbers; the schema checks them against the spec's tables.
    listingLevel: listing.listingLevel as ListingLevel,
    upgradeLevelId: listing.upgradeLevelId as UpgradeTier,
    propertyTitle: titleOf(listing),
  }
}

// A logged-in buyer's name and email are filled in: the seller answers the address the buyer's account has.
const startValues = (title: string, buyer: UserInfo | null, questions: readonly string[] = []): LeadValues => ({
  name: buyer?.contactName ?? '',
  email: buyer?.email ?? '',
  phone: '',
  message: withQuestions(startMessage(title), questions),
})
const noQuestions: readonly string[] = []
const noErrors: LeadErrors = { fields: {}, form: '' }

/** The contact-seller modal, loaded on the first click of Contact Seller (spec §4: modals load when first opened). */
export default function ContactSellerDialog(props: ContactSellerDialogProps) {
  const { listing } = props
  const api = useApi()
  const { siteId } = useBrand()
  const { userInfo: buyer } = useLoginInfo()
  const title = titleOf(listing)
  const sellerName = listing.brokerName || listing.brokerCompany
  const idPrefix = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const nameInput = useRef<HTMLInputElement>(null)
  const doneButton = useRef<HTMLButtonElement>(null)
  const questions = props.questions ?? noQuestions
  const [values, setValues] = useState(() => startValues(title, buyer, questions))
  // The questions already put into the message: a question asked later is added to what the buyer has typed.
  const added = useRef(questions)
  const [errors, setErrors] = useState(noErrors)
  const [phase, setPhase] = useState<'editing' | 'sending' | 'sent'>('editing')
  // Bumped by each refused submit, so focus moves to the first field in error then, and not while the buyer types.
  const [refusals, setRefusals] = useState(0)

  useModal(dialog, props.open, () => nameInput.current?.focus())
  useEffect(() => {
    const before = added.current
    added.current = questions
    if (questions !== before)
      setValues((was) => ({ ...was, message: messageAfterAsking(was.message, questions, before) }))
  }, [questions])
  useEffect(() => {
    const field = leadInputFields.find((name) => errors.fields[name])
    if (field) document.getElementById(leadInputId(idPrefix, field))?.focus()
  }, [refusals])
  // The form and its submit button are gone: the Close button takes the focus.
  useEffect(() => {
    if (phase === 'sent') doneButton.current?.focus()
  }, [phase])

  const refuse = (found: LeadErrors) => {
    setErrors(found)
    setRefusals((count) => count + 1)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (phase !== 'editing') return
    const checked = checkLead(contactSellerLeadOf(values, listing, siteId, props.leadSource))
    if ('errors' in checked) return refuse(checked.errors)
    setErrors(noErrors)
    setPhase('sending')
    const result = await sendContactSellerLead(api, checked.lead)
    if (result.kind === 'sent') {
      props.onSent?.()
      return setPhase('sent')
    }
    setPhase('editing')
    refuse(sendErrors(result))
  }
  const closed = () => {
    // After a lead went, the next opening starts a new message; otherwise what was typed stays.
    if (phase === 'sent') {
      setValues(startValues(title, buyer))
      setPhase('editing')
    }
    props.onClose()
  }
  const close = () => dialog.current?.close()

  return (
    <dialog
      ref={dialog}
      id={props.id}
      aria-labelledby={`${idPrefix}-heading`}
      onClose={closed}
      className="max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border-0 bg-white p-0 font-body text-brand-ink shadow-xl backdrop:bg-black/50"
    >
      <div className="flex items-start justify-between gap-3 border-0 border-b border-solid border-gray-200 p-4">
        <h2 id={`${idPrefix}-heading`} className="m-0 text-lg font-semibold">
          Contact the seller
          <span className="mt-1 block text-sm font-normal text-brand-muted">about {title}</span>
        </h2>
        <DialogCloseButton dialog={dialog} />
      </div>
      <div className="p-4">
        {/* Always present, so assistive technology is listening before the message arrives. */}
        <div role="status" className="text-base">
          {phase === 'sent' && <p className="m-0">Your message was sent to {sellerName}.</p>}
        </div>
        {phase === 'sent' ? (
          <button
            ref={doneButton}
            type="button"
            onClick={close}
            className="tap-target mt-4 cursor-pointer rounded border-0 bg-brand-primary px-4 py-2 font-semibold text-white hover:bg-brand-primary-dark"
          >
            Close
          </button>
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-3">
            {errors.form && (
              <p role="alert" className="m-0 rounded border border-solid border-red-700 p-3 text-sm text-red-700">
                {errors.form}
              </p>
            )}
            <LeadFields
              idPrefix={idPrefix}
              values={values}
              errors={errors.fields}
              nameInput={nameInput}
              onChange={(field, value) => {
                setValues((was) => ({ ...was, [field]: value }))
                setErrors((was) => ({ ...was, fields: { ...was.fields, [field]: undefined } }))
              }}
            />
            <button
              type="submit"
              // Not `disabled`, which would take the keyboard's focus away while it sends (submit ignores it then).
              aria-disabled={phase === 'sending'}
              className="tap-target cursor-pointer self-start rounded border-0 bg-brand-primary px-4 py-2 font-semibold text-white hover:bg-brand-primary-dark aria-disabled:cursor-default aria-disabled:opacity-60"
            >
              {phase === 'sending' ? 'Sending…' : 'Send message'}
            </button>
          </form>
        )}
      </div>
    </dialog>
  )
}
