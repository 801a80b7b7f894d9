import { useId } from 'react'
import { compactUsDollars, usDollars } from '../../format/us-numbers.ts'
import type { LoanYear } from '../../rules/loan-math.ts'
import { ScrollBox } from '../dashboard/scroll-box.tsx'

// The loan year by year: what is still owed and the interest paid so far, drawn as two lines (the balance solid, the
// interest dashed) so they read apart without colour. Screen readers get the drawing's title and a description of
// where the lines go; the figures themselves are in the table under it, behind a disclosure.

const width = 600
const height = 200

/** The points of a line through the values, one a year from year 0, scaled into the drawing. */
function linePoints(values: readonly number[], top: number): string {
  const last = Math.max(1, values.length - 1)
  return values
    .map((value, i) => `${((i / last) * width).toFixed(1)},${(height - (value / top) * height * 0.95).toFixed(1)}`)
    .join(' ')
}

export function AmortizationChart(props: { principal: number; years: readonly LoanYear[]; balloon: number }) {
  const id = useId()
  const { years, principal } = props
  const last = years.at(-1)
  if (!last) return null
  const balances = [principal, ...years.map((year) => year.balance)]
  const interest = [0, ...years.map((year) => year.cumulativeInterest)]
  const top = Math.max(principal, last.cumulativeInterest, 1)
  const payoff =
    props.balloon > 0 ? `when the balloon of ${usDollars(props.balloon)} pays it off` : 'when it is paid off'
  return (
    <figure className="m-0 mt-4">
      <p aria-hidden="true" className="m-0 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="flex items-center gap-1">
          <span className="inline-block h-1 w-5 bg-brand-primary" /> Balance owed
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block w-5 border-0 border-t-2 border-dashed border-brand-ink" /> Interest paid so far
        </span>
        <span className="ml-auto text-brand-muted">top: {compactUsDollars(top)}</span>
      </p>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="mt-1 block h-48 w-full border-0 border-b border-l border-solid border-gray-400"
      >
        <title id={`${id}-title`}>Balance owed and interest paid, year by year</title>
        <desc id={`${id}-desc`}>
          {`The balance falls from ${usDollars(principal)} to nothing in year ${last.year}, ${payoff}; interest paid adds up to ${usDollars(last.cumulativeInterest)}.`}
        </desc>
        {[0.25, 0.5, 0.75].map((share) => (
          <line
            key={share}
            x1={0}
            x2={width}
            y1={height * share}
            y2={height * share}
            className="stroke-gray-200"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        <polyline
          points={linePoints(balances, top)}
          fill="none"
          stroke="currentColor"
          strokeWidth={3}
          vectorEffect="non-scaling-stroke"
          className="text-brand-primary"
        />
        <polyline
          points={linePoints(interest, top)}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeDasharray="6 4"
          vectorEffect="non-scaling-stroke"
          className="text-brand-ink"
        />
      </svg>
      <p aria-hidden="true" className="m-0 mt-1 flex justify-between text-xs text-brand-muted">
        <span>Today</span>
        <span>Year {last.year}</span>
      </p>
      <details className="mt-2">
        <summary className="tap-target cursor-pointer text-sm font-semibold">Year-by-year table</summary>
        <ScheduleTable years={years} headingId={`${id}-table`} />
        {props.balloon > 0 && (
          <p className="m-0 mt-1 text-xs text-brand-muted">
            The principal paid in year {last.year} includes the balloon.
          </p>
        )}
      </details>
    </figure>
  )
}

function ScheduleTable(props: { years: readonly LoanYear[]; headingId: string }) {
  const columns = ['Principal paid', 'Interest paid', 'Balance at year end', 'Interest to date']
  return (
    <ScrollBox labelledBy={props.headingId} className="mt-2 max-h-96">
      <table className="w-full border-collapse text-sm">
        <caption id={props.headingId} className="sr-only">
          Loan schedule by year
        </caption>
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="py-1 pr-3 text-left">
              Year
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="py-1 pr-3 text-right">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.years.map((year) => (
            <tr key={year.year} className="border-b border-gray-200">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {year.year}
              </th>
              {[year.principal, year.interest, year.balance, year.cumulativeInterest].map((value, i) => (
                <td key={columns[i]} className="py-1 pr-3 text-right tabular-nums">
                  {usDollars(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  )
}
