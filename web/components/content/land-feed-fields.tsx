import type { fieldRows } from '../../api/land-feed.ts'

/**
 * A table of the feed's fields as a definition list (it reflows on a phone where a four-column table would not): each
 * field's name, whether a document must have it, the kind of value and what it means. The rows come from the same
 * table the check is built from (web/api/land-feed.ts).
 */
export function LandFeedFields(props: { rows: ReturnType<typeof fieldRows>; testId: string }) {
  return (
    <dl className="m-0" data-testid={props.testId}>
      {props.rows.map((row) => (
        <div key={row.name} className="border-0 border-t border-solid border-gray-200 py-3">
          <dt className="flex flex-wrap items-baseline gap-x-3">
            <code className="font-semibold text-brand-ink">{row.name}</code>
            <span className={`text-sm ${row.required ? 'font-semibold text-brand-primary-dark' : 'text-brand-muted'}`}>
              {row.required ? 'required' : 'optional'}
            </span>
          </dt>
          <dd className="m-0 mt-1">
            <span className="block text-sm text-brand-muted">{row.kind}</span>
            {row.about}
          </dd>
        </div>
      ))}
    </dl>
  )
}
