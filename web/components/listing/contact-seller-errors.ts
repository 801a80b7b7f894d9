import * as v from 'valibot'
import type { LeadSendResult } from '../../api/leads.ts'
import { contactSellerLead, type ContactSellerLead } from '../../leads/lead-form.ts'

// What the contact-seller form says when a lead cannot go: the schema's and the server's messages placed on the
// input they concern, everything else above the form. Pure, so the unit tests read it without a DOM.

/** The fields the buyer types, in the form's order. */
export const leadInputFields = ['name', 'email', 'phone', 'message'] as const
export type LeadInputField = (typeof leadInputFields)[number]
export type LeadValues = Record<LeadInputField, string>

export interface LeadErrors {
  fields: Partial<Record<LeadInputField, string>>
  /** Shown above the form: a problem no input of the buyer's can fix. */
  form: string
}

// Our wording: the spec gives no texts for a failed send.
export const leadSendMessages = {
  tooMany: (minutes: number | null) =>
    `Too many messages have been sent from this connection. Please try again in ${
      minutes === null ? 'a few minutes' : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
    }.`,
  notFound: 'This listing or its seller is no longer on the site, so your message was not sent.',
  failed: 'Your message could not be sent. Please check your connection and try again.',
  context: (message: string) => `Your message could not be sent: ${message}`,
} as const

const isInputField = (field: string): field is LeadInputField => (leadInputFields as readonly string[]).includes(field)

// A field the buyer cannot see (brokerId, listingIds…) is the page's fault, not theirs: say so above the form.
function errorOn(errors: LeadErrors, field: string, message: string): LeadErrors {
  if (isInputField(field))
    return errors.fields[field] ? errors : { ...errors, fields: { ...errors.fields, [field]: message } }
  return errors.form ? errors : { ...errors, form: leadSendMessages.context(message) }
}

/** The lead checked as the worker checks it: ready to send, or the first problem of each field. */
export function checkLead(lead: ContactSellerLead): { lead: ContactSellerLead } | { errors: LeadErrors } {
  const result = v.safeParse(contactSellerLead, lead)
  if (result.success) return { lead }
  const errors = result.issues.reduce<LeadErrors>(
    (found, issue) => errorOn(found, String(issue.path?.[0]?.key ?? ''), issue.message),
    { fields: {}, form: '' },
  )
  return { errors }
}

/** Whole minutes from a Retry-After of delay-seconds, rounded up; null when absent or an HTTP date. */
export function retryMinutes(retryAfter: string | null): number | null {
  if (!retryAfter || !/^\d+$/.test(retryAfter.trim())) return null
  return Math.max(1, Math.ceil(Number(retryAfter) / 60))
}

/** What the form shows for a lead the server did not take. */
export function sendErrors(result: Exclude<LeadSendResult, { kind: 'sent' }>): LeadErrors {
  const none: LeadErrors = { fields: {}, form: '' }
  switch (result.kind) {
    case 'refused':
      return errorOn(none, result.field, result.message)
    case 'tooMany':
      return { ...none, form: leadSendMessages.tooMany(retryMinutes(result.retryAfter)) }
    case 'notFound':
      return { ...none, form: leadSendMessages.notFound }
    case 'failed':
      return { ...none, form: leadSendMessages.failed }
  }
}
