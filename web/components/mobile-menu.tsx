import { useEffect, useRef } from 'react'
import { accountMenuSections } from '../account/account-links.ts'
import { useLogOut } from '../account/use-log-out.ts'
import type { LoginInfo } from '../api/login-info.ts'
import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks } from '../site/site-links.tsx'
import type { HeaderLink } from './header-links.ts'

/**
 * The header's navigation on narrow screens, below the header bar. Focus moves to its first link when it opens;
 * Escape closes it (the header then returns focus to the menu button).
 */
export default function MobileMenu(props: {
  id: string
  links: HeaderLink[]
  /** Logged in: the account sections and Log out follow the navigation (spec §2 Header, logged-in menu). */
  login: LoginInfo
  onClose: () => void
}) {
  const brand = useBrand()
  const siteLinks = useSiteLinks()
  const { leaving, logOut } = useLogOut()
  const list = useRef<HTMLUListElement>(null)
  const user = props.login.userInfo

  const { onClose } = props
  useEffect(() => {
    list.current?.querySelector('a')?.focus()
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [onClose])
  return (
    <nav
      id={props.id}
      aria-label="Menu"
      data-testid="mobile-menu"
      className="absolute inset-x-0 top-full border-t border-black/10 bg-brand-header-bg text-brand-header-ink shadow-lg xl:hidden"
    >
      <ul ref={list} className="m-0 list-none px-4 py-2">
        {props.links.map((link) => (
          <li key={link.href}>
            <a className="block py-3 text-base font-semibold no-underline hover:underline" href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      {user && (
        <div className="border-0 border-t border-solid border-black/10 px-4 py-2">
          {accountMenuSections(brand, user, siteLinks)
            .slice(0, 1)
            .map((section) => (
              <ul key={section.title} aria-label={section.title} className="m-0 list-none p-0">
                {section.links.map((link) => (
                  <li key={link.href}>
                    <a className="block py-3 text-base font-semibold no-underline hover:underline" href={link.href}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            ))}
          <button
            type="button"
            onClick={logOut}
            disabled={leaving}
            className="tap-target my-2 cursor-pointer rounded border border-solid border-current bg-transparent px-4 py-2 font-body text-base font-semibold text-inherit"
          >
            {leaving ? 'Logging out…' : 'Log out'}
          </button>
        </div>
      )}
    </nav>
  )
}
