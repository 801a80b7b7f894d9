// The dashboard's weeks: Monday to Sunday in UTC, the last 12 with the current one last.

const weekCount = 12
const dayMs = 86_400_000

/** SQL for the Monday (UTC) that starts the week of a timestamp column: '2026-11-16' for any day of that week. */
export const weekStartSql = (column: string) => `date(${column}, '-6 days', 'weekday 1')`

/** '2026-11-21T15:40:38Z': a moment as the *_at columns write it, to the second. */
export const isoSecond = (moment: Date) => moment.toISOString().replace(/\.\d{3}Z$/, 'Z')

/** The Mondays of the last 12 weeks as 'YYYY-MM-DD', oldest first; the last is the Monday of `now`'s week. */
export function weekStarts(now: Date): string[] {
  const daysSinceMonday = (now.getUTCDay() + 6) % 7
  const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysSinceMonday)
  return Array.from({ length: weekCount }, (_, i) =>
    new Date(monday - (weekCount - 1 - i) * 7 * dayMs).toISOString().slice(0, 10),
  )
}

/** `now` less some days, as the *_at columns write it. */
export const daysBefore = (now: Date, days: number) => isoSecond(new Date(now.getTime() - days * dayMs))
