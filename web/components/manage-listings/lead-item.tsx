import { useId, useState, type FormEvent } from 'react'
import { sendAccountCall } from '../../api/account-call.ts'
import {
  changeLeadCall,
  leadReplyMaxLength,
  replyToLeadCall,
  type InboxLead,
  type LeadStatus,
} from '../../api/lead-inbox.ts'
import { dateDisplay } from '../../format/listing-format.ts'
import { useApi } from '../../site/api-context.tsx'
import { secondaryButton } from '../account/account-look.tsx'
import { SiteLink } from '../site-link.tsx'

// One lead in the seller's inbox: who wrote, when, about which listing, new or answered. Opening it shows the buyer's
// contact and message (and marks it read), a reply form that emails the buyer from the site (answered to the seller,
// and the lead marked answered), and a button that marks it answered or new by hand.

const statusLook: Record<LeadStatus, { label: string; className: string }> = {
  new: { label: 'New', className: 'bg-green-800' },
  answered: { label: 'Answered', className: 'bg-gray-700' },
}

export function LeadItem(props: { lead: InboxLead; csrfToken: string | null; onChanged: (lead: InboxLead) => void }) {
  const { lead } = props
  const api = useApi()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [problem, setProblem] = useState('')
  const unread = lead.readAt === null

  async function change(body: { read?: true; status?: LeadStatus }) {
    setProblem('')
    const result = await sendAccountCall(api, changeLeadCall, { leadId: lead.id }, body, props.csrfToken)
    if (result.kind === 'done') props.onChanged(result.data)
    else setProblem(result.kind === 'refused' ? result.message : 'That could not be saved just now. Please try again.')
  }

  function toggle() {
    const opening = !open
    setOpen(opening)
    if (opening && unread) void change({ read: true })
  }

  const look = statusLook[lead.status]
  return (
    <li
      data-testid="inbox-lead"
      data-lead-id={lead.id}
      data-status={lead.status}
      className="rounded-lg border border-solid border-gray-200 p-3"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 className={`m-0 text-base ${unread ? 'font-bold' : 'font-semibold'}`}>
          {lead.name}
          {unread && <span className="sr-only"> (unread)</span>}
        </h2>
        <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold text-white ${look.className}`}>
          {look.label}
        </span>
        <span className="text-sm text-brand-muted">{dateDisplay(lead.createdAt)}</span>
      </div>
      <p className="m-0 mt-1 text-sm">
        {lead.listing ? (
          <>
            About{' '}
            {lead.listing.url ? (
              <SiteLink href={lead.listing.url} className="tap-target text-brand-primary underline">
                {lead.listing.title}
              </SiteLink>
            ) : (
              <span>{lead.listing.title}</span>
            )}{' '}
            <span className="text-brand-muted">(listing {lead.listing.id})</span>
          </>
        ) : (
          'From your seller page'
        )}
      </p>
      {!open && lead.message && <p className="m-0 mt-1 line-clamp-2 text-sm text-brand-muted">{lead.message}</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? `${id}-body` : undefined}
          onClick={toggle}
          className={secondaryButton}
        >
          {open ? 'Close' : 'Open'}
          <span className="sr-only"> the lead from {lead.name}</span>
        </button>
        <button
          type="button"
          onClick={() => void change({ status: lead.status === 'new' ? 'answered' : 'new' })}
          className={secondaryButton}
        >
          {lead.status === 'new' ? 'Mark answered' : 'Mark as new'}
          <span className="sr-only"> (the lead from {lead.name})</span>
        </button>
      </div>
      {problem && (
        <p role="alert" className="m-0 mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      {open && (
        <div id={`${id}-body`} className="mt-3 flex flex-col gap-2">
          <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold">Email</dt>
            <dd className="m-0 break-all">
              <a href={`mailto:${lead.email}`} className="tap-target text-brand-primary underline">
                {lead.email}
              </a>
            </dd>
            <dt className="font-semibold">Phone</dt>
            <dd className="m-0">
              {lead.phone ? (
                <a href={`tel:${lead.phone}`} className="tap-target text-brand-primary underline">
                  {lead.phone}
                </a>
              ) : (
                'Not given'
              )}
            </dd>
          </dl>
          <p className="m-0 whitespace-pre-wrap break-words rounded bg-brand-surface p-2" data-testid="lead-message">
            {lead.message || '(no message)'}
          </p>
          <ReplyForm lead={lead} csrfToken={props.csrfToken} onSent={props.onChanged} />
        </div>
      )}
    </li>
  )
}

function ReplyForm(props: { lead: InboxLead; csrfToken: string | null; onSent: (lead: InboxLead) => void }) {
  const api = useApi()
  const id = useId()
  const [message, setMessage] = useState('')
  const [error, setError] = useState('')
  const [note, setNote] = useState('')
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setNote('')
    if (!message.trim()) return setError('Write your answer to the buyer first.')
    setSending(true)
    const result = await sendAccountCall(api, replyToLeadCall, { leadId: props.lead.id }, { message }, props.csrfToken)
    setSending(false)
    if (result.kind === 'done') {
      setError('')
      setMessage('')
      setNote(`Your reply was sent to ${props.lead.email}. Their answer comes to your email.`)
      props.onSent(result.data)
    } else if (result.kind === 'refused') {
      // A 429 (too many replies) is refused with its message too.
      setError(result.status === 401 ? 'Your session has ended. Log in again to send.' : result.message)
    } else {
      setError('Your reply could not be sent just now. Please try again.')
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label={`Reply to ${props.lead.name}`} className="flex flex-col gap-1">
      <label htmlFor={`${id}-reply`} className="text-sm font-semibold">
        Reply by email to {props.lead.name}
      </label>
      <textarea
        id={`${id}-reply`}
        name="message"
        rows={4}
        maxLength={leadReplyMaxLength}
        value={message}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => setMessage(event.target.value)}
        className="box-border w-full rounded border border-solid border-gray-400 p-2 font-body text-base text-brand-ink aria-[invalid=true]:border-red-700"
      />
      <span id={`${id}-hint`} className="text-xs text-brand-muted">
        Sent from the site with their message quoted; their answer comes to your email.
      </span>
      {error && (
        <p id={`${id}-error`} className="m-0 text-sm text-red-700">
          {error}
        </p>
      )}
      <div>
        <button
          type="submit"
          disabled={sending}
          className="tap-target rounded border-0 bg-brand-primary px-4 py-1 font-semibold text-white disabled:opacity-70"
        >
          {sending ? 'Sending…' : 'Send reply'}
        </button>
      </div>
      <p role="status" className="m-0 text-sm text-green-800">
        {note}
      </p>
    </form>
  )
}
