import { placeCountsFreshSql, recountPlaceListings } from '../db/place-listing-counts.ts'
import type { Db } from '../db/db.ts'

/**
 * Runs statements that read place_listing_counts, in one batch with the check that the counts follow the last load
 * of listings; when they do not (a load with the triggers off), counts afresh once and runs them again.
 */
export async function withFreshPlaceCounts<T>(db: Db, statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
  const [counts, ...results] = await db.batch<T>([db.prepare(placeCountsFreshSql), ...statements])
  if ((counts!.results[0] as { fresh: number }).fresh) return results
  await recountPlaceListings(db)
  return db.batch<T>(statements)
}
