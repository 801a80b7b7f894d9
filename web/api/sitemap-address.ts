import type { ListingSet, SitemapView } from './sitemap-pages.ts'

// What a sitemap page's address names; each brand writes it in its own shape (routes/links/sitemap-urls.ts).

/** A state as its sitemap addresses name it: its URL name (states.slug, 'New-Mexico') and abbreviation. */
interface SitemapStateName {
  slug: string
  abbreviation: string
}

export type SitemapAddress =
  | { page: 'index' }
  | { page: 'state'; state: SitemapStateName }
  | { page: 'county'; state: SitemapStateName; countySlug: string; pageIndex: number }
  | { page: ListingSet; state: SitemapStateName; pageIndex: number }

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
