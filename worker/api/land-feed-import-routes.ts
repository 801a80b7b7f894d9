import { Hono, type Context } from 'hono'
import type { ApiErrorBody } from '../../web/api/api-call.ts'
import { listedProblemLimit, type FeedProblem, type LandFeedCheckResult } from '../../web/api/land-feed.ts'
import { landFeedImportCall, landFeedImportsPerHour, type LandFeedImport } from '../../web/api/land-feed-import.ts'
import { queueInstantAlerts } from '../alerts/instant-alerts.ts'
import type { AppEnv } from '../app-env.ts'
import { countAttempt, type RateLimit } from '../auth/rate-limit.ts'
import { checkLandFeedDocument } from '../content/land-feed-check.ts'
import { isoTime } from '../db/seed/values.ts'
import { drainAfterResponse } from '../email/queue-email.ts'
import { applyLandFeed, recordRefusedFeed, type FeedDelivery } from '../listings/land-feed-import.ts'
import { feedListingLevel, feedListingRows } from '../listings/land-feed-import-listings.ts'
import { userForm } from './form-guards.ts'

// A land feed delivered by its advertiser (web/api/land-feed-import.ts): the seller's own account only, checked as
// POST /api/landfeed/validate checks it, then applied to the account's listings in one batch.

const landFeedImportLimit: RateLimit = {
  name: 'land-feed-account',
  max: landFeedImportsPerHour,
  windowSeconds: 3600,
}

/**
 * Listings whose instant alerts one delivery queues, at most. Each costs a few queries, and one request may make
 * 1,000 of D1: a delivery changing more than this is a new inventory rather than news to follow listing by listing.
 * The listings past it get no instant alert; daily digests list every listing a delivery changed.
 */
const instantAlertListingsPerFeed = 100

const forbidden = (c: Context, field: string, message: string) =>
  c.json({ error: 'Forbidden', field, message } satisfies ApiErrorBody, 403)

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** Problems the message of a refusal says itself; the answer's problems list every one. */
const problemsSaid = 3

const problemText = (problem: FeedProblem) =>
  `${problem.path || 'the document'}${problem.listingId ? ` (listing ${problem.listingId})` : ''}: ${problem.message}`

/** The 400 of a feed with problems: the first few said in the message, every one listed as the check lists them. */
function refusal(c: Context, check: LandFeedCheckResult) {
  const said = check.problems.slice(0, problemsSaid).map(problemText).join(' ')
  const unsaid = check.problemCount - Math.min(problemsSaid, check.problems.length)
  const more = unsaid > 0 ? ` …and ${plural(unsaid, 'more problem', 'more problems')}.` : ''
  const message = `Nothing was changed: the feed has ${plural(check.problemCount, 'problem', 'problems')}. ${said}${more}`
  return c.json({ error: 'Bad Request', field: check.problems[0]?.path || 'body', message, ...check }, 400)
}

/** The instant alerts of the listings a delivery changed, as Manage Listings queues a change's (logged, not answered). */
async function queueFeedAlerts(c: Context<AppEnv>, listingIds: readonly number[], now: Date) {
  let queued = 0
  for (const listingId of listingIds.slice(0, instantAlertListingsPerFeed)) {
    try {
      queued += await queueInstantAlerts(c.var.db, listingId, now)
    } catch (error) {
      console.error(`instant alerts of land feed listing ${listingId} failed`, error)
    }
  }
  if (queued > 0) drainAfterResponse(c)
}

export const landFeedImportRoutes = new Hono<AppEnv>().post(
  landFeedImportCall.path,
  ...userForm(landFeedImportCall),
  async (c) => {
    const { siteId } = c.req.valid('param')
    const input = c.req.valid('json')
    const { accountId, userId } = c.var.session
    if (accountId === null) {
      return forbidden(c, 'session', 'Only sellers send a land feed: this login has no seller account.')
    }
    const named = typeof input === 'object' && input !== null ? (input as { accountId?: unknown }).accountId : null
    if (typeof named === 'number' && named !== accountId) {
      return forbidden(
        c,
        'accountId',
        `This feed is for advertiser account ${named}, and you are logged in as the seller of account ${accountId}. Send your own account's feed, or log in as the seller of account ${named}.`,
      )
    }
    const db = c.var.db
    const now = new Date()
    const allowed = await countAttempt(db, landFeedImportLimit, String(accountId), now)
    if (!allowed.allowed) {
      c.header('Retry-After', String(allowed.retryAfterSeconds))
      const minutes = Math.ceil(allowed.retryAfterSeconds / 60)
      const message = `Your account has sent ${landFeedImportsPerHour} feeds this hour, the most it may send in an hour. Please send this one again in ${plural(minutes, 'minute', 'minutes')}.`
      return c.json({ error: 'Too Many Requests', field: 'accountId', message } satisfies ApiErrorBody, 429)
    }

    const check = await checkLandFeedDocument(db, input)
    const delivery: FeedDelivery = {
      accountId,
      siteId,
      userId,
      listingCount: check.listingCount,
      receivedAt: isoTime(now.getTime()),
    }
    if (!check.valid) {
      await recordRefusedFeed(db, delivery, check.problemCount)
      return refusal(c, check)
    }
    const checked = input as { listings: unknown[] }
    const listed = await feedListingRows(db, checked, await feedListingLevel(db, accountId), now)
    if (listed.kind === 'refused') {
      const problemCount = listed.problems.length
      await recordRefusedFeed(db, delivery, problemCount)
      const withProblems = new Set(listed.problems.map((problem) => problem.listingIndex))
      return refusal(c, {
        valid: false,
        listingCount: check.listingCount,
        validListingCount: check.listingCount - withProblems.size,
        problemCount,
        problems: listed.problems.slice(0, listedProblemLimit),
      })
    }
    const { changedListingIds, importId, ...counts } = await applyLandFeed(db, delivery, listed.rows)
    await queueFeedAlerts(c, changedListingIds, now)
    return c.json({ ...counts, importId } satisfies LandFeedImport)
  },
)
