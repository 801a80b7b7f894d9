import { useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { SitemapPage } from '../web/pages/sitemap/sitemap-page.tsx'
import { SitemapPathContext } from '../web/pages/sitemap/sitemap-path.ts'
import { sitemapPaths } from './links/sitemap-urls.ts'
import type { RouterContext } from './router-context.ts'

/** The sitemap's page, with the brand's sitemap addresses made from its URL module's shapes when it first loads. */
export function SitemapRoutePage() {
  const { urls } = useRouter().options.context as RouterContext
  const sitemapPath = useMemo(() => sitemapPaths(urls.shapes.sitemap), [urls])
  return (
    <SitemapPathContext.Provider value={sitemapPath}>
      <SitemapPage />
    </SitemapPathContext.Provider>
  )
}
