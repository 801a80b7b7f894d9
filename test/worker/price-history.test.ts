import { env, exports } from 'cloudflare:workers'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteIds } from '../../brands/site-ids.ts'
import { priceContextCall } from '../../web/api/price-context.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import { changeManagedListing } from '../../worker/listings/manage-listings.ts'
import { seedTestDb, sqlRows } from './seeded-db.ts'

// A listing's price history (migration 0028): the seed writes the change it draws for a listing, and the trigger on
// listings.price records every later change, whoever makes it; the price context answers both as the listing page
// shows them.

interface Change {
  listingId: number
  changedAt: string
  oldPrice: number
  newPrice: number
}

const historyOf = (listingId: number) =>
  sqlRows<Change>(
    `SELECT listing_id AS listingId, changed_at AS changedAt, old_price AS oldPrice, new_price AS newPrice
       FROM listing_price_changes WHERE listing_id = ?1 ORDER BY changed_at, rowid`,
    listingId,
  )

async function publicHistory(id: number) {
  const response = await exports.default.fetch(`http://land.localhost/api/property/priceContext/${siteIds.land}/${id}`)
  expect(response.status).toBe(200)
  const { listedPrice, listedAt, priceChanges } = v.parse(priceContextCall.response, await response.json())
  return { listedPrice, listedAt, priceChanges }
}

beforeAll(async () => {
  await seedTestDb(600, 21)
})

describe('the seed’s price history', () => {
  // A drawn change that rounded to nothing (a few percent of $1,000, to the hundred) changed no price: no history.
  it('holds one change for each listing whose price the seed changed, as its change columns say', async () => {
    const mismatched = await sqlRows(
      `SELECT l.id, l.price, l.price_change_amount, l.price_changed_at, h.old_price, h.new_price, h.changed_at
         FROM listings l LEFT JOIN listing_price_changes h ON h.listing_id = l.id
        WHERE (l.price_change_amount != 0) != (h.listing_id IS NOT NULL)
           OR h.old_price != l.price - l.price_change_amount OR h.new_price != l.price
           OR (h.listing_id IS NOT NULL AND h.changed_at IS NOT l.price_changed_at)`,
    )
    expect(mismatched).toEqual([])
    const [counts] = await sqlRows<{ changed: number; history: number; listings: number }>(
      `SELECT (SELECT count(*) FROM listings WHERE price_change_amount != 0) AS changed,
              (SELECT count(*) FROM listing_price_changes) AS history, (SELECT count(*) FROM listings) AS listings`,
    )
    // About 15 % of the listings with a price.
    expect(counts!.history).toBe(counts!.changed)
    expect(counts!.history).toBeGreaterThan(counts!.listings * 0.08)
  })

  it('answers a seeded reduction as the listed price and its change', async () => {
    const [seeded] = await sqlRows<{ id: number; price: number; amount: number; changedAt: string; listed: string }>(
      `SELECT id, price, price_change_amount AS amount, price_changed_at AS changedAt, date_listed AS listed
         FROM listings WHERE price_change_amount < 0 AND (site_mask & 1) != 0 AND market_status != -1 LIMIT 1`,
    )
    expect(await publicHistory(seeded!.id)).toEqual({
      listedPrice: seeded!.price - seeded!.amount,
      listedAt: seeded!.listed,
      priceChanges: [
        { changedAt: seeded!.changedAt, oldPrice: seeded!.price - seeded!.amount, newPrice: seeded!.price },
      ],
    })
  })
})

describe('the trigger on listings.price', () => {
  let listing: { id: number; accountId: number; price: number }

  beforeAll(async () => {
    const [unchanged] = await sqlRows<{ id: number; accountId: number; price: number }>(
      `SELECT id, account_id AS accountId, price FROM listings
        WHERE price_change_amount = 0 AND price > 100000 AND market_status = ${marketStatus.available}
          AND (site_mask & 1) != 0 AND price_changed_at IS NULL LIMIT 1`,
    )
    listing = unchanged!
    expect(await historyOf(listing.id)).toEqual([])
  })

  it('records a price edit in Manage Listings at the time of the edit', async () => {
    const now = new Date('2026-11-02T15:04:05Z')
    const outcome = await changeManagedListing(
      env.DB,
      siteIds.land,
      listing.accountId,
      listing.id,
      {
        price: listing.price - 12_000,
      },
      now,
    )
    expect(outcome.kind).toBe('changed')
    const edit = { changedAt: '2026-11-02T15:04:05Z', oldPrice: listing.price, newPrice: listing.price - 12_000 }
    expect(await historyOf(listing.id)).toEqual([{ listingId: listing.id, ...edit }])
    expect(await publicHistory(listing.id)).toMatchObject({ listedPrice: listing.price, priceChanges: [edit] })
  })

  it('records any other writer’s change too, and nothing when the price stays', async () => {
    await env.DB.prepare('UPDATE listings SET title = title || ?2, price = price WHERE id = ?1')
      .bind(listing.id, ' (updated)')
      .run()
    expect(await historyOf(listing.id)).toHaveLength(1)
    const before = Date.now()
    await env.DB.prepare('UPDATE listings SET price = 2 WHERE id = ?1').bind(listing.id).run()
    const history = await historyOf(listing.id)
    expect(history).toHaveLength(2)
    // A writer that leaves price_changed_at as it was is recorded at the database's clock.
    expect(history[1]).toMatchObject({ oldPrice: listing.price - 12_000, newPrice: 2 })
    expect(Date.parse(history[1]!.changedAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000)
    const { priceChanges } = await publicHistory(listing.id)
    expect(priceChanges.map((change) => change.newPrice)).toEqual([listing.price - 12_000, 2])
  })
})
