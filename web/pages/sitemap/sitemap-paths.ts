import type { BrandId } from '../../../brands/brand-config.ts'
import type { ListingSet } from '../../api/sitemap-pages.ts'

// Where each brand's HTML sitemap pages are (spec §2 sitemaps), in lower case but for a state's abbreviation:
//   main land and farm-and-ranch sites: /sitemap/, /sitemap/texas/, /sitemap/texas/travis-county/[page-2/], and on the
//     main land site /sitemap/featured-listing/TX/[page-2/] and /sitemap/new-listing/TX/[page-2/];
//   rural-land site (/sitemap[/{canonical-location}], no trailing slash): /sitemap, /sitemap/texas, and a county by the
//     location its listing URLs carry (/travis-county-tx/pid/…): /sitemap/travis-county-tx[/page-2].
// A county's name is its URL name (counties.slug: Orleans-Parish-LA, Kenai-Peninsula-Borough-AK, Juneau-Borough-AK).
// The route answers a path only when it is the one built here for what it names (routes/sitemap-route-loader.ts).

interface SitemapShape {
  trailingSlash: boolean
  /** The county under its state (/texas/travis-county), or alone with its state's abbreviation (/travis-county-tx). */
  countyUnderState: boolean
}

export const sitemapShapes: Record<BrandId, SitemapShape> = {
  land: { trailingSlash: true, countyUnderState: true },
  landwatch: { trailingSlash: false, countyUnderState: false },
  laf: { trailingSlash: true, countyUnderState: true },
}

/** A state as its sitemap addresses name it: its URL name (states.slug, 'New-Mexico') and abbreviation. */
interface SitemapStateName {
  slug: string
  abbreviation: string
}

/** The first segment of a state's featured or new listings. */
export const listingSetSegments: Record<ListingSet, string> = {
  featured: 'featured-listing',
  new: 'new-listing',
}

export type SitemapAddress =
  | { page: 'index' }
  | { page: 'state'; state: SitemapStateName }
  | { page: 'county'; state: SitemapStateName; countySlug: string; pageIndex: number }
  | { page: ListingSet; state: SitemapStateName; pageIndex: number }

/** page-{n} from the second page on, n = pageIndex + 1, as search pages number theirs. */
const pageSegments = (pageIndex: number) => (pageIndex > 0 ? [`page-${pageIndex + 1}`] : [])

function segmentsOf(shape: SitemapShape, address: SitemapAddress): string[] {
  switch (address.page) {
    case 'index':
      return []
    case 'state':
      return [address.state.slug.toLowerCase()]
    case 'county': {
      const county = address.countySlug.toLowerCase()
      const inState = county.slice(0, -`-${address.state.abbreviation}`.length)
      const place = shape.countyUnderState ? [address.state.slug.toLowerCase(), inState] : [county]
      return [...place, ...pageSegments(address.pageIndex)]
    }
    default:
      return [listingSetSegments[address.page], address.state.abbreviation, ...pageSegments(address.pageIndex)]
  }
}

/** The address of a sitemap page on the brand. */
export function sitemapPath(brandId: BrandId, address: SitemapAddress): string {
  const shape = sitemapShapes[brandId]
  const path = ['/sitemap', ...segmentsOf(shape, address)].join('/')
  return shape.trailingSlash ? `${path}/` : path
}
