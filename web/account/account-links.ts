import { accountPaths, myAccountMenuSection } from '../../brands/account-menu.ts'
import type { BrandConfig } from '../../brands/brand-config.ts'
import type { UserInfo } from '../api/login-info.ts'
import { brandLinkHref, type SiteLinks } from '../site/site-links.tsx'
import { safeReturnPath } from './return-path.ts'

export interface MenuSection {
  title: string
  links: { label: string; href: string }[]
}

/**
 * The logged-in menu (spec §2 Header): the brand's sections, the account section first, with Manage Listings and the
 * lead inbox for a seller and the dashboard for an admin added to it. Log out is the menu's own button.
 */
export function accountMenuSections(brand: BrandConfig, user: UserInfo, links: SiteLinks): MenuSection[] {
  const extra = [
    ...(user.isSeller
      ? [
          { label: 'Manage Listings', href: accountPaths.manageListings },
          { label: 'Leads', href: accountPaths.leads },
        ]
      : []),
    ...(user.isAdmin ? [{ label: 'Dashboard', href: accountPaths.dashboard }] : []),
  ]
  return brand.accountMenu.map((section) => {
    const sectionLinks = section.links.map((link) => ({ label: link.label, href: brandLinkHref(link, links, true) }))
    return {
      ...section,
      links: section.title === myAccountMenuSection.title ? [...sectionLinks, ...extra] : sectionLinks,
    }
  })
}

/**
 * Where logging out returns (spec §2): the current path and query, or home from an account page. Home too for a path
 * that is not a safe return path: the 404 page answers 'http://site//evil.example/', whose pathname
 * '//evil.example/' location.assign() would take to another site (an open redirect through Log out).
 */
export function afterLogoutPath(pathname: string, search: string): string {
  if (pathname.startsWith(accountPaths.overview)) return '/'
  return safeReturnPath(`${pathname}${search}`) ?? '/'
}
