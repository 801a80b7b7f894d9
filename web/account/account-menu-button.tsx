import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import type { UserInfo } from '../api/login-info.ts'

const AccountMenu = lazy(() => import('./account-menu.tsx'))

/**
 * The logged-in header's My Account button and its menu (spec §2 Header), which loads on the first click. Loaded
 * itself only for a logged-in person, so a visitor's first script carries none of it. Closes on Escape (the menu's)
 * and on a press outside.
 */
export default function AccountMenuButton(props: { user: UserInfo; className: string }) {
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
  return (
    <div ref={wrapper} className="relative hidden xl:block" data-testid="account-menu-wrapper">
      <button
        type="button"
        className={`${props.className} cursor-pointer border-0`}
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
            user={props.user}
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
