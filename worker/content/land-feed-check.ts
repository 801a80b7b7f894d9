import {
  checkLandFeed,
  feedProblemAt,
  listedProblemLimit,
  type FeedProblem,
  type LandFeedCheckResult,
} from '../../web/api/land-feed.ts'
import type { Db } from '../db/db.ts'

// The land feed check of POST /api/landfeed/validate: the format (web/api/land-feed.ts), then what only our records
// can tell: that the account advertises with us, and that each listing's county is one of its state's.

interface PlaceToFind {
  index: number
  state: string
  county: string
}

/** The listings whose county the state has none of, by name ('Kimble County') or short name ('Kimble'). */
const unknownCountiesSql = `
  SELECT json_extract(p.value, '$.index') AS listingIndex
    FROM json_each(?1) p
   WHERE NOT EXISTS (
     SELECT 1 FROM counties c JOIN states s ON s.id = c.state_id
      WHERE s.abbreviation = upper(json_extract(p.value, '$.state'))
        AND (c.name_full = json_extract(p.value, '$.county') COLLATE NOCASE
             OR c.name = json_extract(p.value, '$.county') COLLATE NOCASE))`

async function recordProblems(db: Db, input: unknown, formatProblems: FeedProblem[]): Promise<FeedProblem[]> {
  const faulty = new Set(formatProblems.map((problem) => problem.path))
  // Any JSON may arrive, null included: the format check has named what is wrong with it, there is nothing to look up.
  const feed = (input !== null && typeof input === 'object' ? input : {}) as { accountId?: unknown; listings?: unknown }
  const problems: FeedProblem[] = []
  if (typeof feed.accountId === 'number' && !faulty.has('accountId')) {
    const account = await db
      .prepare('SELECT 1 AS found FROM accounts WHERE account_id = ?1 AND is_active = 1 AND is_seller = 1')
      .bind(feed.accountId)
      .first()
    if (!account) {
      const message = `No advertiser account ${feed.accountId}: send the id your seller page shows.`
      problems.push(feedProblemAt(input, ['accountId'], message))
    }
  }
  const places: PlaceToFind[] = (Array.isArray(feed.listings) ? feed.listings : []).flatMap((listing, index) => {
    const { stateAbbreviation: state, countyName: county } = (listing ?? {}) as Record<string, unknown>
    const readable = typeof state === 'string' && typeof county === 'string'
    const checked = [`listings.${index}.stateAbbreviation`, `listings.${index}.countyName`].some((p) => faulty.has(p))
    return readable && !checked ? [{ index, state, county: county.trim() }] : []
  })
  if (places.length) {
    const { results } = await db
      .prepare(unknownCountiesSql)
      .bind(JSON.stringify(places))
      .all<{ listingIndex: number }>()
    for (const { listingIndex } of results) {
      const place = places.find((candidate) => candidate.index === listingIndex)!
      const message = `${place.state.toUpperCase()} has no county named "${place.county}".`
      problems.push(feedProblemAt(input, ['listings', listingIndex, 'countyName'], message))
    }
  }
  return problems
}

/** The check's answer: the document's problems in document order, at most listedProblemLimit of them listed. */
export async function checkLandFeedDocument(db: Db, input: unknown): Promise<LandFeedCheckResult> {
  const format = checkLandFeed(input)
  const problems = [...format.problems, ...(await recordProblems(db, input, format.problems))].sort(
    (a, b) => (a.listingIndex ?? -1) - (b.listingIndex ?? -1),
  )
  const listingsWithProblems = new Set(problems.flatMap((problem) => problem.listingIndex ?? []))
  return {
    valid: problems.length === 0,
    listingCount: format.listingCount,
    validListingCount: format.listingCount - listingsWithProblems.size,
    problemCount: problems.length,
    problems: problems.slice(0, listedProblemLimit),
  }
}
