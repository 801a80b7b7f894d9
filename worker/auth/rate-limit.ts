import type { Db } from '../db/db.ts'
// Fixed-window counters in the rate_limits table, for the calls a script would hammer: login, register and the
// password reset. One upsert both counts the attempt and reads the count, so two requests at once cannot both see
// room for the last attempt.

export interface RateLimit {
  /** 'login-ip', 'login-email'…: the key's prefix, so the cron can clear old windows of every limit. */
  name: string
  max: number
  windowSeconds: number
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** The window `now` falls in, for one subject of a limit. */
function windowOf(limit: RateLimit, subject: string, now: Date) {
  const seconds = Math.floor(now.getTime() / 1000)
  const start = seconds - (seconds % limit.windowSeconds)
  return {
    key: `${limit.name}:${subject || 'unknown'}`,
    start,
    /** What a refusal answers: more than `max` attempts (`count`) in the window is too many. */
    result: (count: number): RateLimitResult =>
      count <= limit.max
        ? { allowed: true }
        : { allowed: false, retryAfterSeconds: Math.max(1, start + limit.windowSeconds - seconds) },
  }
}

/** Counts one attempt against `limit` for `subject` (an address, an email) and says whether it may go on. */
export async function countAttempt(db: Db, limit: RateLimit, subject: string, now: Date): Promise<RateLimitResult> {
  const window = windowOf(limit, subject, now)
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count`,
    )
    .bind(window.key, window.start)
    .first<{ count: number }>()
  return window.result(row?.count ?? 0)
}

/**
 * Takes back one attempt counted in the window `now` falls in: a limit on failures reserves each attempt before it is
 * checked (countAttempt), so a burst at once cannot check more than `max`, and gives back those that succeeded.
 */
export async function giveBackAttempt(db: Db, limit: RateLimit, subject: string, now: Date): Promise<void> {
  const window = windowOf(limit, subject, now)
  await db
    .prepare('UPDATE rate_limits SET count = count - 1 WHERE key = ?1 AND window_start = ?2 AND count > 0')
    .bind(window.key, window.start)
    .run()
}

/** Windows that ended more than a day ago, of every limit (leads' and the logins'): the cron clears them. */
export function deleteOldRateLimitWindows(db: Db, now: Date) {
  const dayAgo = Math.floor(now.getTime() / 1000) - 86_400
  return db.prepare('DELETE FROM rate_limits WHERE window_start < ?1').bind(dayAgo).run()
}
