import { accountPaths } from '../../../brands/account-menu.ts'

// Where the saved properties of a site and page are (page indexes count from 0). The main land site names the site in
// the path (spec §2: /account/savedproperties/{siteId}/page-{n}, "with n empty for the first page", as its route reads
// it); the other sites show their own saved properties only, with ?page=N from the second page.

export function savedPropertiesHref(brand: { isLand: boolean }, siteId: number, pageIndex: number): string {
  if (brand.isLand) {
    return `${accountPaths.savedProperties}${siteId}/page-${pageIndex > 0 ? pageIndex + 1 : ''}`
  }
  return pageIndex > 0 ? `${accountPaths.savedProperties}?page=${pageIndex + 1}` : accountPaths.savedProperties
}
