import { env } from 'cloudflare:workers'
import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { drainAfterResponse } from '../email/queue-email.ts'
import { siteIdList, siteMaskOf } from '../../brands/site-ids.ts'
import { workerConfig, type WorkerConfig } from '../config.ts'
import { integerList } from '../search/sql-values.ts'
import { instantAlertEmail } from './alert-email.ts'
import { alertFrequency, alertSearchColumns, alertSearchesSql, queueAlert, type AlertSearch } from './alert-searches.ts'
import { alertSite } from './alert-sites.ts'
import { savedSearchMatches, searchMatchesOf } from './saved-search-matches.ts'
import { mayFindListingSql } from './search-places.ts'
import { queueFavouriteAlerts } from './favourite-alerts.ts'
import { unsubscribeLinker } from './unsubscribe-token.ts'
import type { Db } from '../db/db.ts'

// Instant alerts (spec §9, 'Instant'): when a listing is new or changed, a message to the owner of every instant
// saved search that finds it on the search's own site. The caller (the route that changed the listing) drains the
// outbox afterwards (waitUntil), as a lead does. A change is the listing's updated_at: each search is mailed about it
// once (saved_search_alerts), whether the call is repeated, runs twice at once, or comes late after a newer change.

interface ChangedListing {
  updatedAt: string
  siteMask: number
  stateId: number
  countyId: number
}

/** Already mailed about this change of listing ?1 (updated_at ?2), or about a later one. */
const alertedSql = `SELECT 1 FROM saved_search_alerts a
  WHERE a.saved_search_id = s.id AND a.listing_id = ?1 AND a.listing_updated_at >= ?2`

/**
 * Queues the instant alerts of the listing's latest change, of saved searches and of the buyers who hearted it
 * (favourite-alerts.ts); answers how many messages were queued. Every writer of a listing calls this after its change.
 */
export async function queueInstantAlerts(
  db: Db,
  listingId: number,
  now: Date,
  config: WorkerConfig = workerConfig(env),
): Promise<number> {
  return (
    (await queueSearchAlerts(db, listingId, now, config)) + (await queueFavouriteAlerts(db, listingId, now, config))
  )
}

/**
 * A route's change of a listing done: its instant alerts queued and sent after the response (waitUntil). The change
 * is saved whatever happens here, so a failure to queue is logged, not answered as the change failing.
 */
export async function alertAfterChange(c: Context<AppEnv>, listingId: number, now = new Date()): Promise<void> {
  try {
    if ((await queueInstantAlerts(c.var.db, listingId, now, c.var.config)) > 0) drainAfterResponse(c)
  } catch (error) {
    console.error(`instant alerts of listing ${listingId} failed`, error)
  }
}

async function queueSearchAlerts(db: Db, listingId: number, now: Date, config: WorkerConfig): Promise<number> {
  const listing = await db
    .prepare(
      `SELECT updated_at AS updatedAt, site_mask AS siteMask, state_id AS stateId, county_id AS countyId
         FROM listings WHERE id = ?1`,
    )
    .bind(listingId)
    .first<ChangedListing>()
  if (!listing) return 0
  const sites = siteIdList.filter((siteId) => (listing.siteMask & siteMaskOf(siteId)) !== 0)
  if (!sites.length) return 0
  const { results: searches } = await db
    .prepare(
      `SELECT ${alertSearchColumns} FROM ${alertSearchesSql(alertFrequency.instant)}
          AND s.site_id IN (${integerList(sites)}) AND ${mayFindListingSql('?3', '?4')}
          AND NOT EXISTS (${alertedSql})
        ORDER BY s.id`,
    )
    .bind(listingId, listing.updatedAt, listing.stateId, listing.countyId)
    .all<AlertSearch>()

  // One statement per site and criteria (buyers save the same searches: a state, a county), all in one round trip.
  const statements: D1PreparedStatement[] = []
  const statementOf = new Map<string, number | null>()
  const tested: { search: AlertSearch; statement: number }[] = []
  for (const search of searches) {
    const key = `${search.siteId} ${search.criteria}`
    if (!statementOf.has(key)) {
      const statement = await savedSearchMatches(db, search, { listingId }, now.getTime(), 1)
      statementOf.set(key, statement && statements.push(statement) - 1)
    }
    const statement = statementOf.get(key)
    if (statement !== null && statement !== undefined) tested.push({ search, statement })
  }
  const answers = statements.length ? await db.batch<Record<string, unknown>>(statements) : []

  const found = tested.flatMap(({ search, statement }) => {
    const [listing] = searchMatchesOf(answers[statement]!).listings
    return listing ? [{ search, listing }] : []
  })
  const linkOf = found.length ? await unsubscribeLinker(db) : null
  const writes: D1PreparedStatement[] = []
  for (const { search, listing } of found) {
    const site = alertSite(search.siteId, config)
    const email = instantAlertEmail(search, listing, site, await linkOf!({ kind: 'saved-search', id: search.id }, site))
    writes.push(
      queueAlert(
        db,
        search,
        email,
        now,
        `NOT EXISTS (SELECT 1 FROM saved_search_alerts
                      WHERE saved_search_id = ?7 AND listing_id = ?8 AND listing_updated_at >= ?9)`,
        search.id,
        listingId,
        listing.updatedAt,
      ),
      db
        .prepare(
          `INSERT INTO saved_search_alerts (saved_search_id, listing_id, listing_updated_at, alerted_at)
           VALUES (?1, ?2, ?3, ?4)
           ON CONFLICT (saved_search_id, listing_id) DO UPDATE
             SET listing_updated_at = excluded.listing_updated_at, alerted_at = excluded.alerted_at
           WHERE excluded.listing_updated_at > saved_search_alerts.listing_updated_at`,
        )
        .bind(search.id, listingId, listing.updatedAt, now.toISOString()),
    )
  }
  // One batch, one transaction: a message and its record are written together, and a second call at the same time
  // runs after this one and finds the record.
  const written = writes.length ? await db.batch(writes) : []
  return written.filter((_, i) => i % 2 === 0).reduce((queued, result) => queued + result.meta.changes, 0)
}
