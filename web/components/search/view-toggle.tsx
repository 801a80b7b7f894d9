import { SiteLink } from '../site-link.tsx'

export type SearchView = 'list' | 'map'

/** The list/map view toggle of the main land site's search page (spec §4): two links, the current one pressed. */
export function ViewToggle(props: { view: SearchView; hrefOf: (view: SearchView) => string }) {
  const option = (view: SearchView, label: string) => (
    <SiteLink
      href={props.hrefOf(view)}
      aria-current={props.view === view ? 'page' : undefined}
      className={`tap-target px-3 py-1 text-sm no-underline ${
        props.view === view ? 'bg-brand-primary text-white' : 'bg-white'
      }`}
    >
      {label}
    </SiteLink>
  )
  return (
    <nav aria-label="Results view" className="flex overflow-hidden rounded-full border border-brand-primary">
      {option('list', 'List')}
      {option('map', 'Map')}
    </nav>
  )
}
