import type { listingLogCall } from '../../web/api/logging.ts'
import type * as v from 'valibot'
import type { Db } from '../db/db.ts'
import type { Visitor } from './visitor.ts'

// The listing events a browser sends (POST /api/Logging): one row per listing named, or one for the seller when it
// names none. A visitor's event of a kind counts once a day for its listing (or seller): the unique index
// listing_events_visit (0022_event_limits.sql) on the log type, the listing, the visitor and the day ignores the
// rest, so a view reloaded ten times is one view in Manage Listings. A listing's events are its seller's, whatever
// account the body names; the body's account stands only where the listing is not ours.

type ListingLog = v.InferOutput<typeof listingLogCall.body>

const insertSql = `INSERT OR IGNORE INTO listing_events (log_type, site_id, account_id, listing_id, ip_address,
    target_external_url, link_type_value, visitor_key, created_at)
  VALUES (?1, ?2, coalesce((SELECT account_id FROM listings WHERE id = ?4), ?3), ?4, ?5, ?6, ?7, ?8, ?9)`

export async function storeListingEvents(db: Db, log: ListingLog, visitor: Visitor, now: Date): Promise<void> {
  const insert = db.prepare(insertSql)
  const targets = log.listingLogInfos.length
    ? log.listingLogInfos.map((info) => ({ listingId: info.listingId, accountId: info.accountId ?? log.acctId }))
    : [{ listingId: null, accountId: log.acctId }]
  await db.batch(
    targets.map((target) =>
      insert.bind(
        log.logType,
        log.siteId,
        target.accountId ?? null,
        target.listingId,
        visitor.address,
        log.targetExternalUrl ?? null,
        log.linkTypeValue ?? null,
        visitor.key,
        now.toISOString(),
      ),
    ),
  )
}
