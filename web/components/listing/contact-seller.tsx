import { useRef, useState } from 'react'
import type { ListingDetail } from '../../api/listing-detail.ts'
import { canContactSeller } from '../../rules/listing-rules.ts'
import { useDialogOpener } from '../modal-dialog.tsx'
import { ContactSellerButton } from './contact-seller-button.tsx'
import { useSellerQuestions } from './seller-question-event.ts'

/** Contact Seller and its dialog, for listings the spec lets a buyer write about (§4: paid, not sold or off market). */
export function ContactSeller(props: {
  listing: ListingDetail
  leadSource: string
  /** Where the button sits: under the seller card by default. */
  className?: string
}) {
  const opener = useDialogOpener()
  const contactable = canContactSeller(props.listing)
  // The questions asked from the land facts (issue 31): each press adds its question (once) and opens the form, and
  // closing the form takes the focus back to the fact pressed. A message sent takes its questions with it.
  const [questions, setQuestions] = useState<readonly string[]>([])
  const askedFrom = useRef<HTMLElement | null>(null)
  useSellerQuestions(props.listing.id, contactable, (question, from) => {
    // The question pressed goes last (each once): a press of it again puts it back if the buyer took it out.
    setQuestions((asked) => [...asked.filter((each) => each !== question), question])
    askedFrom.current = from
    opener.buttonProps.onClick()
  })
  if (!contactable) return null
  const closed = () => {
    opener.dialogProps.onClose()
    if (askedFrom.current?.isConnected) askedFrom.current.focus()
    askedFrom.current = null
  }
  return (
    <div className={props.className ?? 'mt-3'}>
      <ContactSellerButton
        opener={opener}
        onClose={closed}
        listing={props.listing}
        leadSource={props.leadSource}
        questions={questions}
        onSent={() => setQuestions([])}
        label="Contact Seller"
        className="tap-target flex w-full cursor-pointer items-center justify-center rounded-full border-0 bg-brand-primary px-4 py-2 font-semibold text-white hover:bg-brand-primary-dark"
      />
    </div>
  )
}
