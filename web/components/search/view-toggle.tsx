import { SiteLink } from '../site-link.tsx'

export type SearchView = 'list' | 'map'

/** The list/map view toggle of the main land site's search page (spec §4): two links, the current one pressed. */
export function ViewToggle(props: { view: SearchView; hrefOf: (view: SearchView) => string }) {
  const option = (view: SearchView, label: string) => (
    <SiteLink
      href={props.hrefOf(view)}
      aria-current={props.view === view ? 'page' : undefined}
      className={`tap-target px-3 py-1 text-sm no-underline first:rounded-l-full last:rounded-r-full ${
        props.view === view ? 'bg-brand-primary text-white' : 'bg-white'
      }`}
    >
      {label}
    </SiteLink>
  )
  return (
    // Each end rounds itself rather than the pill clipping them, which would cut off the keyboard's focus ring.
    <nav aria-label="Results view" className="flex rounded-full border border-brand-primary">
      {option('list', 'List')}
      {option('map', 'Map')}
    </nav>
  )
}
