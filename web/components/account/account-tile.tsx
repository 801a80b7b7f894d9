import { SiteLink } from '../site-link.tsx'

/** One place of the account overview: a link the size of a card, with what is there and how many. */
export function AccountTile(props: {
  href: string
  title: string
  description: string
  /** '3 saved', or null when the count is not known. */
  count?: string | null
  testId: string
}) {
  return (
    <li className="flex">
      <SiteLink
        href={props.href}
        data-testid={props.testId}
        className="box-border flex w-full flex-col gap-1 rounded-lg border border-solid border-gray-300 bg-white p-4 text-brand-ink no-underline shadow-sm hover:border-brand-primary hover:bg-brand-surface focus-visible:outline-2"
      >
        <span className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="font-heading text-lg font-bold text-brand-primary-dark underline">{props.title}</span>
          {props.count && (
            <span className="rounded-full bg-brand-surface px-2 py-0.5 text-sm font-semibold">{props.count}</span>
          )}
        </span>
        <span className="text-sm text-brand-muted">{props.description}</span>
      </SiteLink>
    </li>
  )
}
