import type { CheckedLead } from '../../web/leads/lead-form.ts'
import { acresDisplay, priceDisplay } from '../../web/format/listing-format.ts'
import type { LeadListing, LeadSeller } from './lead-seller.ts'

// The seller's copy of a lead, as plain text: who wrote, how to answer, what about, and the message as written.

export interface LeadCopy {
  subject: string
  text: string
}

const listingLines = (listing: LeadListing) => [
  `  ${listing.title}`,
  `  Listing id ${listing.id} · ${priceDisplay(listing.price)} · ${acresDisplay(listing.acres)}`,
]

export function leadCopy(
  lead: CheckedLead,
  seller: LeadSeller,
  listings: readonly LeadListing[],
  siteName: string,
  /** A one-time login to the site (its popover points to Manage Listings), when the seller has a login there. */
  loginLink?: string,
): LeadCopy {
  const about =
    listings.length === 1 ? `: ${listings[0]!.title}` : listings.length > 1 ? ` about ${listings.length} listings` : ''
  const greeting = seller.contactName || seller.companyName
  const lines = [
    `Hello${greeting ? ` ${greeting}` : ''},`,
    '',
    `${lead.name} sent you a message on ${siteName}.`,
    '',
    `Name:  ${lead.name}`,
    `Email: ${lead.email}`,
    `Phone: ${lead.phone || '(not given)'}`,
    '',
    ...(listings.length
      ? [listings.length === 1 ? 'About the listing:' : 'About the listings:', ...listings.flatMap(listingLines), '']
      : []),
    'Message:',
    lead.message || '(no message)',
    '',
    `Answer ${lead.name} at ${lead.email}${lead.phone ? ` or ${lead.phone}` : ''}.`,
    ...(loginLink
      ? ['', 'See your listings, their views and leads (this link logs you in once, for 7 days):', loginLink]
      : []),
  ]
  // One line whatever the name holds: a subject is a mail header.
  const subject = `New inquiry from ${lead.name} on ${siteName}${about}`.replace(/\s+/g, ' ')
  return { subject, text: lines.join('\n') }
}
