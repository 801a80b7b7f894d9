import { useEffect } from 'react'
import { accountPaths } from '../../brands/account-menu.ts'
import { useBrand } from '../site/brand-context.tsx'
import { hideLoginPopover, type LoginPopoverRequest } from './account-modal-store.ts'
import { loginPopoverTimeoutMs } from '../rules/account-timing.ts'

/**
 * The login popover (spec §4, §9): says who is logged in and hides itself after 5 s on a phone, 10 s otherwise (or
 * at Escape). A seller's first login by token gets a welcome that points to their listings (shown once per browser).
 */
export default function LoginPopover(props: { popover: LoginPopoverRequest }) {
  const brand = useBrand()
  useEffect(() => {
    const timer = setTimeout(hideLoginPopover, loginPopoverTimeoutMs(window.innerWidth))
    // It lies over the header's account button: Escape puts it away without moving the keyboard's focus.
    const hideOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hideLoginPopover()
    }
    document.addEventListener('keydown', hideOnEscape)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('keydown', hideOnEscape)
    }
  }, [props.popover])
  return (
    <div
      role="status"
      data-testid="login-popover"
      className="fixed right-4 top-4 z-40 w-[min(22rem,calc(100vw-2rem))] rounded-lg bg-white p-4 text-brand-ink shadow-xl"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="m-0 font-semibold">
          {props.popover.sellerWelcome
            ? `Welcome to ${brand.displayName}, ${props.popover.contactName}.`
            : `You are logged in as ${props.popover.contactName}.`}
        </p>
        <button
          type="button"
          aria-label="Close"
          onClick={hideLoginPopover}
          className="tap-target -m-1 cursor-pointer rounded border-0 bg-transparent p-1 text-xl leading-none text-brand-ink"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="m-0 mt-2 text-sm">
        {props.popover.sellerWelcome ? (
          <>
            Your listings, their views and leads are in{' '}
            <a className="text-brand-primary underline" href={accountPaths.manageListings}>
              Manage Listings
            </a>
            .
          </>
        ) : (
          <>
            Your saved properties and searches are in{' '}
            <a className="text-brand-primary underline" href={accountPaths.overview}>
              My Account
            </a>
            .
          </>
        )}
      </p>
    </div>
  )
}
