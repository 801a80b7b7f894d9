// The listings of a results page, as cards show them (web/api/search.ts searchListing): the columns read for each
// listing of the page, and the rows turned into the contract's shape.
import { searchListing, type SearchListing } from '../../web/api/search-listing.ts'
import { sellerPhone } from '../../web/rules/seller-contact.ts'
import { upgradeTier } from '../../web/rules/listing-rules.ts'
import { listingSummaryColumns, listingSummaryJoins } from '../db/listing-summary-columns.ts'
import { fromSqlRows } from '../db/sql-row.ts'

/** How much of the description a card shows, at most. */
const descriptionChars = 200

// Gold, platinum and diamond cards show a carousel of every photo; the others their thumbnail.
const carouselTier = upgradeTier.gold

/** The columns of a result card (listings l with listingSummaryJoins), photos as a JSON list in photoIds. */
export const resultColumns = `${listingSummaryColumns}, l.address1,
  substr(l.description, 1, ${descriptionChars + 1}) AS description, l.lat, l.lng,
  l.price_change_amount AS priceChangeAmount, l.price_changed_at AS priceChangedAt, l.date_listed AS dateListed,
  a.logo_id AS brokerLogoId,
  a.portrait_id AS brokerPortraitId, a.account_type AS brokerAccountType,
  a.tracking_phone_number AS brokerTrackingPhone, a.phone_cell AS brokerCellPhone, a.phone_office AS brokerOfficePhone,
  a.phone_toll_free AS brokerTollFreePhone,
  CASE WHEN l.upgrade_level_id >= ${carouselTier} THEN (
    SELECT json_group_array(document_id)
      FROM (SELECT document_id FROM listing_images WHERE listing_id = l.id ORDER BY position)
  ) END AS photoIds`

export const resultJoins = listingSummaryJoins

/** The start of a description, cut at the last word that fits. */
function excerpt(text: string): string {
  if (text.length <= descriptionChars) return text
  const cut = text.slice(0, descriptionChars)
  const space = cut.lastIndexOf(' ')
  return `${(space > descriptionChars / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`
}

/** Result cards from rows of resultColumns (other columns of the rows are left out). */
export function resultListings(rows: readonly Record<string, unknown>[]): SearchListing[] {
  const keys = Object.keys(searchListing.entries)
  return fromSqlRows(searchListing, rows).map((row, i) => {
    const card = Object.fromEntries(keys.map((key) => [key, row[key as keyof SearchListing]])) as SearchListing
    const raw = rows[i]!
    const photoIds = raw.photoIds as string | null
    const thumbnail = card.thumbnailDocumentId
    return {
      ...card,
      description: excerpt(card.description),
      // The seller's phone by the one rule of spec §3 (seller-contact.ts), as the seller pages choose it.
      brokerPhone: sellerPhone({
        accountType: Number(raw.brokerAccountType),
        trackingPhoneNumber: String(raw.brokerTrackingPhone ?? ''),
        phoneCell: String(raw.brokerCellPhone ?? ''),
        phoneOffice: String(raw.brokerOfficePhone ?? ''),
        phoneTollFree: String(raw.brokerTollFreePhone ?? ''),
      }),
      imageIds: photoIds ? (JSON.parse(photoIds) as number[]) : thumbnail === null ? [] : [thumbnail],
    }
  })
}
