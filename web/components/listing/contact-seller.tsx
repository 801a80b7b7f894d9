import { lazy, Suspense, useId, useRef, useState, type ComponentType } from 'react'
import type { ListingDetail } from '../../api/listing-detail.ts'
import { canContactSeller } from '../../rules/listing-rules.ts'
import type { ContactSellerDialogProps } from './contact-seller-dialog.tsx'

// The dialog's code (form, messages, the send) loads on the first click (spec §4: modals load their code when first
// opened). A chunk that fails to load is logged (spec §8) and the buyer told, instead of the page crashing.
const ContactSellerDialog = lazy<ComponentType<ContactSellerDialogProps>>(() =>
  import('./contact-seller-dialog.tsx').catch((error: unknown) => {
    console.error('Loading the contact form failed', error)
    return { default: DialogUnavailable }
  }),
)

const DialogUnavailable: ComponentType<ContactSellerDialogProps> = (props) => (
  <p id={props.id} role="alert" className="m-0 mt-2 text-sm text-red-700">
    The contact form could not be loaded. Please reload the page and try again.
  </p>
)

/** Contact Seller and its dialog, for listings the spec lets a buyer write about (§4: paid, not sold or off market). */
export function ContactSeller(props: {
  listing: ListingDetail
  leadSource: string
  /** Where the button sits: under the seller card by default. */
  className?: string
}) {
  const [open, setOpen] = useState(false)
  // Mounted from the first click on and kept, so reopening is instant and keeps what the buyer typed.
  const [loaded, setLoaded] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const dialogId = useId()
  if (!canContactSeller(props.listing)) return null
  // Explicit, not left to the browser: Safari does not focus a clicked button, so nothing would be restored.
  const onClose = () => {
    setOpen(false)
    button.current?.focus()
  }
  return (
    <div className={props.className ?? 'mt-3'}>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={loaded ? dialogId : undefined}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
        className="tap-target flex w-full cursor-pointer items-center justify-center rounded-full border-0 bg-brand-primary px-4 py-2 font-semibold text-white hover:bg-brand-primary-dark"
      >
        Contact Seller
      </button>
      {loaded && (
        <Suspense
          fallback={
            <span role="status" className="sr-only">
              Opening the contact form…
            </span>
          }
        >
          <ContactSellerDialog
            id={dialogId}
            listing={props.listing}
            leadSource={props.leadSource}
            open={open}
            onClose={onClose}
          />
        </Suspense>
      )}
    </div>
  )
}
