import { useEffect, useRef } from 'react'
import type { UserInfo } from '../api/login-info.ts'
import { useBrand } from '../site/brand-context.tsx'
import { useSiteLinks } from '../site/site-links.tsx'
import { accountMenuSections } from './account-links.ts'
import { useLogOut } from './use-log-out.ts'

/**
 * The logged-in menu (spec §2 Header): Log out, then the brand's sections (My Account, Saved Properties, Saved
 * Searches, Settings, Finance, Auctions, Property Types, Other Searches). Focus moves in when it opens; Escape closes
 * it and returns focus to its button.
 */
export default function AccountMenu(props: { id: string; user: UserInfo; onClose: (refocus: boolean) => void }) {
  const brand = useBrand()
  const links = useSiteLinks()
  const panel = useRef<HTMLDivElement>(null)
  const { leaving, logOut } = useLogOut()
  const { onClose } = props
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('button, a')?.focus()
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true)
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [onClose])
  return (
    <div
      ref={panel}
      id={props.id}
      data-testid="account-menu"
      className="absolute right-0 top-full z-30 mt-2 max-h-[80vh] w-72 overflow-y-auto rounded-lg bg-white p-4 text-left text-brand-ink shadow-xl"
    >
      <p className="m-0 truncate text-sm text-brand-muted">Logged in as {props.user.contactName}</p>
      <button
        type="button"
        onClick={logOut}
        disabled={leaving}
        className="tap-target mt-2 w-full cursor-pointer rounded border border-solid border-gray-300 bg-white px-3 py-2 font-body text-sm font-semibold text-brand-ink hover:bg-brand-surface"
      >
        {leaving ? 'Logging out…' : 'Log out'}
      </button>
      {accountMenuSections(brand, props.user, links).map((section) => (
        <nav key={section.title} aria-label={section.title} className="mt-4">
          <h2 className="m-0 text-xs font-bold uppercase tracking-wide text-brand-muted">{section.title}</h2>
          <ul className="m-0 mt-1 list-none p-0">
            {section.links.map((link) => (
              <li key={link.href}>
                <a className="block py-1.5 text-sm no-underline hover:underline" href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  )
}
