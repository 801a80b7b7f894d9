import { Suspense } from 'react'
import { lazyWithNotice } from '../lazy-with-notice.tsx'
import { useDialogOpener } from '../modal-dialog.tsx'
import type { ContactSellerDialogProps } from './contact-seller-dialog.tsx'

// The dialog's code (form, messages, the send) loads on the first press (spec §4: modals load their code when first
// opened), never with a page's first script; a chunk that fails to load is logged and the buyer told (lazyWithNotice).
const ContactSellerDialog = lazyWithNotice<ContactSellerDialogProps>(
  () => import('./contact-seller-dialog.tsx'),
  'contact form',
)

type DialogOpener = ReturnType<typeof useDialogOpener>

/**
 * A button that opens the contact form about `listing` where the buyer is (a search card, the seller card, the contact
 * bar), mounted from the first press on and kept, so reopening is instant and keeps what the buyer typed.
 */
export function ContactSellerButton(
  props: Pick<ContactSellerDialogProps, 'listing' | 'leadSource' | 'questions' | 'onSent'> & {
    label: string
    className: string
    /** The opener, when the caller opens the form too (a question from the land facts); its own otherwise. */
    opener?: DialogOpener
    /** Instead of the opener's: where the focus goes back to when the form closes. */
    onClose?: () => void
  },
) {
  const own = useDialogOpener()
  const opener = props.opener ?? own
  return (
    <>
      <button {...opener.buttonProps} className={props.className}>
        {props.label}
      </button>
      {opener.loaded && (
        <Suspense fallback={null}>
          <ContactSellerDialog
            {...opener.dialogProps}
            onClose={props.onClose ?? opener.dialogProps.onClose}
            listing={props.listing}
            leadSource={props.leadSource}
            questions={props.questions}
            onSent={props.onSent}
          />
        </Suspense>
      )}
    </>
  )
}
