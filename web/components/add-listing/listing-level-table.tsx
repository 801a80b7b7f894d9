import type { LevelFeature } from './listing-level-features.ts'
import { levelLabel } from './listing-level-features.ts'

// A comparison table of levels or tiers: a column each, a row per feature. On a phone the table keeps its columns and
// scrolls sideways inside its own box (reachable by keyboard), so the page itself never does.

function Cell(props: { value: boolean | string }) {
  if (typeof props.value === 'string') return <span className="text-sm">{props.value}</span>
  return props.value ? (
    <span className="font-bold text-brand-primary-dark">
      <span aria-hidden="true">✓</span>
      <span className="sr-only">Included</span>
    </span>
  ) : (
    <span className="text-brand-muted">
      <span aria-hidden="true">–</span>
      <span className="sr-only">Not included</span>
    </span>
  )
}

export function ListingLevelTable<TColumn extends string>(props: {
  caption: string
  columns: readonly TColumn[]
  /** A line under a column's name ('for a property with a house'). */
  notes?: Partial<Record<TColumn, string>>
  features: readonly LevelFeature<TColumn>[]
  testId: string
}) {
  return (
    <div
      className="relative max-w-full overflow-x-auto rounded-lg border border-solid border-gray-300 bg-white"
      // Focusable, so a keyboard can scroll the table's box (WCAG 2.1.1).
      tabIndex={0}
      role="region"
      aria-label={props.caption}
    >
      <table data-testid={props.testId} className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="px-3 pt-3 text-left font-heading text-lg font-bold">{props.caption}</caption>
        <thead>
          <tr className="border-0 border-b border-solid border-gray-300">
            <th scope="col" className="w-[34%] p-3 align-bottom font-semibold text-brand-muted">
              What buyers see
            </th>
            {props.columns.map((column) => (
              <th key={column} scope="col" data-level={column} className="p-3 text-center align-bottom">
                <span className="block font-heading text-base">{levelLabel(column)}</span>
                {props.notes?.[column] && (
                  <span className="block text-xs font-normal text-brand-muted">{props.notes[column]}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.features.map((row) => (
            <tr key={row.feature} className="border-0 border-b border-solid border-gray-200 last:border-b-0">
              <th scope="row" className="p-3 font-normal">
                {row.feature}
              </th>
              {props.columns.map((column) => (
                <td key={column} className="p-3 text-center">
                  <Cell value={row.has(column)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
