import { savedPropertiesPageSize, type SavedProperties } from '../../web/api/account.ts'
import { siteMaskOf } from '../../brands/site-ids.ts'
import { marketStatus } from '../../web/rules/listing-rules.ts'
import { resultColumns, resultJoins, resultListings } from '../search/result-listings.ts'
import type { Db } from '../db/db.ts'

// The heart on a listing is a saved property of the site it was saved on (saved_properties). Its cards read with the
// search's columns, so a saved listing looks as it does in results; one that went off market or sold stays, with its
// status. An invalid listing (status -1) is on no site and is left out.

/** One page of the user's saved listings on the site, newest saved first, and how many there are. */
export async function savedPropertiesOf(
  db: Db,
  userId: number,
  siteId: number,
  pageIndex: number,
): Promise<SavedProperties> {
  // The user's saves on the site, but of invalid listings.
  const saved = `saved_properties sp JOIN listings l ON l.id = sp.listing_id`
  const mine = `sp.user_id = ?1 AND sp.site_id = ?2 AND l.market_status != ${marketStatus.invalid}`
  const [page, count] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT ${resultColumns}, sp.created_at AS savedAt FROM ${saved} ${resultJoins}
          WHERE ${mine} ORDER BY sp.created_at DESC, sp.listing_id DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(userId, siteId, savedPropertiesPageSize, pageIndex * savedPropertiesPageSize),
    db.prepare(`SELECT count(*) AS n FROM ${saved} WHERE ${mine}`).bind(userId, siteId),
  ])
  const rows = page?.results ?? []
  const totalCount = Number(count?.results[0]?.n ?? 0)
  return {
    totalCount,
    pageIndex,
    pageSize: savedPropertiesPageSize,
    pageCount: Math.ceil(totalCount / savedPropertiesPageSize),
    listings: resultListings(rows).map((card, i) => ({ ...card, savedAt: String(rows[i]!.savedAt) })),
  }
}

/** What the heart needs to know about a listing: whether the site shows it, and what a confirmation mail says. */
export interface LikedListing {
  id: number
  title: string
  city: string
  county: string
  stateAbbreviation: string
  /** The site shows it (its bit in site_mask, not invalid): only such a listing can be saved there. */
  onSite: boolean
}

export async function likedListingOf(db: Db, siteId: number, listingId: number): Promise<LikedListing | null> {
  const row = await db
    .prepare(
      `SELECT l.id, l.title, l.city_name AS city, c.name_full AS county, s.abbreviation AS stateAbbreviation,
              (l.site_mask & ?2) != 0 AND l.market_status != ${marketStatus.invalid} AS onSite
         FROM listings l JOIN counties c ON c.id = l.county_id JOIN states s ON s.id = l.state_id
        WHERE l.id = ?1`,
    )
    .bind(listingId, siteMaskOf(siteId))
    .first<Omit<LikedListing, 'onSite'> & { onSite: number }>()
  return row ? { ...row, onSite: row.onSite === 1 } : null
}

/** As many as login info carries: the hearts of a page of results, with room to spare. */
const likedListLimit = 1000

/** The user's saved listing ids on the site, newest first: login info's listOfLiked (with listOf). */
export const likedList = (db: Db, userId: number, siteId: number) =>
  db
    .prepare(
      'SELECT listing_id FROM saved_properties WHERE user_id = ?1 AND site_id = ?2 ORDER BY created_at DESC LIMIT ?3',
    )
    .bind(userId, siteId, likedListLimit)

export const listOf = (result: D1Result<Record<string, unknown>> | undefined) =>
  (result?.results ?? []).map((row) => Number(row.listing_id))

/**
 * Saves the listing (the heart on). ON CONFLICT DO NOTHING makes it idempotent: two tabs liking at once make one row
 * and neither fails. `confirmation` is a statement of the same batch that runs right after the insert and may look at
 * changes() to act only when the insert made the row (saved-property-mail.ts). Answers whether the confirmation wrote
 * anything, and the saved ids after.
 */
export async function saveProperty(
  db: Db,
  userId: number,
  siteId: number,
  listingId: number,
  now: Date,
  confirmation: D1PreparedStatement | null,
): Promise<{ confirmed: boolean; listOfLiked: number[] }> {
  const insert = db
    .prepare(
      // What the buyer sees when hearting is what later alerts compare with (worker/alerts/favourite-alerts.ts).
      `INSERT INTO saved_properties (user_id, listing_id, site_id, created_at, heard_price, heard_status, heard_photo_id)
       SELECT ?1, ?2, ?3, ?4, l.price, l.market_status,
              coalesce((SELECT max(document_id) FROM listing_photos WHERE listing_id = l.id), 0)
         FROM listings l WHERE l.id = ?2
       ON CONFLICT DO NOTHING RETURNING listing_id`,
    )
    .bind(userId, listingId, siteId, now.toISOString())
  const results = await db.batch<Record<string, unknown>>([
    insert,
    ...(confirmation ? [confirmation] : []),
    likedList(db, userId, siteId),
  ])
  return {
    confirmed: confirmation !== null && (results[1]?.results.length ?? 0) > 0,
    listOfLiked: listOf(results.at(-1)),
  }
}

/** Removes the save (the heart off); nothing to remove is no error. Answers the saved ids after. */
export async function unsaveProperty(db: Db, userId: number, siteId: number, listingId: number): Promise<number[]> {
  const [, list] = await db.batch<Record<string, unknown>>([
    db
      .prepare('DELETE FROM saved_properties WHERE user_id = ?1 AND site_id = ?2 AND listing_id = ?3')
      .bind(userId, siteId, listingId),
    likedList(db, userId, siteId),
  ])
  return listOf(list)
}
