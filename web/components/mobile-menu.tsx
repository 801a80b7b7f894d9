import { useEffect, useRef } from 'react'
import type { HeaderLink } from './header-links.ts'

/**
 * The header's navigation on narrow screens, below the header bar. Focus moves to its first link when it opens;
 * Escape closes it (the header then returns focus to the menu button).
 */
export default function MobileMenu(props: { id: string; links: HeaderLink[]; onClose: () => void }) {
  const list = useRef<HTMLUListElement>(null)
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
    </nav>
  )
}
