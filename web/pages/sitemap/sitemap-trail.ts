import type { BrandId } from '../../../brands/brand-config.ts'
import type { SitemapView } from '../../api/sitemap-pages.ts'
import type { BreadcrumbStep } from '../../seo/breadcrumbs.ts'
import { sitemapPath, type SitemapAddress } from './sitemap-paths.ts'

// Where a sitemap page sits: home, the sitemap, the state, then the county or the state's featured or new listings.
// The page shows the trail and its head carries it as schema.org's BreadcrumbList (web/seo/breadcrumbs.ts).

/** The address of the page a view shows (the route answers only there), or of another page of its listings. */
export function addressOf(
  view: SitemapView,
  pageIndex = 'listings' in view ? view.listings.pageIndex : 0,
): SitemapAddress {
  switch (view.page) {
    case 'index':
      return { page: 'index' }
    case 'state':
      return { page: 'state', state: view.state }
    case 'county':
      return { page: 'county', state: view.state, countySlug: view.county.slug, pageIndex }
    default:
      return { page: view.page, state: view.state, pageIndex }
  }
}

const listingSetLabels = { featured: 'Featured Listings', new: 'New Listings' }

export function sitemapTrail(brandId: BrandId, view: SitemapView): BreadcrumbStep[] {
  const path = (address: SitemapAddress) => sitemapPath(brandId, address)
  const trail = [
    { label: 'Home', href: '/' },
    { label: 'Sitemap', href: path({ page: 'index' }) },
  ]
  if (view.page === 'index') return trail
  trail.push({ label: view.state.name, href: path({ page: 'state', state: view.state }) })
  if (view.page === 'state') return trail
  const label = view.page === 'county' ? view.county.name : listingSetLabels[view.page]
  trail.push({ label, href: path(addressOf(view, 0)) })
  return trail
}
