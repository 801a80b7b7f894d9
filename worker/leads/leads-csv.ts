import type { InboxLead } from '../../web/api/lead-inbox.ts'

// The seller's leads as a CSV file (RFC 4180): a header row, CRLF line ends, every field that holds a comma, a quote
// or a line break quoted with its quotes doubled. A spreadsheet runs a cell that starts with = + - @ (or a tab or
// carriage return) as a formula, and a buyer writes the message: such a cell starts with a ' so it reads as text
// (OWASP's CSV injection advice).

const columns = ['Date', 'Status', 'Name', 'Email', 'Phone', 'Message', 'Listing ID', 'Listing', 'Listing URL'] as const

const formulaStart = /^[=+\-@\t\r]/

/** One field as the file writes it: neutralised, then quoted when it must be. */
export function csvField(value: string): string {
  const text = formulaStart.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The file: the header and a row per lead, in the order given; `origin` makes a listing's path its full address. */
export function leadsCsv(leads: readonly InboxLead[], origin: string): string {
  const rows = leads.map((lead) => [
    lead.createdAt,
    lead.status,
    lead.name,
    lead.email,
    lead.phone,
    lead.message,
    lead.listing ? String(lead.listing.id) : '',
    lead.listing?.title ?? '',
    lead.listing?.url ? `${origin}${lead.listing.url}` : '',
  ])
  return [[...columns], ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}
