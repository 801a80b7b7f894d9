import { accountPaths } from '../../brands/account-menu.ts'
import {
  acresDisplay,
  dateDisplay,
  listingTitle,
  priceDisplay,
  statusPillText,
} from '../../web/format/listing-format.ts'
import { usDollars, usNumber } from '../../web/format/us-numbers.ts'
import type { ListingSummary } from '../../web/api/listing-summary.ts'
import type { AlertEmail, AlertSearch } from './alert-searches.ts'
import type { AlertSite } from './alert-sites.ts'
import type { MatchedListing, SearchMatches } from './saved-search-matches.ts'
import type { UnsubscribeLinks } from './unsubscribe-token.ts'

// Saved-search alerts as plain text (no HTML body, so nothing a seller or buyer wrote can become markup): the listings
// with price, acres and status as cards show them, each with its absolute link, then the search's link and the page
// where the buyer changes or stops the alerts.

/** One line whatever the text holds: a subject is a mail header, and a title's line breaks must not forge lines. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

export const plural = (n: number, one: string, many: string) => `${usNumber(n)} ${n === 1 ? one : many}`

/** What happened to the listing at or after `since` (ISO seconds, as the listings keep their times). */
function changeNote(listing: MatchedListing, since: string): string | null {
  if (listing.dateListed >= since) return 'New listing'
  if (!listing.priceChangedAt || listing.priceChangedAt < since || !listing.priceChangeAmount) return null
  const amount = usDollars(Math.abs(listing.priceChangeAmount))
  return listing.priceChangeAmount < 0 ? `Price reduced by ${amount}` : `Price raised by ${amount}`
}

/** A listing's title, its card's price, acres and status, and its link, each line indented under `notes`. */
export function listingCardLines(listing: ListingSummary, site: AlertSite, notes: string[]): string[] {
  const title = listingTitle(listing.title, listing.acres, listing.county, listing.stateAbbreviation)
  const status = statusPillText(listing.marketStatus, {
    level: listing.listingLevel,
    salesDate: listing.salesDate,
    isMobile: false,
  })
  return [
    ...notes.map((note) => `  ${note}:`),
    `  ${oneLine(title)}`,
    `  ${[priceDisplay(listing.price), acresDisplay(listing.acres), status].filter(Boolean).join(' · ')}`,
    `  ${site.origin}${site.links.listing(listing)}`,
  ]
}

function listingLines(listing: MatchedListing, site: AlertSite, since: string): string[] {
  const note = changeNote(listing, since)
  return listingCardLines(listing, site, note ? [note] : [])
}

/** The search on its site: its path is built from its criteria by the brand's codec when it is saved. */
const searchUrl = (search: AlertSearch, site: AlertSite) => `${site.origin}${search.path}`

export const greeting = (contactName: string) => `Hello${contactName.trim() ? ` ${oneLine(contactName)}` : ''},`

const searchName = (search: AlertSearch) => `"${oneLine(search.name)}"`

/** How often the buyer hears, where to change it, and the link that stops it with no login (RFC 8058's page). */
export const closing = (how: string, changeAt: string, unsubscribe: UnsubscribeLinks) => [
  '',
  `${how} To change how often: ${changeAt}`,
  `To stop these emails: ${unsubscribe.page}`,
]

const searchClosing = (site: AlertSite, how: string, unsubscribe: UnsubscribeLinks) =>
  closing(how, `${site.origin}${accountPaths.savedSearches}`, unsubscribe)

/** The instant alert: one listing, new or changed, that the search finds. */
export function instantAlertEmail(
  search: AlertSearch,
  listing: MatchedListing,
  site: AlertSite,
  unsubscribe: UnsubscribeLinks,
): AlertEmail {
  const title = listingTitle(listing.title, listing.acres, listing.county, listing.stateAbbreviation)
  const lines = [
    greeting(search.contactName),
    '',
    `A listing matches your saved search ${searchName(search)} on ${site.name}:`,
    '',
    ...listingLines(listing, site, listing.updatedAt),
    '',
    `Every listing of this search: ${searchUrl(search, site)}`,
    ...searchClosing(site, 'You get these emails as soon as a listing matches this search.', unsubscribe),
  ]
  return {
    subject: oneLine(`${title} matches your saved search ${searchName(search)}`),
    text: lines.join('\n'),
    unsubscribeUrl: unsubscribe.oneClick,
  }
}

/** The daily digest: the listings the search finds that are new or changed since `since`, the latest first. */
export function dailyDigestEmail(
  search: AlertSearch,
  matches: SearchMatches,
  since: string,
  site: AlertSite,
  unsubscribe: UnsubscribeLinks,
): AlertEmail {
  const { totalCount, listings } = matches
  const more = totalCount - listings.length
  const url = searchUrl(search, site)
  const sinceDate = dateDisplay(since)
  const lines = [
    greeting(search.contactName),
    '',
    `${plural(totalCount, 'listing', 'listings')} matching your saved search ${searchName(search)} on ${site.name} ${
      totalCount === 1 ? 'is' : 'are'
    } new or changed${sinceDate ? ` since ${sinceDate}` : ''}:`,
    ...listings.flatMap((listing) => ['', ...listingLines(listing, site, since)]),
    '',
    more > 0 ? `…and ${usNumber(more)} more: ${url}` : `Every listing of this search: ${url}`,
    ...searchClosing(site, 'You get these emails once a day when listings match this search.', unsubscribe),
  ]
  const subject = `${plural(totalCount, 'new or changed listing', 'new or changed listings')} for your saved search ${searchName(search)}`
  return { subject: oneLine(subject), text: lines.join('\n'), unsubscribeUrl: unsubscribe.oneClick }
}
