import { accountPaths } from '../../brands/account-menu.ts'
import type { ListingSummary } from '../../web/api/listing-summary.ts'
import { listingTitle, priceDisplay } from '../../web/format/listing-format.ts'
import { usNumber } from '../../web/format/us-numbers.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import type { FavouriteAlerts } from '../../web/rules/account-forms.ts'
import { closing, greeting, listingCardLines, oneLine, plural } from './alert-email.ts'
import type { AlertEmail } from './alert-searches.ts'
import type { AlertSite } from './alert-sites.ts'
import type { UnsubscribeLinks } from './unsubscribe-token.ts'

// The message about hearted listings that changed (favourite-alerts.ts), plain text as the saved-search alerts: each
// listing with what changed, old and new, its card's line and its link; then how often, and the link that stops it.

/** What changed of a hearted listing since its buyer last heard. */
export interface WatchedChange {
  listing: ListingSummary
  priceDrop: { from: number; to: number } | null
  statusChange: { from: number; to: number } | null
  newPhotos: number
}

const statusWords: Record<number, string> = {
  [marketStatus.available]: 'on the market',
  [marketStatus.underContract]: 'under contract',
  [marketStatus.offMarket]: 'off the market',
  [marketStatus.sold]: 'sold',
}
const statusOf = (status: number) => statusWords[status] ?? 'unlisted'

/** The changes in words, the most telling first: 'Price reduced from $250,000 to $225,000'. */
function changeNotes(change: WatchedChange): string[] {
  const { priceDrop, statusChange, newPhotos } = change
  return [
    ...(priceDrop ? [`Price reduced from ${priceDisplay(priceDrop.from)} to ${priceDisplay(priceDrop.to)}`] : []),
    ...(statusChange
      ? [
          statusChange.to === marketStatus.available
            ? `Back on the market (was ${statusOf(statusChange.from)})`
            : `Now ${statusOf(statusChange.to)} (was ${statusOf(statusChange.from)})`,
        ]
      : []),
    ...(newPhotos > 0 ? [`${plural(newPhotos, 'new photo', 'new photos')}`] : []),
  ]
}

const titleOf = ({ listing }: WatchedChange) =>
  oneLine(listingTitle(listing.title, listing.acres, listing.county, listing.stateAbbreviation))

const how: Record<Exclude<FavouriteAlerts, 'off'>, string> = {
  instant: 'You get these emails as soon as a property you saved changes.',
  daily: 'You get these emails once a day when properties you saved change.',
}

export function favouritesEmail(
  contactName: string,
  changes: WatchedChange[],
  frequency: Exclude<FavouriteAlerts, 'off'>,
  site: AlertSite,
  unsubscribe: UnsubscribeLinks,
): AlertEmail {
  const only = changes.length === 1 ? changes[0] : undefined
  const lines = [
    greeting(contactName),
    '',
    only
      ? `A property you saved on ${site.name} has changed:`
      : `${usNumber(changes.length)} properties you saved on ${site.name} have changed:`,
    ...changes.flatMap((change) => ['', ...listingCardLines(change.listing, site, changeNotes(change))]),
    '',
    `Every property you saved: ${site.origin}${accountPaths.savedProperties}`,
    ...closing(how[frequency], `${site.origin}${accountPaths.details}`, unsubscribe),
  ]
  const subject = only
    ? `${changeNotes(only)[0]}: ${titleOf(only)}`
    : `${plural(changes.length, 'property', 'properties')} you saved changed`
  return { subject: oneLine(subject), text: lines.join('\n'), unsubscribeUrl: unsubscribe.oneClick }
}
