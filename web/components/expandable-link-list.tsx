import { useId, useState } from 'react'

export interface LinkItem {
  label: string
  /** The address, or how to write it: a list writes the addresses of the links it shows only (a footer's 50 state
   *  links are search URLs, each a codec's work, while 5 of them show until the list is expanded). */
  href: string | (() => string)
  newTab?: boolean
}

/**
 * A footer list that shows its first `collapsedCount` links and a More/Less toggle for the rest.
 * When `sortExpanded` is set the expanded list is alphabetical while the collapsed one keeps its order
 * (the most popular first), as the spec asks of the state list.
 */
export function ExpandableLinkList(props: {
  title: string
  items: readonly LinkItem[]
  collapsedCount: number
  sortExpanded?: boolean
  testId?: string
}) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const ordered =
    expanded && props.sortExpanded ? [...props.items].sort((a, b) => a.label.localeCompare(b.label)) : props.items
  const shown = expanded ? ordered : ordered.slice(0, props.collapsedCount)
  const canExpand = props.items.length > props.collapsedCount
  return (
    <section data-testid={props.testId} aria-label={props.title}>
      <h2 className="m-0 mb-3 text-sm font-bold uppercase tracking-wide">{props.title}</h2>
      <ul id={listId} className="m-0 list-none p-0 space-y-1 text-sm">
        {shown.map((item) => {
          const href = typeof item.href === 'string' ? item.href : item.href()
          return (
            <li key={href}>
              <a
                className="tap-target no-underline opacity-90 hover:underline hover:opacity-100"
                href={href}
                {...(item.newTab ? { target: '_blank', rel: 'noopener' } : {})}
              >
                {item.label}
              </a>
            </li>
          )
        })}
      </ul>
      {canExpand && (
        <button
          type="button"
          className="mt-2 min-h-6 cursor-pointer border-0 bg-transparent px-0 py-0.5 text-sm font-semibold text-inherit underline"
          aria-expanded={expanded}
          aria-controls={listId}
          data-testid="footer-list-toggle"
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Less' : 'More'}
        </button>
      )}
    </section>
  )
}
