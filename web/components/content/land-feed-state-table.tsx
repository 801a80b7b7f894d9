import { useId, useState } from 'react'
import type { StateCounts } from '../../api/partner-pages.ts'
import { usNumber } from '../../format/us-numbers.ts'
import { useSiteLinks } from '../../site/site-links.tsx'
import { ScrollBox } from '../dashboard/scroll-box.tsx'
import { SiteLink } from '../site-link.tsx'

// Listings and advertisers per state, sortable by each column (by name first), with the country's totals below.

type SortKey = 'name' | 'listingCount' | 'advertiserCount'
interface Sort {
  key: SortKey
  ascending: boolean
}

const columns: { key: SortKey; label: string }[] = [
  { key: 'name', label: 'State' },
  { key: 'listingCount', label: 'Active listings' },
  { key: 'advertiserCount', label: 'Advertisers' },
]

const compare = (sort: Sort) => (a: StateCounts, b: StateCounts) => {
  const order =
    sort.key === 'name' ? a.name.localeCompare(b.name) : a[sort.key] - b[sort.key] || a.name.localeCompare(b.name)
  return sort.ascending ? order : -order
}

export function LandFeedStateTable(props: {
  states: readonly StateCounts[]
  totals: { listingCount: number; advertiserCount: number }
}) {
  const links = useSiteLinks()
  const captionId = useId()
  const [sort, setSort] = useState<Sort>({ key: 'name', ascending: true })
  const rows = [...props.states].sort(compare(sort))
  // Names read A to Z first; counts most first.
  const sortBy = (key: SortKey) =>
    setSort((was) => (was.key === key ? { key, ascending: !was.ascending } : { key, ascending: key === 'name' }))
  const cellClass = 'border-0 border-b border-solid border-gray-200 py-2 pr-3'

  return (
    <ScrollBox labelledBy={captionId}>
      <table className="w-full border-collapse" data-testid="land-feed-state-table">
        <caption id={captionId} className="sr-only">
          Active listings and advertisers by state
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={sort.key === column.key ? (sort.ascending ? 'ascending' : 'descending') : undefined}
                className={`${cellClass} border-gray-400 ${column.key === 'name' ? 'text-left' : 'text-right'}`}
              >
                <button
                  type="button"
                  onClick={() => sortBy(column.key)}
                  className="tap-target cursor-pointer border-0 bg-transparent p-0 font-body text-base font-semibold text-brand-ink"
                >
                  {column.label}
                  <span aria-hidden="true">{sort.key === column.key ? (sort.ascending ? ' ▲' : ' ▼') : ''}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((state) => (
            <tr key={state.stateId}>
              <th scope="row" className={`${cellClass} text-left font-normal`}>
                <SiteLink href={links.state(state.name)} className="tap-target text-brand-primary-dark underline">
                  {state.name}
                </SiteLink>
              </th>
              <td className={`${cellClass} text-right tabular-nums`}>{usNumber(state.listingCount)}</td>
              <td className={`${cellClass} text-right tabular-nums`}>{usNumber(state.advertiserCount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold" data-testid="land-feed-state-totals">
            <th scope="row" className="py-2 pr-3 text-left">
              All states
            </th>
            <td className="py-2 pr-3 text-right tabular-nums">{usNumber(props.totals.listingCount)}</td>
            <td className="py-2 pr-3 text-right tabular-nums">{usNumber(props.totals.advertiserCount)}</td>
          </tr>
        </tfoot>
      </table>
    </ScrollBox>
  )
}
