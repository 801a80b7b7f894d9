import { lazy, Suspense } from 'react'
import type { SearchCriteria } from '../../search/search-criteria.ts'

// Only a search that found nothing asks: the call and its link load then, not with every search page.
const DidYouMeanLink = lazy(() => import('./did-you-mean-link.tsx'))

/**
 * "Did you mean Montana?" under a search that found nothing because a place or keyword was misspelt: a link to the
 * same search in the place meant (web/api/did-you-mean.ts). Nothing when nothing looks misspelt, or until it is known.
 */
export function DidYouMean(props: { criteria: SearchCriteria }) {
  return (
    <Suspense fallback={null}>
      <DidYouMeanLink criteria={props.criteria} />
    </Suspense>
  )
}
