import type { SitemapAddress } from '../../web/api/sitemap-address.ts'
import { pageSegment } from './place-params.ts'
import { pathBuilder, patternRoot } from './url-pattern.ts'

// The HTML sitemap's pages (spec §2 sitemaps) in the brand's patterns, lower case but for a state's abbreviation. A
// county's name is its URL name (counties.slug: Orleans-Parish-LA, Kenai-Peninsula-Borough-AK); a brand writes it
// under its state without the abbreviation (:state/:county), or alone as its listing URLs carry it (:countySlug). The
// route answers a path only when it is the one built here for what it names (routes/sitemap-route-loader.ts). Only
// the sitemap's route and pages build these, so they load with them.

/**
 * The sitemap's pages, from the brand's county page: the index at its root, a state's page, a state's featured and new
 * listings (the main land site's: brands/*.ts features.featuredAndNewSitemaps), each with its trailing slash or none.
 */
export function sitemapShapes(countyShape: string): Record<SitemapAddress['page'], string> {
  const root = `/${patternRoot(countyShape)}`
  const slash = countyShape.endsWith('/') ? '/' : ''
  return {
    index: `${root}${slash}`,
    state: `${root}/:state${slash}`,
    county: countyShape,
    featured: `${root}/featured-listing/:abbreviation/:page?${slash}`,
    new: `${root}/new-listing/:abbreviation/:page?${slash}`,
  }
}

const countySlug = (address: SitemapAddress) => (address.page === 'county' ? address.countySlug.toLowerCase() : '')

const sitemapWriters = {
  state: (address: SitemapAddress) => ('state' in address ? address.state.slug.toLowerCase() : ''),
  county: (address: SitemapAddress) =>
    address.page === 'county' ? countySlug(address).slice(0, -`-${address.state.abbreviation}`.length) : '',
  countySlug,
  abbreviation: (address: SitemapAddress) => ('state' in address ? address.state.abbreviation : ''),
  page: (address: SitemapAddress) => pageSegment('pageIndex' in address ? address.pageIndex : 0),
}

/** The address of a sitemap page on the brand, from its county page's shape. */
export function sitemapPaths(countyShape: string): (address: SitemapAddress) => string {
  const shapes = Object.entries(sitemapShapes(countyShape))
  const builders = new Map(shapes.map(([page, shape]) => [page, pathBuilder(shape, sitemapWriters)]))
  return (address) => builders.get(address.page)!(address)
}
