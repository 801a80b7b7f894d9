import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import type { HeaderLink } from '../components/header-links.ts'
import { openAccountModal } from './account-modal-store.ts'
import { useLoginInfo } from './use-login-info.ts'

const AccountMenu = lazy(() => import('./account-menu.tsx'))

const buttonClass =
  'rounded bg-brand-primary px-3 py-1.5 font-body text-sm font-semibold text-white no-underline hover:bg-brand-primary-dark'

/**
 * The header's account corner on wide screens: Sign up (the register modal) and Log in for a visitor; for a logged-in
 * person a My Account button whose menu (spec §2 Header, logged-in menu) loads on the first click.
 */
export function HeaderAccount(props: { signUp: HeaderLink; logIn: HeaderLink }) {
  const login = useLoginInfo()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const wrapper = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const closeOutside = (event: Event) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])
  if (!login.userInfo) {
    return (
      <div className="hidden items-center gap-3 text-sm font-semibold xl:flex">
        <a
          className="py-1 no-underline hover:underline"
          href={props.signUp.href}
          onClick={(event) => {
            // With the page hydrated the sign-up form opens over it; the link stays for a page that is not yet.
            event.preventDefault()
            openAccountModal({ mode: 'register' })
          }}
        >
          {props.signUp.label}
        </a>
        <a className={buttonClass} href={props.logIn.href}>
          {props.logIn.label}
        </a>
      </div>
    )
  }
  return (
    <div ref={wrapper} className="relative hidden xl:block" data-testid="account-menu-wrapper">
      <button
        type="button"
        className={`${buttonClass} cursor-pointer border-0`}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="account-menu-button"
        onClick={() => setOpen(!open)}
      >
        My Account
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenu
            id={menuId}
            user={login.userInfo}
            onClose={(refocus) => {
              setOpen(false)
              if (refocus) wrapper.current?.querySelector('button')?.focus()
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
