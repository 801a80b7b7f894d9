// The sort orders of spec §9 as ORDER BY clauses over index columns, each with the index that holds the listings in
// that order (0008_search.sql), so a page is read by walking it instead of sorting every match. Ties are broken by
// id, so every listing has one place in the order and pages never repeat or skip one.
//
// Choices: 'recent' is the later of the listing date and the last price change (a new listing or a new price);
// 'default' puts paid tiers first (upgrade_level_id, diamond down), then the newest. Listings without a price
// (Auction and Contact for Price) or without a price per acre come after all others whichever the direction.
import { auctionPriceSentinel, sortOrder } from '../../web/rules/listing-rules.ts'

type SortOrderId = (typeof sortOrder)[keyof typeof sortOrder]

export interface SortSpec {
  /** The index whose order is this order (for the rows `ranked` keeps, when set). */
  index: string
  orderBy: string
  /** The columns the order reads (besides id). */
  keys: string[]
  /** Listings `ranked` is false for (those `unranked` is true for) come last, in the same order among themselves.
   *  Both are ranges of the index, so each part is read as one range. */
  last?: { ranked: string; unranked: string }
  /** The index is walked from its end (its first column descending). */
  descending: boolean
  /** The order is by a value property types go with (acres, price: commercial land is small, ranches large), so a
   *  search for a type may find its listings bunched at one end of it. Orders by date do not. */
  byValue: boolean
}

const desc = (index: string, byValue: boolean, ...keys: string[]): SortSpec => ({
  index,
  orderBy: [...keys, 'id'].map((key) => `l.${key} DESC`).join(', '),
  keys,
  descending: true,
  byValue,
})
const asc = (index: string, key: string, last?: { ranked: string; unranked: string }): SortSpec => ({
  index,
  orderBy: `l.${key}, l.id`,
  keys: [key],
  descending: false,
  byValue: true,
  ...(last ? { last } : {}),
})

// A descending price puts the sentinels (0 and 2) last by itself; a descending price per acre puts NULL last.
const sortSpecs: Record<SortOrderId, SortSpec> = {
  [sortOrder.acresDesc]: desc('search_acres', true, 'acres'),
  [sortOrder.acresAsc]: asc('search_acres', 'acres'),
  [sortOrder.priceDesc]: desc('search_price', true, 'price'),
  [sortOrder.priceAsc]: asc('search_price', 'price', {
    ranked: `l.price > ${auctionPriceSentinel}`,
    unranked: `l.price <= ${auctionPriceSentinel}`,
  }),
  [sortOrder.newest]: desc('search_newest', false, 'listed_at'),
  [sortOrder.pricePerAcreDesc]: desc('search_price_per_acre', true, 'price_per_acre'),
  [sortOrder.pricePerAcreAsc]: asc('search_price_per_acre', 'price_per_acre', {
    ranked: 'l.price_per_acre IS NOT NULL',
    unranked: 'l.price_per_acre IS NULL',
  }),
  [sortOrder.recent]: desc('search_recent', false, 'last_activity_at'),
  [sortOrder.default]: desc('search_default', false, 'upgrade_level_id', 'listed_at'),
}

export function sortSpec(id: SortOrderId | undefined): SortSpec {
  return sortSpecs[id ?? sortOrder.default]
}

/** The whole order as one ORDER BY, for sorting a set already found (the ranked ones first). */
export function fullOrderBy(spec: SortSpec): string {
  return spec.last ? `(${spec.last.ranked}) DESC, ${spec.orderBy}` : spec.orderBy
}
