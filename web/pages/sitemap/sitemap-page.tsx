import { useSuspenseQuery } from '@tanstack/react-query'
import { useLoaderData } from '@tanstack/react-router'
import { sitemapQuery, type SitemapRequest } from '../../api/sitemap-pages.ts'
import { ContentLoadProblem } from '../../components/content/content-article.tsx'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { SitemapIndex } from './sitemap-index.tsx'
import { SitemapListings } from './sitemap-listings.tsx'
import { SitemapState } from './sitemap-state.tsx'

/**
 * The HTML sitemap (spec §2): the page its route's loader read from the address (routes/sitemap-route-loader.ts),
 * from the same query the loader filled.
 */
export function SitemapPage() {
  const api = useApi()
  const brand = useBrand()
  const { request } = useLoaderData({ strict: false }) as { request: SitemapRequest }
  const { view } = useSuspenseQuery(sitemapQuery(api, brand.siteId, request)).data
  if (!view) {
    return (
      <main data-testid="sitemap-page" className="mx-auto max-w-7xl px-4 py-10">
        <ContentLoadProblem what="This part of the sitemap" />
      </main>
    )
  }
  if (view.page === 'index') return <SitemapIndex view={view} />
  if (view.page === 'state') return <SitemapState view={view} />
  return <SitemapListings view={view} />
}
