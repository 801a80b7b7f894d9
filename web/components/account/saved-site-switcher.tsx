import { siteIdList } from '../../../brands/site-ids.ts'
import { SiteLink } from '../site-link.tsx'
import { siteNameOf } from './site-names.ts'

/** The main land site's saved properties of each site (spec §2: /account/savedproperties/{siteId}/…). */
export function SavedSiteSwitcher(props: { siteId: number; siteHref: (siteId: number) => string }) {
  return (
    <nav aria-label="Saved properties by site" className="mb-4" data-testid="saved-site-switcher">
      <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
        {siteIdList.map((siteId) => {
          const current = siteId === props.siteId
          return (
            <li key={siteId}>
              <SiteLink
                href={props.siteHref(siteId)}
                aria-current={current ? 'page' : undefined}
                className={`tap-target block rounded-full border border-solid px-4 py-1 text-sm font-semibold no-underline ${
                  current
                    ? 'border-brand-primary bg-brand-primary text-white'
                    : 'border-gray-400 bg-white text-brand-ink hover:bg-brand-surface'
                }`}
              >
                {siteNameOf(siteId)}
              </SiteLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
