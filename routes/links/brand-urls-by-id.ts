import type { BrandId } from '../../brands/brand-config.ts'
import type { ContentPage } from '../../brands/content-pages.ts'
import { perBrand } from '../../brands/brand-ids.ts'
import type { SitemapAddress } from '../../web/api/sitemap-address.ts'
import type { BrandUrls } from './brand-urls.ts'
import { lafUrls } from './laf-urls.ts'
import { landUrls } from './land-urls.ts'
import { landwatchUrls } from './landwatch-urls.ts'
import { sitemapPaths } from './sitemap-urls.ts'
import { readDirectory, readSellerPage } from './url-readers.ts'

// Every brand's URLs by brand id, for the server (it serves all three) and the tests; a browser page imports its own
// brand's module only (routes/client/).

export const brandUrlsById: Record<BrandId, BrandUrls> = { land: landUrls, landwatch: landwatchUrls, laf: lafUrls }

export const siteLinksByBrand = perBrand((brandId) => brandUrlsById[brandId].links)

/** Each brand's seller paths, read back too. */
export const sellerPathsOf = perBrand((brandId) => {
  const urls = brandUrlsById[brandId]
  return { ...urls.seller, parse: (pathname: string) => readSellerPage(urls, pathname) }
})

/** Each brand's directory URLs, read back too. */
export const directoryPathsOf = perBrand((brandId) => {
  const urls = brandUrlsById[brandId]
  return { ...urls.directory, parse: (pathname: string, search: string) => readDirectory(urls, pathname, search) }
})

export const contentPath = (brandId: BrandId, page: ContentPage): string => brandUrlsById[brandId].content.path(page)
export const contentPathsOf = (brandId: BrandId, page: ContentPage): string[] =>
  brandUrlsById[brandId].content.paths(page)

const sitemapPathOf = perBrand((brandId) => sitemapPaths(brandUrlsById[brandId].shapes.sitemap))
export const sitemapPath = (brandId: BrandId, address: SitemapAddress): string => sitemapPathOf[brandId](address)
