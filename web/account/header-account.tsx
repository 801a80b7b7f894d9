import { lazy, Suspense } from 'react'
import type { HeaderLink } from '../components/header-links.ts'
import { openAccountModal } from './account-modal-store.ts'
import { useLoginInfo } from './use-login-info.tsx'

const AccountMenuButton = lazy(() => import('./account-menu-button.tsx'))

const buttonClass =
  'rounded bg-brand-primary px-3 py-1.5 font-body text-sm font-semibold text-white no-underline hover:bg-brand-primary-dark'

/**
 * The header's account corner on wide screens: Sign up (the register modal) and Log in for a visitor; for a logged-in
 * person the My Account button and menu, server-rendered but loaded in the browser only for them.
 */
export function HeaderAccount(props: { signUp: HeaderLink; logIn: HeaderLink }) {
  const login = useLoginInfo()
  if (login.userInfo) {
    return (
      <Suspense fallback={null}>
        <AccountMenuButton user={login.userInfo} className={buttonClass} />
      </Suspense>
    )
  }
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
