import type { DashboardSummary } from '../../web/api/dashboard.ts'
import { daysBefore, isoSecond, weekStarts, weekStartSql } from './dashboard-weeks.ts'
import { listingGroupsStatement, listingTallies } from './listing-tallies.ts'
import { recentEvents, recentEventsStatement } from './recent-events.ts'
import type { Db } from '../db/db.ts'

// The dashboard's summary of a site (0: every site), counted at `now`: six reads in one batch, so one round trip to
// D1 and one snapshot of the data. Every read is over an index (0017, 0019): the listings' GROUP BY reads index
// entries only, the rest read ranges of dates.

type Rows = readonly unknown[]

/** Counts per week ('YYYY-MM-DD' of its Monday) into the 12 weeks, zeros where a week has none. */
const perWeek = (weeks: readonly string[], rows: Rows) => {
  const counts = new Map((rows as { week: string; n: number }[]).map((row) => [row.week, row.n]))
  return weeks.map((week) => counts.get(week) ?? 0)
}

export async function dashboardSummaryOf(db: Db, siteId: number, now: Date): Promise<DashboardSummary> {
  const weeks = weekStarts(now)
  const firstWeek = weeks[0]!
  const [listings, leadWeeks, signUpWeeks, recentLeads, users, events] = await db.batch([
    listingGroupsStatement(db, siteId),
    db
      .prepare(
        `SELECT ${weekStartSql('created_at')} AS week, count(*) AS n FROM leads INDEXED BY leads_created
          WHERE created_at >= ?1 AND (?2 = 0 OR site_id = ?2) GROUP BY week`,
      )
      .bind(firstWeek, siteId),
    db
      .prepare(
        `SELECT ${weekStartSql('created_at')} AS week, count(*) AS n FROM users INDEXED BY users_created
          WHERE created_at >= ?1 GROUP BY week`,
      )
      .bind(firstWeek),
    db
      .prepare(
        `SELECT count(*) AS n FROM leads INDEXED BY leads_created WHERE created_at >= ?1 AND (?2 = 0 OR site_id = ?2)`,
      )
      .bind(daysBefore(now, 30), siteId),
    db.prepare('SELECT count(*) AS n FROM users'),
    recentEventsStatement(db, siteId),
  ])
  const { listings: listingCount, activeListings, ...tallies } = listingTallies(listings!.results)
  const leads = perWeek(weeks, leadWeeks!.results)
  const signUps = perWeek(weeks, signUpWeeks!.results)
  const count = (rows: Rows) => (rows[0] as { n: number } | undefined)?.n ?? 0
  return {
    siteId,
    countedAt: isoSecond(now),
    totals: {
      listings: listingCount,
      activeListings,
      users: count(users!.results),
      leadsLast30Days: count(recentLeads!.results),
    },
    ...tallies,
    weeks: weeks.map((weekStart, i) => ({ weekStart, leads: leads[i]!, signUps: signUps[i]! })),
    recentEvents: recentEvents(events!.results),
  }
}
