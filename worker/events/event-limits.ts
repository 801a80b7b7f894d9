import { countAttempt, type RateLimit } from '../auth/rate-limit.ts'
import type { Db } from '../db/db.ts'
import type { Visitor } from './visitor.ts'

// Limits on what a browser sends and forgets (worker/auth/rate-limit.ts's fixed windows, per visitor network:
// worker/events/visitor.ts). Each is several times what one person browsing fast sends, so a few people behind one
// address fit too; past it, a request is answered 202 like any other and nothing is stored (logging-routes.ts says
// why).

export const eventLimits = {
  // A listing page sends one view, and one more event per click on the phone, the website, the flyer or Share. A
  // buyer opening a listing every 10 seconds for 10 minutes and clicking on half of them sends 90.
  listingEventsPerVisitor: { name: 'listing-events', max: 120, windowSeconds: 600 },
  // A page logs a crash or a failed chunk once, then shows the error page: 20 is a visitor whose every page fails
  // for 10 minutes. With messages of 2,000 characters, an address stores at most 40,000 characters in 10 minutes.
  clientLogsPerVisitor: { name: 'client-logs', max: 20, windowSeconds: 600 },
  // The search page sends each search it shows once, from its first page: a buyer changing a filter every 10
  // seconds sends 60 in 10 minutes.
  popularSearchesPerVisitor: { name: 'popular-searches', max: 60, windowSeconds: 600 },
  // A visitor's search counts toward the popular searches once a (UTC) day, however often it is sent: the footer
  // lists what many people search, not what one sends often. The cron clears the windows with the others.
  popularSearchVisit: { name: 'popular-visit', max: 1, windowSeconds: 86_400 },
} as const satisfies Record<string, RateLimit>

/** Counts one request of the visitor against `limit` (one upsert): whether what it sends may be stored. */
export async function withinEventLimit(db: Db, limit: RateLimit, visitor: Visitor, now: Date): Promise<boolean> {
  return (await countAttempt(db, limit, visitor.network, now)).allowed
}
