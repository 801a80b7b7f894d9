import { Suspense } from 'react'
import type { SearchCriteria } from '../../search/search-criteria.ts'
import { findingLandNearYou, isRoughLocation, usesRoughLocation } from '../../search/rough-location.ts'
import { inSpecWords } from '../../site/lazy-part-failure.ts'
import { lazyWithNotice } from '../lazy-with-notice.tsx'

// Every search page carries this check; only a near-me search without the buyer's own point loads the notice and its
// call, so the page's first script stays within its budget.
const RoughLocationNotice = lazyWithNotice(
  inSpecWords(() => import('./rough-location-notice.tsx'), 'location notice'),
  'location notice',
)

/** The notice's line, the same before its code comes as after. */
const roughLocationClass = 'm-0 mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm'

/**
 * Under the heading of a near-me search without the buyer's own point: the search moves to their connection's rough
 * location, and the page says so and offers the browser's. Nothing on other searches.
 */
export function RoughLocation(props: {
  criteria: SearchCriteria
  /** The location whose search has loaded, as the page reads its criteria. */
  shown: { href: string; searchStr: string }
}) {
  const { href: shown, searchStr } = props.shown
  const rough = isRoughLocation(searchStr)
  if (!usesRoughLocation(props.criteria, rough)) return null
  return (
    <Suspense fallback={<p className={roughLocationClass}>{findingLandNearYou}</p>}>
      <RoughLocationNotice
        criteria={props.criteria}
        rough={rough}
        searchStr={searchStr}
        shown={shown}
        className={roughLocationClass}
      />
    </Suspense>
  )
}
