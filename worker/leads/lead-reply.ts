import type { InboxLead } from '../../web/api/lead-inbox.ts'
import type { QueuedEmail } from '../email/queue-email.ts'

// A seller's answer to a lead, by email from the site: to the buyer's address, answered (Reply-To) to the seller, with
// the listing and the buyer's own message quoted below, as a mail client quotes what it answers.

export interface ReplySender {
  /** The seller's name as the buyer reads it. */
  name: string
  /** Where the buyer's answer goes: the replying login's address. */
  email: string
}

/** Each line of `text` behind '> ', as a mail client quotes. */
const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n')

// One line whatever the title holds: a subject is a mail header.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

export function leadReplyEmail(
  lead: InboxLead,
  reply: string,
  seller: ReplySender,
  site: { siteId: number; name: string; origin: string },
): QueuedEmail {
  const about = lead.listing
    ? [
        'About the listing:',
        `  ${lead.listing.title}`,
        ...(lead.listing.url ? [`  ${site.origin}${lead.listing.url}`] : []),
        '',
      ]
    : []
  const lines = [
    `Hello ${lead.name},`,
    '',
    `${seller.name} answered your message on ${site.name}:`,
    '',
    reply,
    '',
    ...about,
    `Reply to this email to write to ${seller.name} (${seller.email}).`,
    '',
    `On ${lead.createdAt.slice(0, 10)} you wrote:`,
    quoted(lead.message || '(no message)'),
  ]
  return {
    siteId: site.siteId,
    kind: 'lead-reply',
    to: lead.email,
    replyTo: seller.email,
    subject: oneLine(`Re: ${lead.listing ? lead.listing.title : 'your message'} (${seller.name} on ${site.name})`),
    text: lines.join('\n'),
  }
}
