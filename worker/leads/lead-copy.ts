import type { CheckedLead } from '../../web/leads/lead-form.ts'
import { acresDisplay, priceDisplay } from '../../web/format/listing-format.ts'
import type { LeadListing, LeadSeller } from './lead-seller.ts'

// The two emails of a lead, as plain text: the seller's copy (who wrote, how to answer, what about, the message as
// written), which a reply answers straight to the buyer, and the buyer's own copy of what was sent to whom.

export interface LeadEmail {
  /** The outbox's kind: the seller's copy, or the buyer's. */
  kind: 'lead-copy' | 'lead-buyer-copy'
  to: string
  /** '' for the site's sender. */
  replyTo: string
  subject: string
  text: string
}

export interface LeadSite {
  name: string
  /** The listing's address on the site, so either reader opens it from the email. */
  listingUrl: (listing: LeadListing) => string
  /** A one-time login to the site (its popover points to Manage Listings), when the seller has a login there. */
  loginLink?: string
}

const listingLines = (listing: LeadListing, site: LeadSite) => [
  `  ${listing.title}`,
  `  Listing id ${listing.id} · ${priceDisplay(listing.price)} · ${acresDisplay(listing.acres)}`,
  `  ${site.listingUrl(listing)}`,
]

const aboutLines = (listings: readonly LeadListing[], site: LeadSite) =>
  listings.length
    ? [
        listings.length === 1 ? 'About the listing:' : 'About the listings:',
        ...listings.flatMap((l) => listingLines(l, site)),
        '',
      ]
    : []

const subjectAbout = (listings: readonly LeadListing[]) =>
  listings.length === 1 ? `: ${listings[0]!.title}` : listings.length > 1 ? ` about ${listings.length} listings` : ''

// One line whatever the names hold: a subject is a mail header.
const oneLine = (text: string) => text.replace(/\s+/g, ' ')

const contactOf = (lead: CheckedLead) => `${lead.email}${lead.phone ? ` or ${lead.phone}` : ''}`

/** The seller's copy, to the seller's address: answering it writes to the buyer. */
export function sellerLeadEmail(
  lead: CheckedLead,
  seller: LeadSeller,
  listings: readonly LeadListing[],
  site: LeadSite,
): LeadEmail {
  const greeting = seller.contactName || seller.companyName
  const lines = [
    `Hello${greeting ? ` ${greeting}` : ''},`,
    '',
    `${lead.name} sent you a message on ${site.name}.`,
    '',
    `Name:  ${lead.name}`,
    `Email: ${lead.email}`,
    `Phone: ${lead.phone || '(not given)'}`,
    '',
    ...aboutLines(listings, site),
    'Message:',
    lead.message || '(no message)',
    '',
    `Reply to this email to answer ${lead.name}, or write to ${contactOf(lead)}.`,
    ...(site.loginLink
      ? ['', 'See your listings, their views and leads (this link logs you in once, for 7 days):', site.loginLink]
      : []),
  ]
  return {
    kind: 'lead-copy',
    to: seller.email,
    replyTo: lead.email,
    subject: oneLine(`New inquiry from ${lead.name} on ${site.name}${subjectAbout(listings)}`),
    text: lines.join('\n'),
  }
}

/** The buyer's copy, to the address they gave: what they sent, to whom, about which listing. */
export function buyerLeadEmail(
  lead: CheckedLead,
  seller: LeadSeller,
  listings: readonly LeadListing[],
  site: LeadSite,
): LeadEmail {
  const sellerName = seller.contactName || seller.companyName || 'the seller'
  const lines = [
    `Hello ${lead.name},`,
    '',
    `Your message was sent to ${sellerName} on ${site.name}. They will answer you at ${contactOf(lead)}.`,
    '',
    ...aboutLines(listings, site),
    'Your message:',
    lead.message || '(no message)',
  ]
  return {
    kind: 'lead-buyer-copy',
    to: lead.email,
    replyTo: '',
    subject: oneLine(`Your message to ${sellerName} on ${site.name}${subjectAbout(listings)}`),
    text: lines.join('\n'),
  }
}
