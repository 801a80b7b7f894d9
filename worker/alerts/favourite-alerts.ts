import { listingSummary } from '../../web/api/listing-summary.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import type { FavouriteAlerts } from '../../web/rules/account-forms.ts'
import type { WorkerConfig } from '../config.ts'
import { listingSummaryColumns, listingSummaryJoins } from '../db/listing-summary-columns.ts'
import { fromSqlRows } from '../db/sql-row.ts'
import { outboxInsert } from '../email/queue-email.ts'
import { alertSite } from './alert-sites.ts'
import { favouritesEmail, type WatchedChange } from './favourite-email.ts'
import { isoSecondsSql } from './saved-search-matches.ts'
import { unsubscribeLinker, type UnsubscribeLinker } from './unsubscribe-token.ts'
import type { Db } from '../db/db.ts'

// Watched favourites (issue 32): the buyers who hearted a listing hear when its price drops, its status changes or it
// gets new photos, at once or in one message a day (users.favourite_alerts). What changed is the listing as it is now
// against what its buyer last heard (saved_properties.heard_*), so every writer of a listing is covered whether or
// not it calls anything: the instant alert runs from queueInstantAlerts, the daily one from the cron. A price that
// rises is recorded without a message, and an alert records what it told, in the same transaction: never twice.

const dueAfterMs = 23 * 3_600_000
/** Buyers per daily run, as the saved-search digests (daily-digests.ts): more due wait 5 minutes. */
const digestsPerRun = 50
/** 2 is an auction and 0 contact for price: only an amount can drop. */
const lowestAmount = 3

const newestPhotoSql = 'coalesce((SELECT max(p.document_id) FROM listing_photos p WHERE p.listing_id = l.id), 0)'

/** A hearted listing whose buyer has not heard of it as it is: the save, its buyer and the listing's card. */
const watchedSql = `SELECT sp.user_id AS userId, sp.site_id AS siteId, u.email, u.contact_name AS contactName,
    sp.heard_price AS heardPrice, sp.heard_status AS heardStatus, sp.heard_photo_id AS heardPhotoId,
    ${newestPhotoSql} AS newestPhotoId,
    (SELECT count(*) FROM listing_photos p WHERE p.listing_id = l.id AND p.document_id > sp.heard_photo_id) AS newPhotos,
    ${listingSummaryColumns}
  FROM saved_properties sp JOIN users u ON u.id = sp.user_id JOIN listings l ON l.id = sp.listing_id
  ${listingSummaryJoins}
  WHERE u.is_active = 1 AND u.is_blocked = 0
    AND (sp.heard_price IS NOT l.price OR sp.heard_status IS NOT l.market_status
         OR sp.heard_photo_id IS NOT ${newestPhotoSql})`

interface WatchedRow {
  userId: number
  siteId: number
  email: string
  contactName: string
  heardPrice: number | null
  heardStatus: number | null
  heardPhotoId: number | null
  newestPhotoId: number
  newPhotos: number
}

const watchedOf = (rows: Record<string, unknown>[]): (WatchedRow & WatchedChange)[] => {
  const listings = fromSqlRows(listingSummary, rows)
  return rows.map((row, i) => {
    const watched = row as unknown as WatchedRow
    return { ...watched, listing: listings[i]!, ...changeOf(watched, listings[i]!) }
  })
}

/** What the buyer is told: none of it when the save has no baseline yet (heard_* NULL), which is only recorded. */
function changeOf(row: WatchedRow, listing: { price: number; marketStatus: number }): Omit<WatchedChange, 'listing'> {
  const { heardPrice, heardStatus, heardPhotoId } = row
  const dropped = heardPrice !== null && heardPrice >= lowestAmount && listing.price >= lowestAmount
  return {
    priceDrop: dropped && listing.price < heardPrice ? { from: heardPrice, to: listing.price } : null,
    statusChange:
      heardStatus !== null && heardStatus !== listing.marketStatus && listing.marketStatus !== marketStatus.invalid
        ? { from: heardStatus, to: listing.marketStatus }
        : null,
    newPhotos: heardPhotoId === null ? 0 : row.newPhotos,
  }
}

const tells = (change: WatchedChange) =>
  change.priceDrop !== null || change.statusChange !== null || change.newPhotos > 0

/** The save as it was read: what a write checks, so that a change read once is told once. */
const asRead = (row: WatchedRow & WatchedChange) => [
  row.userId,
  row.siteId,
  row.listing.id,
  row.heardPrice,
  row.heardStatus,
  row.heardPhotoId,
]

/** Records that the buyer has heard of the listing as it was read (a newer change stays to be told). */
const recordHeard = (db: Db, row: WatchedRow & WatchedChange) =>
  db
    .prepare(
      `UPDATE saved_properties SET heard_price = ?1, heard_status = ?2, heard_photo_id = ?3
        WHERE user_id = ?4 AND site_id = ?5 AND listing_id = ?6
          AND heard_price IS ?7 AND heard_status IS ?8 AND heard_photo_id IS ?9`,
    )
    .bind(row.listing.price, row.listing.marketStatus, row.newestPhotoId, ...asRead(row))

/**
 * A message is written only while every save it tells of is as read (?7: their values as one JSON array, since a
 * statement binds at most 100 values): of two runs at once, the second finds them recorded by the first.
 */
const allAsReadSql = `NOT EXISTS (SELECT 1 FROM json_each(?7) r WHERE NOT EXISTS (
  SELECT 1 FROM saved_properties WHERE user_id = json_extract(r.value, '$[0]') AND site_id = json_extract(r.value, '$[1]')
    AND listing_id = json_extract(r.value, '$[2]') AND heard_price IS json_extract(r.value, '$[3]')
    AND heard_status IS json_extract(r.value, '$[4]') AND heard_photo_id IS json_extract(r.value, '$[5]')))`

/** The messages of what `rows` tell, one per buyer and site, then the record of every row read: one transaction. */
async function alertWrites(
  db: Db,
  rows: (WatchedRow & WatchedChange)[],
  frequency: Exclude<FavouriteAlerts, 'off'>,
  now: Date,
  config: WorkerConfig,
  linkOf: UnsubscribeLinker,
): Promise<{ messages: number; statements: D1PreparedStatement[] }> {
  const byMessage = new Map<string, (WatchedRow & WatchedChange)[]>()
  for (const row of rows.filter(tells)) {
    const key = `${row.userId} ${row.siteId}`
    byMessage.set(key, [...(byMessage.get(key) ?? []), row])
  }
  const statements: D1PreparedStatement[] = []
  for (const group of byMessage.values()) {
    const first = group[0]!
    const site = alertSite(first.siteId, config)
    const unsubscribe = await linkOf({ kind: 'favourites', id: first.userId }, site)
    const email = favouritesEmail(first.contactName, group, frequency, site, unsubscribe)
    const queued = { siteId: first.siteId, kind: 'favourite-alert', to: first.email, ...email }
    statements.push(outboxInsert(db, queued, now, { where: allAsReadSql, values: [JSON.stringify(group.map(asRead))] }))
  }
  return { messages: statements.length, statements: [...statements, ...rows.map((row) => recordHeard(db, row))] }
}

/** Runs the writes; answers how many messages were queued. */
async function written(db: Db, writes: { messages: number; statements: D1PreparedStatement[] }): Promise<number> {
  if (!writes.statements.length) return 0
  const results = await db.batch(writes.statements)
  return results.slice(0, writes.messages).reduce((queued, result) => queued + result.meta.changes, 0)
}

/** The instant alerts of a listing's change to the buyers who hearted it; answers how many messages were queued. */
export async function queueFavouriteAlerts(
  db: Db,
  listingId: number,
  now: Date,
  config: WorkerConfig,
): Promise<number> {
  const { results } = await db
    .prepare(`${watchedSql} AND sp.listing_id = ?1 AND u.favourite_alerts = 'instant' ORDER BY sp.user_id, sp.site_id`)
    .bind(listingId)
    .all()
  if (!results.length) return 0
  const rows = watchedOf(results)
  const linkOf = await unsubscribeLinker(db)
  return written(db, await alertWrites(db, rows, 'instant', now, config, linkOf))
}

/**
 * The daily messages that are due at `now`: a buyer's day starts 23 hours after the last (so its hour does not drift
 * later by the run it waits for), with one message per site that tells of the changes since. A day with nothing to
 * tell starts the next all the same. Answers how many messages were queued.
 */
export async function sendFavouriteDigests(
  db: Db,
  now: Date,
  config: WorkerConfig,
  linkOf: UnsubscribeLinker,
): Promise<number> {
  const { results: due } = await db
    .prepare(
      `SELECT id, favourite_digest_at AS digestAt FROM users
        WHERE favourite_alerts = 'daily' AND is_active = 1 AND is_blocked = 0
          AND (favourite_digest_at IS NULL OR favourite_digest_at <= ${isoSecondsSql('?1')})
          AND EXISTS (SELECT 1 FROM saved_properties WHERE user_id = users.id)
        ORDER BY favourite_digest_at, id LIMIT ?2`,
    )
    .bind(new Date(now.getTime() - dueAfterMs).toISOString(), digestsPerRun)
    .all<{ id: number; digestAt: string | null }>()
  let queued = 0
  for (const user of due) {
    const { results } = await db
      .prepare(`${watchedSql} AND sp.user_id = ?1 ORDER BY sp.site_id, sp.created_at DESC`)
      .bind(user.id)
      .all()
    const writes = await alertWrites(db, watchedOf(results), 'daily', now, config, linkOf)
    const claim = db
      .prepare(
        `UPDATE users SET favourite_digest_at = ${isoSecondsSql('?1')} WHERE id = ?2 AND favourite_digest_at IS ?3`,
      )
      .bind(now.toISOString(), user.id, user.digestAt)
    queued += await written(db, { ...writes, statements: [...writes.statements, claim] })
  }
  return queued
}
