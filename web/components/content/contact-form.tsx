import { useEffect, useRef, useState } from 'react'
import { FormField, FormMessage } from '../../account/form-field.tsx'
import { useAccountForm } from '../../account/use-account-form.ts'
import { sendAccountCall } from '../../api/account-call.ts'
import { contactCall, contactFieldLimits, contactMessage, contactTopics, type ContactTopic } from '../../api/contact.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { ContactChoiceField, ContactTextArea } from './contact-fields.tsx'

// The contact form: checked by the same schema as the worker, sent to the brand's support address through the
// outbox. Errors show under their field; a refusal of no field (too many messages) and a failed send above the form.

const submitClass =
  'tap-target cursor-pointer self-start rounded border-0 bg-brand-primary px-4 py-2.5 font-body text-base font-semibold text-white hover:bg-brand-primary-dark disabled:cursor-wait disabled:opacity-70'

export function ContactForm() {
  const api = useApi()
  const brand = useBrand()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const status = useRef<HTMLParagraphElement>(null)
  const form = useAccountForm({
    schema: contactMessage,
    initial: { name: '', email: '', phone: '', topic: '' as ContactTopic | '', message: '' },
    send: (body) => sendAccountCall(api, contactCall, { siteId: brand.siteId }, body, null),
    onDone: () => setSentTo(form.values.email.trim()),
    failedMessage: `Your message could not be sent. Please try again, or write to ${brand.supportContact}.`,
  })
  // The form is gone once the message went: the confirmation takes the focus, so it is read out and keyboard users
  // are not left on nothing.
  useEffect(() => {
    if (sentTo) status.current?.focus()
  }, [sentTo])

  if (sentTo)
    return (
      <p ref={status} tabIndex={-1} role="status" className="rounded bg-brand-surface p-4" data-testid="contact-sent">
        Thank you: your message is with our support team, and we will answer you at {sentTo}.
      </p>
    )
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4" data-testid="contact-form">
      <FormMessage text={form.formMessage} />
      <FormField
        {...form.field('name')}
        label="Name"
        autoComplete="name"
        maxLength={contactFieldLimits.name}
        required
      />
      <FormField {...form.field('email')} label="Email" type="email" autoComplete="email" required />
      <FormField {...form.field('phone')} label="Phone (optional)" type="tel" autoComplete="tel" />
      <ContactChoiceField {...form.field('topic')} label="What is it about?" choices={contactTopics} required />
      <ContactTextArea
        {...form.field('message')}
        label="Message"
        maxLength={contactFieldLimits.message}
        rows={6}
        required
      />
      <button type="submit" className={submitClass} disabled={form.submitting}>
        {form.submitting ? 'Sending…' : 'Send message'}
      </button>
    </form>
  )
}
