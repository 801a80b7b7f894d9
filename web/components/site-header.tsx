import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react'
import { HeaderAccount } from '../account/header-account.tsx'
import { useLoginInfo } from '../account/use-login-info.tsx'
import type { HeaderSearchRow } from '../rules/page-types.ts'
import { useBrand } from '../site/brand-context.tsx'
import { brandLinkHref, useSiteLinks } from '../site/site-links.tsx'
import { useHeaderLinks } from './header-links.ts'
import { MenuIcon } from './menu-icon.tsx'
import { NearMeLink } from './near-me-link.tsx'
import { SearchBar } from './search-bar.tsx'

// The menu's code loads the first time it is opened (spec §2 Header, lazily loaded areas: mobile navigation).
const MobileMenu = lazy(() => import('./mobile-menu.tsx'))

/**
 * The brand's header: logo, navigation, Sign up and Log in (or the logged-in menu), transparent over the home page hero. Below the xl
 * breakpoint (1025 px) the navigation folds into the mobile menu, so nothing wraps over the page. The search bar
 * has a row of its own under the bar at every width (beside the navigation it would leave too little room for
 * typing at 1025-1600 px), except on a transparent header: that one lies over the home page hero, which has the
 * large search bar.
 */
export function SiteHeader(props: { transparent: boolean; searchRow: HeaderSearchRow; currentPath: string }) {
  const brand = useBrand()
  const links = useSiteLinks()
  const { navigation, signUp, logIn } = useHeaderLinks(props.currentPath)
  const login = useLoginInfo()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const menuButton = useRef<HTMLButtonElement>(null)
  const setMenu = useCallback((open: boolean) => {
    setMenuOpen(open)
    // Opening and closing both scroll to the top (spec §2 Header), where the menu and the page title are.
    window.scrollTo({ top: 0 })
    if (!open) menuButton.current?.focus()
  }, [])
  const closeMenu = useCallback(() => setMenu(false), [setMenu])
  const tone = props.transparent
    ? 'absolute inset-x-0 top-0 z-10 bg-transparent text-white'
    : 'relative z-10 bg-brand-header-bg text-brand-header-ink shadow-sm'
  return (
    <header data-testid="site-header" data-transparent={props.transparent} className={`${tone} font-body`}>
      {brand.headerBand.length > 0 && (
        <HeaderBand
          links={brand.headerBand.map((link) => ({ ...link, href: brandLinkHref(link, links, login.isLoggedIn) }))}
        />
      )}
      <div className="mx-auto flex max-w-7xl items-center gap-x-6 px-4 py-3">
        <a
          href={links.home}
          className="flex min-w-0 items-center gap-2 no-underline"
          aria-label={`${brand.displayName} home`}
        >
          <img src={brand.icons.logo} alt="" width={36} height={36} className="shrink-0" />
          <span className="truncate font-heading text-lg font-bold xs:text-xl" data-testid="brand-name">
            {brand.displayName}
          </span>
        </a>
        <nav aria-label="Main" className="hidden flex-1 items-center gap-x-5 text-sm font-semibold xl:flex">
          {navigation.map((item) => (
            <a key={item.href} className="py-1 no-underline hover:underline" href={item.href}>
              {item.label}
            </a>
          ))}
        </nav>
        <HeaderAccount signUp={signUp} logIn={logIn} />
        <button
          ref={menuButton}
          type="button"
          data-testid="mobile-menu-button"
          className="ml-auto flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded border-0 bg-transparent text-inherit xl:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenu(!menuOpen)}
        >
          <MenuIcon open={menuOpen} />
        </button>
      </div>
      {props.searchRow !== 'none' && (
        <HeaderSearchRow wideOnly={props.searchRow === 'wide'} locationBar={brand.isLand} />
      )}
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            links={login.userInfo ? navigation : [...navigation, signUp, logIn]}
            login={login}
            onClose={closeMenu}
          />
        </Suspense>
      )}
    </header>
  )
}

/**
 * The search under the header bar. On the main land site's narrow screens it is the mobile location bar: the place
 * search and Near me, to land near the visitor (spec §2: /search/all-land/).
 */
function HeaderSearchRow(props: { wideOnly: boolean; locationBar: boolean }) {
  return (
    <div
      data-testid="header-search-row"
      className={`mx-auto max-w-7xl items-center gap-3 px-4 pb-3 ${props.wideOnly ? 'hidden md:flex' : 'flex'}`}
    >
      <div className="min-w-0 flex-1 md:max-w-xl">
        <SearchBar size="header" />
      </div>
      {props.locationBar && (
        <NearMeLink
          testId="mobile-location-bar-near-me"
          className="shrink-0 whitespace-nowrap py-2 text-sm font-semibold text-inherit underline md:hidden"
        />
      )}
    </div>
  )
}

/** The brand's strip of links above the bar, on wide screens (on phones the same pages are in the menu's sections). */
function HeaderBand(props: { links: readonly { label: string; href: string }[] }) {
  return (
    <nav aria-label="Resources" data-testid="header-band" className="hidden bg-brand-primary text-white md:block">
      <ul className="m-0 mx-auto flex max-w-7xl list-none justify-end gap-6 px-4 py-1 text-xs font-semibold">
        {props.links.map((link) => (
          <li key={link.href}>
            <a className="tap-target no-underline hover:underline" href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
