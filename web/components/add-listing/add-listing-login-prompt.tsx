import { useRouterState } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { openAccountModal, type AccountModalMode } from '../../account/account-modal-store.ts'
import { useSiteLinks } from '../../site/site-links.tsx'
import { linkButton } from '../account/account-look.tsx'
import { addListingAbout } from './add-listing-about.ts'

const loginReason = 'Log in to add your property.'

/**
 * What a visitor sees where the form would be (spec §6: advertising a listing needs a login, the prompt first). Each
 * link opens its modal over the page, which then shows the form; before the page is ready it goes to /login and back.
 */
export function AddListingLoginPrompt() {
  const links = useSiteLinks()
  const here = useRouterState({ select: (state) => state.location.href })
  const openModal = (mode: AccountModalMode) => (event: MouseEvent) => {
    event.preventDefault()
    openAccountModal({ mode, reason: loginReason })
  }
  return (
    <div data-testid="add-listing-login" className="flex flex-col gap-3 rounded-lg bg-brand-surface p-4 sm:p-6">
      <p className="m-0 max-w-[70ch] leading-relaxed">
        Listings belong to an account, so you can change a price or mark the land sold later in Manage Listings and see
        how many buyers looked. Log in to add yours, or sign up first: it takes a minute and costs nothing.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <a className={linkButton} href={links.login(here, addListingAbout.title)} onClick={openModal('login')}>
          Log in to add a property
        </a>
        <a
          className="tap-target font-semibold text-brand-primary-dark underline"
          href={links.register}
          onClick={openModal('register')}
        >
          Sign up
        </a>
      </div>
    </div>
  )
}
