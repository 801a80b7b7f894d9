import { useId } from 'react'
import type { DashboardEvent } from '../../api/dashboard.ts'
import { siteName, utcMinute } from './dashboard-format.ts'
import { ScrollBox } from './scroll-box.tsx'

/** The newest listing events: when, what, on which site, about which listing. */
export function RecentEventsTable(props: { events: readonly DashboardEvent[] }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} data-testid="dashboard-events">
      <h2 id={headingId} className="m-0 mb-2 text-lg font-bold">
        Recent listing events
      </h2>
      {props.events.length === 0 ? (
        <p className="m-0">No listing events yet.</p>
      ) : (
        <ScrollBox labelledBy={headingId} className="max-h-[32rem]">
          <table aria-labelledby={headingId} className="w-full min-w-[44rem] border-collapse text-sm">
            <thead>
              <tr className="border-b border-gray-300 text-left">
                <th scope="col" className="py-1 pr-3">
                  When
                </th>
                <th scope="col" className="py-1 pr-3">
                  Event
                </th>
                <th scope="col" className="py-1 pr-3">
                  Site
                </th>
                <th scope="col" className="py-1">
                  Listing
                </th>
              </tr>
            </thead>
            <tbody>
              {props.events.map((event) => (
                <tr key={event.id} className="border-b border-gray-200 align-top">
                  <td className="whitespace-nowrap py-1 pr-3 tabular-nums">
                    <time dateTime={event.createdAt}>{utcMinute(event.createdAt)}</time>
                  </td>
                  <td className="whitespace-nowrap py-1 pr-3">{event.logTypeName}</td>
                  <td className="py-1 pr-3">{siteName(event.siteId)}</td>
                  <td className="min-w-64 py-1">
                    {event.listingId === null ? (
                      <span className="text-brand-muted">none (a seller event)</span>
                    ) : (
                      <>
                        <span className="tabular-nums">{event.listingId}</span>
                        {event.listingTitle !== null ? ` · ${event.listingTitle}` : ' · (no longer listed)'}
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  )
}
