import { useId } from 'react'
import type { DashboardSummary } from '../../api/dashboard.ts'
import { usNumber } from '../../format/us-numbers.ts'
import { shortDate } from './dashboard-format.ts'
import { ScrollBox } from './scroll-box.tsx'

type Week = DashboardSummary['weeks'][number]

const columnWidth = 40
const chartHeight = 120

/**
 * Leads and sign-ups of the last 12 weeks: a column chart (two columns a week) over the table of its numbers, which
 * is what screen readers read; the chart is drawn for the eye alone.
 */
export function WeekChart(props: { weeks: readonly Week[] }) {
  const headingId = useId()
  const highest = Math.max(1, ...props.weeks.flatMap((week) => [week.leads, week.signUps]))
  const height = (n: number) => (n / highest) * chartHeight
  const first = props.weeks[0]
  return (
    <section aria-labelledby={headingId} data-testid="dashboard-weeks">
      <h2 id={headingId} className="m-0 mb-2 text-lg font-bold">
        Leads and sign-ups per week
      </h2>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <div aria-hidden="true">
          <p className="m-0 flex gap-4 text-sm">
            <span className="flex items-center gap-1">
              <span className="inline-block h-3 w-3 rounded-sm bg-brand-primary" /> Leads
            </span>
            <span className="flex items-center gap-1">
              <span className="inline-block h-3 w-3 rounded-sm bg-brand-accent" /> Sign-ups
            </span>
            <span className="ml-auto text-brand-muted">top: {usNumber(highest)}</span>
          </p>
          <svg
            viewBox={`0 0 ${props.weeks.length * columnWidth} ${chartHeight}`}
            preserveAspectRatio="none"
            className="mt-1 block h-40 w-full border-b border-gray-400"
          >
            {props.weeks.map((week, i) => (
              <g key={week.weekStart}>
                <rect
                  className="text-brand-primary"
                  fill="currentColor"
                  x={i * columnWidth + 6}
                  width={13}
                  y={chartHeight - height(week.leads)}
                  height={height(week.leads)}
                />
                <rect
                  className="text-brand-accent"
                  fill="currentColor"
                  x={i * columnWidth + 21}
                  width={13}
                  y={chartHeight - height(week.signUps)}
                  height={height(week.signUps)}
                />
              </g>
            ))}
          </svg>
          <p className="m-0 mt-1 flex justify-between text-xs text-brand-muted">
            <span>{first ? `Week of ${shortDate(first.weekStart)}` : ''}</span>
            <span>This week</span>
          </p>
        </div>
        <ScrollBox labelledBy={headingId}>
          <table aria-labelledby={headingId} className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b border-gray-300 text-left">
                <th scope="col" className="py-1 pr-3">
                  Week of (UTC)
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  Leads
                </th>
                <th scope="col" className="py-1 text-right">
                  Sign-ups
                </th>
              </tr>
            </thead>
            <tbody>
              {props.weeks.map((week) => (
                <tr key={week.weekStart} className="border-b border-gray-200">
                  <th scope="row" className="py-1 pr-3 text-left font-normal">
                    <time dateTime={week.weekStart}>{shortDate(week.weekStart)}</time>
                  </th>
                  <td className="py-1 pr-3 text-right tabular-nums">{usNumber(week.leads)}</td>
                  <td className="py-1 text-right tabular-nums">{usNumber(week.signUps)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      </div>
    </section>
  )
}
