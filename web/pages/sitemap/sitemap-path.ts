import { createContext, useContext } from 'react'
import type { SitemapAddress } from '../../api/sitemap-address.ts'

// The address of a sitemap page in the brand's shape, for the sitemap's pages only: its route provides it with the
// page (routes/sitemap-route-page.tsx), so no other page's first script carries the sitemap's shapes.

export type SitemapPath = (address: SitemapAddress) => string

export const SitemapPathContext = createContext<SitemapPath | null>(null)

export function useSitemapPath(): SitemapPath {
  const sitemapPath = useContext(SitemapPathContext)
  if (!sitemapPath) throw new Error('useSitemapPath() used outside the sitemap route')
  return sitemapPath
}
