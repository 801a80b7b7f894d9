// The listings a detail page suggests: active ones of the same site, the same county first, then the rest of the
// state; within each, those sharing a property type first, then the nearest in acres and price, then by id (so a
// page asks twice and gets the same answer). The cards are read as the recently viewed ones are.
import type { SearchListing } from '../../web/api/search.ts'
import { similarListingsLimit } from '../../web/api/similar-listings.ts'
import { siteMaskOf } from '../../brands/site-ids.ts'
import { auctionPriceSentinel, defaultMarketStatuses } from '../../web/rules/listing-rules.ts'
import { onSite, viewedListingsOf } from './listing-detail.ts'
import type { Db } from '../db/db.ts'

// Nearness is the distance of logarithms, so 40 acres against 80 weighs as 400 against 800. A listing without a
// price (contact for price, or an auction) counts as one at double or half the price: neither first nor last.
const unpricedDistance = Math.LN2
const nearness = `abs(ln(max(l.acres, 0.01) / max(t.acres, 0.01))) + CASE
  WHEN t.price <= ${auctionPriceSentinel} THEN 0
  WHEN l.price <= ${auctionPriceSentinel} THEN ${unpricedDistance}
  ELSE abs(ln(l.price * 1.0 / t.price)) END`

const order = `ORDER BY sameCounty DESC, sameType DESC, distance, id LIMIT ${similarListingsLimit}`

// `ranked` is not materialized, so each part's place condition reaches the search_place index (named, so the plan is
// the same on a small database as at a million listings): state, status and county in the index, nothing read from
// the rows. The state's part runs only when the county has too few; it reads every active listing of the state (in
// the largest, tens of thousands of index entries at a million listings: about 20 ms).
export const similarIdsSql = `WITH target AS (
    SELECT l.id, l.state_id, l.county_id, l.type_flags, l.acres, l.price FROM listings l WHERE l.id = ?2 AND ${onSite}
  ),
  ranked AS NOT MATERIALIZED (
    SELECT l.id, l.county_id = t.county_id AS sameCounty, (l.type_flags & t.type_flags) != 0 AS sameType,
        ${nearness} AS distance
      FROM target t JOIN listings l INDEXED BY search_place ON l.state_id = t.state_id
        AND l.market_status IN (${defaultMarketStatuses.join(', ')})
     WHERE l.id != t.id AND (l.site_mask & ?1) != 0
  ),
  county AS MATERIALIZED (SELECT * FROM ranked WHERE sameCounty ${order})
  SELECT id FROM (
    SELECT * FROM county
    UNION ALL
    SELECT * FROM (
      SELECT * FROM ranked WHERE NOT sameCounty AND (SELECT count(*) FROM county) < ${similarListingsLimit} ${order}
    )
  ) ${order}`

/** The cards similar to listing `id` on site `siteId`, most alike first; null when the site has no such listing. */
export async function similarListingsOf(db: Db, siteId: number, id: number): Promise<SearchListing[] | null> {
  const siteMask = siteMaskOf(siteId)
  const [target, similar] = await db.batch<{ id: number }>([
    db.prepare(`SELECT l.id FROM listings l WHERE l.id = ?2 AND ${onSite}`).bind(siteMask, id),
    db.prepare(similarIdsSql).bind(siteMask, id),
  ])
  if (!target?.results.length) return null
  const ids = (similar?.results ?? []).map((row) => row.id)
  return ids.length ? viewedListingsOf(db, siteId, ids) : []
}
