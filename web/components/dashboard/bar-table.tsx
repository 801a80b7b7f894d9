import { useId } from 'react'
import { usNumber } from '../../format/us-numbers.ts'
import { ScrollBox } from './scroll-box.tsx'

interface BarRow {
  id: number
  label: string
  count: number
  /** Available and under contract, drawn as the darker part of the bar. */
  activeCount?: number
}

/**
 * Counts as a table whose last column is a bar chart: the numbers are the table's, the bars only draw them
 * (hidden from screen readers, which read the numbers), the active part darker where there is one. Scrolls inside
 * its own box on a narrow screen.
 */
export function BarTable(props: { title: string; what: string; rows: readonly BarRow[]; testId: string }) {
  const headingId = useId()
  const widest = Math.max(1, ...props.rows.map((row) => row.count))
  const withActive = props.rows.some((row) => row.activeCount !== undefined)
  const percent = (n: number) => `${(n / widest) * 100}%`
  return (
    <section aria-labelledby={headingId} data-testid={props.testId}>
      <h2 id={headingId} className="m-0 mb-2 text-lg font-bold">
        {props.title}
      </h2>
      <ScrollBox labelledBy={headingId}>
        <table aria-labelledby={headingId} className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-gray-300 text-left">
              <th scope="col" className="py-1 pr-3">
                {props.what}
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                Listings
              </th>
              {withActive && (
                <th scope="col" className="py-1 pr-3 text-right">
                  Active
                </th>
              )}
              <th scope="col" className="w-2/5 py-1">
                <span className="sr-only">Bar</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.id} className="border-b border-gray-200">
                <th scope="row" className="whitespace-nowrap py-1 pr-3 text-left font-normal">
                  {row.label}
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">{usNumber(row.count)}</td>
                {withActive && <td className="py-1 pr-3 text-right tabular-nums">{usNumber(row.activeCount ?? 0)}</td>}
                <td className="min-w-24 py-1" aria-hidden="true">
                  <div className="relative h-3 rounded bg-brand-surface">
                    <div
                      className={`absolute inset-y-0 left-0 rounded ${withActive ? 'bg-brand-accent' : 'bg-brand-primary'}`}
                      style={{ width: percent(row.count) }}
                    />
                    {row.activeCount !== undefined && (
                      <div
                        className="absolute inset-y-0 left-0 rounded bg-brand-primary"
                        style={{ width: percent(row.activeCount) }}
                      />
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {withActive && (
        <p className="m-0 mt-1 text-xs text-brand-muted" aria-hidden="true">
          Bars: active listings dark, the others light.
        </p>
      )}
    </section>
  )
}
