import { auctionPriceSentinel, marketStatus } from '../../web/rules/listing-rules.ts'

// What a change of a listing's price or status writes besides the two, as SQL for an UPDATE's SET: one rule for every
// way a listing changes (Manage Listings, a land feed).

/** The next identity of a listing's change: `now`, or a second past the last one when that is not earlier. */
export const nextUpdatedAt = (row: string, now: string) =>
  `max(${now}, coalesce(strftime('%Y-%m-%dT%H:%M:%SZ', ${row}updated_at, '+1 second'), ''))`

/**
 * - The change of price is recorded only between two amounts: moving to or from Auction (2) or Contact for Price
 *   (0, 1) is not a reduction of hundreds of thousands of dollars, so it records 0 (and when).
 * - A sale records its date; any other status clears it.
 * - updated_at is the change's identity for instant alerts (worker/alerts/instant-alerts.ts mails a search once per
 *   updated_at): a second change within the same second gets the next second, so it is not taken for the first.
 * `row` qualifies the row's columns as they were ('l.'); `price` and `status` are the new values' SQL, `now` the time's.
 */
export function listingChangeColumns(sql: { row: string; price: string; status: string; now: string }): string {
  const { row, price, status, now } = sql
  return `price_change_amount = CASE WHEN ${price} = ${row}price THEN ${row}price_change_amount
      WHEN ${price} > ${auctionPriceSentinel} AND ${row}price > ${auctionPriceSentinel} THEN ${price} - ${row}price
      ELSE 0 END,
    price_changed_at = CASE WHEN ${price} = ${row}price THEN ${row}price_changed_at ELSE ${now} END,
    sales_date = CASE WHEN ${status} = ${row}market_status THEN ${row}sales_date
      WHEN ${status} = ${marketStatus.sold} THEN ${now} ELSE NULL END,
    updated_at = ${nextUpdatedAt(row, now)}`
}
