import { useQuery } from '@tanstack/react-query'
import { didYouMeanQuery } from '../../api/did-you-mean.ts'
import type { SearchCriteria } from '../../search/search-criteria.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { useSiteLinks } from '../../site/site-links.tsx'

/** "Did you mean Montana?": a link to the same search in the place meant, once the answer comes; else nothing. */
export default function DidYouMeanLink(props: { criteria: SearchCriteria }) {
  const api = useApi()
  const brand = useBrand()
  const links = useSiteLinks()
  const { data: meant } = useQuery(didYouMeanQuery(api, brand.siteId, props.criteria))
  if (!meant) return null
  return (
    <p data-testid="did-you-mean" className="text-lg">
      Did you mean{' '}
      <a className="tap-target font-semibold" href={links.search(meant.criteria)}>
        {meant.label}
      </a>
      ?
    </p>
  )
}
