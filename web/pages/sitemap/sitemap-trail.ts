import type { SitemapView } from '../../api/sitemap-pages.ts'
import type { BreadcrumbStep } from '../../seo/breadcrumbs.ts'
import { addressOf } from '../../api/sitemap-address.ts'
import type { SitemapPath } from './sitemap-path.ts'

// Where a sitemap page sits: home, the sitemap, the state, then the county or the state's featured or new listings.
// The page shows the trail and its head carries it as schema.org's BreadcrumbList (web/seo/breadcrumbs.ts).

const listingSetLabels = { featured: 'Featured Listings', new: 'New Listings' }

export function sitemapTrail(sitemapPath: SitemapPath, view: SitemapView): BreadcrumbStep[] {
  const trail = [
    { label: 'Home', href: '/' },
    { label: 'Sitemap', href: sitemapPath({ page: 'index' }) },
  ]
  if (view.page === 'index') return trail
  trail.push({ label: view.state.name, href: sitemapPath({ page: 'state', state: view.state }) })
  if (view.page === 'state') return trail
  const label = view.page === 'county' ? view.county.name : listingSetLabels[view.page]
  trail.push({ label, href: sitemapPath(addressOf(view, 0)) })
  return trail
}
