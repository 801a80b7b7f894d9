import { dashboardLabels, type DashboardEvent } from '../../web/api/dashboard.ts'
import { listingLogTypes } from '../../web/api/logging.ts'
import type { Db } from '../db/db.ts'

// The newest listing events of a site (all sites for 0), named by their log type (spec §7), with the listing's title.

const recentEventCount = 50

export const recentEventsStatement = (db: Db, siteId: number) =>
  db
    .prepare(
      `SELECT e.id, e.log_type AS logType, e.site_id AS siteId, e.listing_id AS listingId, l.title AS listingTitle,
              e.account_id AS accountId, e.created_at AS createdAt
         FROM listing_events e INDEXED BY listing_events_created LEFT JOIN listings l ON l.id = e.listing_id
        WHERE ?1 = 0 OR e.site_id = ?1
        ORDER BY e.created_at DESC, e.id DESC
        LIMIT ${recentEventCount}`,
    )
    .bind(siteId)

const logTypeNames = new Map<number, string>(
  (Object.keys(listingLogTypes) as (keyof typeof listingLogTypes)[]).map((key) => [
    listingLogTypes[key],
    dashboardLabels.logType[key],
  ]),
)

export function recentEvents(rows: readonly unknown[]): DashboardEvent[] {
  return (rows as readonly Omit<DashboardEvent, 'logTypeName'>[]).map((row) => ({
    ...row,
    logTypeName: logTypeNames.get(row.logType) ?? `Log type ${row.logType}`,
  }))
}
