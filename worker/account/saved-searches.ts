import type { SavedSearch } from '../../web/api/account.ts'
import type { SavedSearchNotify } from '../../web/rules/saved-search-form.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import type { AlertSearch } from '../alerts/alert-searches.ts'
import { isoSecondsSql, savedSearchMatches, searchMatchesOf } from '../alerts/saved-search-matches.ts'
import type { Db } from '../db/db.ts'

// A person's saved searches on one site. Every statement names the user and the site, so another person's id finds
// nothing (the caller answers 404) and is never read or changed.

const columns = `id, site_id AS siteId, name, description, notify, criteria, path, active,
  last_notified_at AS lastNotifiedAt, created_at AS createdAt, updated_at AS updatedAt`

interface Row extends Omit<SavedSearch, 'criteria' | 'active'> {
  criteria: string
  active: number
}

// The criteria were checked by searchCriteria before they were stored (the seed's too).
const savedSearchOf = (row: Row): SavedSearch => ({
  ...row,
  criteria: JSON.parse(row.criteria) as SearchCriteria,
  active: row.active === 1,
})

/** Newest first. */
export async function savedSearchesOf(db: Db, userId: number, siteId: number): Promise<SavedSearch[]> {
  const rows = await db
    .prepare(
      `SELECT ${columns} FROM saved_searches WHERE user_id = ?1 AND site_id = ?2 ORDER BY created_at DESC, id DESC`,
    )
    .bind(userId, siteId)
    .all<Row>()
  return rows.results.map(savedSearchOf)
}

export interface NewSavedSearch {
  name: string
  notify: SavedSearchNotify
  criteria: SearchCriteria
  path: string
}

/**
 * Saves the search unless the user already has `limit` on the site (null then). The count and the insert are one
 * statement, so two saves at once cannot both take the last place.
 */
export async function createSavedSearch(
  db: Db,
  userId: number,
  siteId: number,
  search: NewSavedSearch,
  limit: number,
  now: Date,
): Promise<SavedSearch | null> {
  const row = await db
    .prepare(
      `INSERT INTO saved_searches (user_id, site_id, name, notify, criteria, path, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7
        WHERE (SELECT count(*) FROM saved_searches WHERE user_id = ?1 AND site_id = ?2) < ?8
       RETURNING ${columns}`,
    )
    .bind(
      userId,
      siteId,
      search.name,
      search.notify,
      JSON.stringify(search.criteria),
      search.path,
      now.toISOString(),
      limit,
    )
    .first<Row>()
  return row ? savedSearchOf(row) : null
}

export interface SavedSearchUpdate {
  name?: string | undefined
  notify?: SavedSearchNotify | undefined
  active?: boolean | undefined
}

/** Changes what the update names and keeps the rest; null when the user has no such search on the site. */
export async function updateSavedSearch(
  db: Db,
  userId: number,
  siteId: number,
  id: number,
  update: SavedSearchUpdate,
  now: Date,
): Promise<SavedSearch | null> {
  const row = await db
    .prepare(
      `UPDATE saved_searches
          SET name = coalesce(?4, name), notify = coalesce(?5, notify), active = coalesce(?6, active), updated_at = ?7,
              -- A search resumed, or switched on from No Updates, mails what changes from now on: its first digest
              -- is not everything since it was saved or paused. (SET reads the row as it was.)
              last_notified_at = CASE
                WHEN (?6 = 1 AND active = 0) OR (?5 IS NOT NULL AND ?5 <> 'No Updates' AND notify = 'No Updates') THEN ?7
                ELSE last_notified_at END
        WHERE id = ?1 AND user_id = ?2 AND site_id = ?3
       RETURNING ${columns}`,
    )
    .bind(
      id,
      userId,
      siteId,
      update.name ?? null,
      update.notify ?? null,
      update.active === undefined ? null : update.active ? 1 : 0,
      now.toISOString(),
    )
    .first<Row>()
  return row ? savedSearchOf(row) : null
}

/** True when the user's search was there and is gone. */
export async function deleteSavedSearch(db: Db, userId: number, siteId: number, id: number): Promise<boolean> {
  const row = await db
    .prepare('DELETE FROM saved_searches WHERE id = ?1 AND user_id = ?2 AND site_id = ?3 RETURNING id')
    .bind(id, userId, siteId)
    .first()
  return row !== null
}

/** A saved search's count of new listings since its buyer last opened it (else since it was saved). */
export interface SavedSearchNews {
  id: number
  newMatches: number
  since: string
}

/**
 * Each of the user's searches on the site, run over the listings listed since it was last opened, as its alerts run
 * (worker/alerts/saved-search-matches.ts): one statement each, one round trip for all. A search that cannot be run
 * (its place is gone) counts none, as its page would find none.
 */
export async function savedSearchNews(db: Db, userId: number, siteId: number, now: Date): Promise<SavedSearchNews[]> {
  const { results: searches } = await db
    .prepare(
      `SELECT id, site_id AS siteId, name, criteria, path, '' AS email, '' AS contactName,
              ${isoSecondsSql('coalesce(last_opened_at, created_at)')} AS since
         FROM saved_searches WHERE user_id = ?1 AND site_id = ?2 ORDER BY id`,
    )
    .bind(userId, siteId)
    .all<AlertSearch & { since: string }>()
  const statements = await Promise.all(
    searches.map((search) =>
      savedSearchMatches(
        db,
        search,
        { changedFrom: search.since, changedBefore: now.toISOString(), listedOnly: true },
        now.getTime(),
        1, // the count rides on the rows: one is enough
        () => {}, // nothing to count; its card's link shows why (the search page's own 404)
      ),
    ),
  )
  const runnable = statements.filter((statement): statement is D1PreparedStatement => statement !== null)
  const answers = runnable.length ? await db.batch<Record<string, unknown>>(runnable) : []
  let next = 0
  return searches.map((search, i) => ({
    id: search.id,
    since: search.since,
    newMatches: statements[i] ? searchMatchesOf(answers[next++]!).totalCount : 0,
  }))
}

/** Records that the user opened the search now; null when the user has no such search on the site. */
export async function markSavedSearchOpened(
  db: Db,
  userId: number,
  siteId: number,
  id: number,
  now: Date,
): Promise<{ id: number; openedAt: string } | null> {
  return db
    .prepare(
      `UPDATE saved_searches SET last_opened_at = ${isoSecondsSql('?4')} WHERE id = ?1 AND user_id = ?2 AND site_id = ?3
       RETURNING id, last_opened_at AS openedAt`,
    )
    .bind(id, userId, siteId, now.toISOString())
    .first()
}
