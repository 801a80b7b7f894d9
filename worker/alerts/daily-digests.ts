import { env } from 'cloudflare:workers'
import { workerConfig, type WorkerConfig } from '../config.ts'
import { dailyDigestEmail } from './alert-email.ts'
import { alertFrequency, alertSearchColumns, alertSearchesSql, queueAlert, type AlertSearch } from './alert-searches.ts'
import { alertSite } from './alert-sites.ts'
import { isoSecondsSql, savedSearchMatches, searchMatchesOf } from './saved-search-matches.ts'
import { sendFavouriteDigests } from './favourite-alerts.ts'
import { unsubscribeLinker, type UnsubscribeLinker } from './unsubscribe-token.ts'
import type { Db } from '../db/db.ts'

// Daily digests (spec §9, 'Daily'): once a day per search, one message with the listings it finds that are new or
// changed (updated_at) since its last digest, or since it was saved before the first. The cron runs this every 5
// minutes (scheduled-work.ts); a search is due 23 hours after its last digest, so its hour does not drift later each
// day by the run it waits for. A search with nothing new gets no message, and its day starts again all the same.

const dueAfterMs = 23 * 3_600_000
/** Listings a digest shows, the latest changed first; the others are counted, with the search's link. */
const digestListings = 20
/** Searches per run, so a run's work stays small (about three D1 round trips each); more due wait 5 minutes. */
const digestsPerRun = 50

interface DueSearch extends AlertSearch {
  lastNotifiedAt: string | null
  /** Where its digest starts: the last digest, else when the search was saved (ISO seconds). */
  since: string
}

/** Queues the digests that are due at `now`, of saved searches and of favourites; answers how many were queued. */
export async function sendDailyDigests(db: Db, now: Date, config: WorkerConfig = workerConfig(env)): Promise<number> {
  const { results: due } = await db
    .prepare(
      `SELECT ${alertSearchColumns}, s.last_notified_at AS lastNotifiedAt,
              ${isoSecondsSql('coalesce(s.last_notified_at, s.created_at)')} AS since
         FROM ${alertSearchesSql(alertFrequency.daily)}
          AND (s.last_notified_at IS NULL OR s.last_notified_at <= ${isoSecondsSql('?1')})
        ORDER BY s.last_notified_at, s.id LIMIT ?2`,
    )
    .bind(new Date(now.getTime() - dueAfterMs).toISOString(), digestsPerRun)
    .all<DueSearch>()
  const linkOf = await unsubscribeLinker(db)
  let queued = 0
  for (const search of due) queued += await sendDigest(db, search, now, config, linkOf)
  return queued + (await sendFavouriteDigests(db, now, config, linkOf))
}

/** The search's digest, if it finds anything, and its next day started: 1 when a message was queued. */
async function sendDigest(
  db: Db,
  search: DueSearch,
  now: Date,
  config: WorkerConfig,
  linkOf: UnsubscribeLinker,
): Promise<number> {
  // Up to now's second, exclusive: a listing changed later in this second is in the next digest, which starts here.
  const changed = { changedFrom: search.since, changedBefore: now.toISOString() }
  const statement = await savedSearchMatches(db, search, changed, now.getTime(), digestListings)
  const matches = statement && searchMatchesOf(await statement.all())
  const site = alertSite(search.siteId, config)
  const email = matches?.totalCount
    ? dailyDigestEmail(search, matches, search.since, site, await linkOf({ kind: 'saved-search', id: search.id }, site))
    : null
  // The message and the claim of the day are one transaction, both only while last_notified_at is still what was
  // read: of two runs at once, the second finds it moved on and writes nothing, and a run cut short (a CPU limit)
  // leaves the searches it did not reach due, where a claim made ahead for many would lose their digests.
  const claim = db
    .prepare(
      `UPDATE saved_searches SET last_notified_at = ${isoSecondsSql('?1')} WHERE id = ?2 AND last_notified_at IS ?3`,
    )
    .bind(now.toISOString(), search.id, search.lastNotifiedAt)
  if (!email) {
    await claim.run()
    return 0
  }
  const [queued] = await db.batch([
    queueAlert(
      db,
      search,
      email,
      now,
      'EXISTS (SELECT 1 FROM saved_searches WHERE id = ?7 AND last_notified_at IS ?8)',
      search.id,
      search.lastNotifiedAt,
    ),
    claim,
  ])
  return queued!.meta.changes
}
