import type { BrandConfig } from '../../brands/brand-config.ts'
import { contactTopics, type ContactTopic } from '../../web/api/contact.ts'
import type { RateLimit } from '../auth/rate-limit.ts'
import type { QueuedEmail } from '../email/queue-email.ts'

// The contact form's mail to the brand's support team, as plain text: what it is about, who wrote and how to answer.

/**
 * At most 5 messages per client address an hour: a person with a follow-up has room, a script filling the support
 * mailbox does not.
 */
export const contactRateLimit = { name: 'contact-ip', max: 5, windowSeconds: 3600 } as const satisfies RateLimit

interface CheckedContact {
  name: string
  email: string
  phone: string
  topic: ContactTopic
  message: string
}

export function contactMail(contact: CheckedContact, brand: BrandConfig, pageUrl: string): QueuedEmail {
  const topic = contactTopics[contact.topic]
  const lines = [
    `${contact.name} wrote through the contact form of ${brand.displayName} (${pageUrl}).`,
    '',
    `Topic: ${topic}`,
    `Name:  ${contact.name}`,
    `Email: ${contact.email}`,
    `Phone: ${contact.phone || '(not given)'}`,
    '',
    'Message:',
    contact.message,
    '',
    `Answer ${contact.name} at ${contact.email}${contact.phone ? ` or ${contact.phone}` : ''}.`,
  ]
  return {
    siteId: brand.siteId,
    kind: 'contact-form',
    to: brand.supportContact,
    // One line whatever the name holds: a subject is a mail header.
    subject: `${brand.displayName} contact form: ${topic}, from ${contact.name}`.replace(/\s+/g, ' '),
    text: lines.join('\n'),
  }
}
