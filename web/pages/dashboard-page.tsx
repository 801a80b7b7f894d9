import { useSuspenseQuery } from '@tanstack/react-query'
import { useId, useState, useTransition } from 'react'
import { allSitesId, siteIdList } from '../../brands/site-ids.ts'
import { dashboardSummaryQuery, type DashboardSummary } from '../api/dashboard.ts'
import { BarTable } from '../components/dashboard/bar-table.tsx'
import { siteName, utcMinute } from '../components/dashboard/dashboard-format.ts'
import { FlagSwitches } from '../components/dashboard/flag-switches.tsx'
import { RecentEventsTable } from '../components/dashboard/recent-events-table.tsx'
import { WeekChart } from '../components/dashboard/week-chart.tsx'
import { usNumber } from '../format/us-numbers.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks } from '../site/site-links.tsx'

// The admin dashboard (spec §6): what the sites hold and how they are used, and the feature flags. It opens on the
// page's own site; the picker shows every site or another one, keeping the last counts on screen while the next load.

const pickableSites = [allSitesId, ...siteIdList]

function Figure(props: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-lg bg-brand-surface p-4" data-testid={props.testId}>
      <dt className="text-sm text-brand-muted">{props.label}</dt>
      <dd className="m-0 mt-1 text-2xl font-bold tabular-nums">{usNumber(props.value)}</dd>
    </div>
  )
}

function Summary({ summary }: { summary: DashboardSummary }) {
  const { totals } = summary
  return (
    <>
      <p className="m-0 mb-4 text-sm text-brand-muted">
        Counted <time dateTime={summary.countedAt}>{utcMinute(summary.countedAt)}</time>. Users and sign-ups are counted
        over every site.
      </p>
      <dl className="m-0 mb-8 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="dashboard-totals">
        <Figure label="Active listings" value={totals.activeListings} testId="total-active-listings" />
        <Figure label="All listings" value={totals.listings} testId="total-listings" />
        <Figure label="Users" value={totals.users} testId="total-users" />
        <Figure label="Leads, last 30 days" value={totals.leadsLast30Days} testId="total-leads" />
      </dl>
      <div className="mb-8 grid gap-8 lg:grid-cols-3">
        <BarTable
          title="Listings by status"
          what="Status"
          rows={summary.listingsByStatus}
          testId="dashboard-by-status"
        />
        <BarTable title="Listings by level" what="Level" rows={summary.listingsByLevel} testId="dashboard-by-level" />
        <BarTable
          title="Listings by upgrade tier"
          what="Tier"
          rows={summary.listingsByUpgrade}
          testId="dashboard-by-upgrade"
        />
      </div>
      <div className="mb-8">
        <WeekChart weeks={summary.weeks} />
      </div>
      <div className="mb-8">
        <RecentEventsTable events={summary.recentEvents} />
      </div>
    </>
  )
}

/** The page at /dashboard/, for admins: anyone else is told so (the route sends them to log in first). */
export function DashboardPage() {
  const api = useApi()
  const brand = useBrand()
  const links = useSiteLinks()
  const pickerId = useId()
  const [siteId, setSiteId] = useState<number>(brand.siteId)
  const [switching, startTransition] = useTransition()
  const result = useSuspenseQuery(dashboardSummaryQuery(api, siteId)).data
  const refused = result.status === 401 || result.status === 403
  return (
    <main
      data-testid="dashboard-page"
      data-page-name="Dashboard"
      aria-busy={switching || undefined}
      className="mx-auto max-w-7xl px-4 pb-24 pt-6"
    >
      <h1 className="m-0 mb-4 text-2xl font-bold md:text-3xl">Dashboard</h1>
      {refused ? (
        <p role="status">
          Only an administrator can see the dashboard.{' '}
          <a className="tap-target underline" href={links.login('/dashboard/', 'Dashboard')}>
            Log in as one
          </a>
        </p>
      ) : (
        <>
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <label htmlFor={pickerId} className="font-semibold">
              Counts for
            </label>
            <select
              id={pickerId}
              value={siteId}
              onChange={(event) => {
                const picked = Number(event.target.value)
                startTransition(() => setSiteId(picked))
              }}
              className="h-10 rounded border border-gray-400 bg-white px-2"
            >
              {pickableSites.map((id) => (
                <option key={id} value={id}>
                  {siteName(id)}
                </option>
              ))}
            </select>
          </div>
          {result.data ? (
            <Summary summary={result.data} />
          ) : (
            <p role="status" className="mb-8">
              The counts could not be loaded just now. Please try again in a moment.
            </p>
          )}
          <FlagSwitches />
        </>
      )}
    </main>
  )
}
