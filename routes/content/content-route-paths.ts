import type { BrandId } from '../../brands/brand-config.ts'
import { contentPath, contentPathsOf, type ContentPage } from '../../brands/content-paths.ts'

/**
 * The paths one content page answers on a brand, each with the canonical path the page names in its head: a
 * factory makes one route per entry, `beforeLoad: () => ({ canonicalPath })`, so the common alias (/termsofuse/ on
 * the farm-and-ranch site) points crawlers at the brand's own shape (/about/termsandconditions/).
 */
export function contentRoutePaths(brandId: BrandId, page: ContentPage): { path: string; canonicalPath: string }[] {
  const canonicalPath = contentPath(brandId, page)
  return contentPathsOf(brandId, page).map((path) => ({ path, canonicalPath }))
}
