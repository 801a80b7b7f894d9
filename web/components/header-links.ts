import { useLoginInfo } from '../account/use-login-info.tsx'
import { useBrand } from '../site/brand-context.tsx'
import { brandLinkHref, useSiteLinks } from '../site/site-links.tsx'

export interface HeaderLink {
  label: string
  href: string
}

/**
 * The header's links, shared by the wide header and the mobile menu: the brand's navigation (links that need a
 * login go through the login page first for a visitor) and Sign up / Log in, which returns to the current page.
 */
export function useHeaderLinks(currentPath: string): {
  navigation: HeaderLink[]
  signUp: HeaderLink
  logIn: HeaderLink
} {
  const brand = useBrand()
  const links = useSiteLinks()
  const loggedIn = useLoginInfo().isLoggedIn
  return {
    navigation: brand.headerNav.map((item) => ({ label: item.label, href: brandLinkHref(item, links, loggedIn) })),
    signUp: { label: 'Sign up', href: links.register },
    logIn: { label: 'Log in', href: links.login(currentPath) },
  }
}
