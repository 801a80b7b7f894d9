import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks } from '../site/site-links.tsx'
import type { ConsentChoice } from './consent.ts'
import type { TrackingIds } from './tracking-ids.ts'

export interface ConsentBannerProps {
  ids: TrackingIds
  onChoice: (choice: ConsentChoice) => void
  /** The page has a bar fixed to the foot of the window (a listing's contact bar): the banner sits above it. */
  aboveBottomBar: boolean
}

/**
 * The cookie banner, shown while the visitor has not chosen and the brand has trackers configured: a strip at the foot
 * of the window that leaves the page usable (no dialog, no focus taken), above any bottom bar, so the search bar at
 * the top and a listing's contact buttons stay in reach. Its code loads after the page, with the trackers' own.
 */
export function ConsentBanner(props: ConsentBannerProps) {
  const brand = useBrand()
  const links = useSiteLinks()
  const uses = [props.ids.analyticsId && 'measure visits', props.ids.adsId && 'show ads'].filter(Boolean).join(' and ')
  const button = 'tap-target cursor-pointer rounded border-2 border-solid border-brand-primary px-4 py-1 font-semibold'
  return (
    <section
      aria-label="Cookie choices"
      data-testid="consent-banner"
      className={`fixed inset-x-0 z-30 ${props.aboveBottomBar ? 'bottom-bottom-bar' : 'bottom-0'} border-0 border-t border-solid border-gray-200 bg-white text-brand-ink shadow-[0_-2px_8px_rgba(0,0,0,0.08)]`}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <p className="m-0 min-w-0 flex-[1_1_18rem] text-sm">
          {brand.displayName} would like to use Google cookies to {uses}. Nothing is loaded unless you accept.{' '}
          <a className="tap-target font-semibold underline" href={links.content('privacy')}>
            Privacy Policy
          </a>
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            className={`${button} bg-white text-brand-primary`}
            onClick={() => props.onChoice('rejected')}
          >
            Reject
          </button>
          <button
            type="button"
            className={`${button} bg-brand-primary text-white`}
            onClick={() => props.onChoice('accepted')}
          >
            Accept
          </button>
        </div>
      </div>
    </section>
  )
}
