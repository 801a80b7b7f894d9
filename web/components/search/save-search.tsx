import { Suspense, useEffect, useState } from 'react'
import { openAccountModal } from '../../account/account-modal-store.ts'
import { useLoginInfo } from '../../account/use-login-info.tsx'
import { savedSearchPopoverDue } from '../../rules/account-timing.ts'
import type { SearchCriteria } from '../../search/search-criteria.ts'
import { useBrand } from '../../site/brand-context.tsx'
import { whenIdle } from '../../site/idle-queue.ts'
import { lazyWithNotice } from '../lazy-with-notice.tsx'
import { useDialogOpener } from '../modal-dialog.tsx'
import type { SaveSearchDialogProps } from './save-search-dialog.tsx'

const SaveSearchDialog = lazyWithNotice<SaveSearchDialogProps>(() => import('./save-search-dialog.tsx'), 'save form')

/** When the saved-search popover last showed in this browser (spec §9: at most once per 30 days). */
export const popoverShownKey = 'saved-search-popover-shown'

function readShown(): number | null {
  try {
    const value = localStorage.getItem(popoverShownKey)
    return value === null ? null : Number(value)
  } catch {
    return Date.now() // storage blocked: never nag
  }
}

/**
 * Save search on a search page (spec §2 saved search): a name and how often to mail new matches. A visitor logs in
 * first (the login modal), then the form opens. On a wide screen a popover suggests it, at most once per 30 days.
 */
export function SaveSearch(props: { criteria: SearchCriteria; heading: string }) {
  const login = useLoginInfo()
  const brand = useBrand()
  const opener = useDialogOpener()
  const [popover, setPopover] = useState(false)
  // When the browser is idle: the first read of local storage is slow, and the effects after hydration share a task.
  useEffect(
    () =>
      whenIdle(() => {
        if (
          !savedSearchPopoverDue(brand.timings.savedSearchPopoverMinWidth, window.innerWidth, readShown(), Date.now())
        )
          return
        setPopover(true)
        try {
          localStorage.setItem(popoverShownKey, String(Date.now()))
        } catch {
          // Storage blocked: shown this once.
        }
      }),
    [],
  )
  const open = () => {
    setPopover(false)
    if (login.userInfo) return opener.buttonProps.onClick()
    openAccountModal({ mode: 'login', reason: 'Log in to save this search.', then: opener.buttonProps.onClick })
  }
  return (
    <div
      className="relative"
      // The popover lies over the count's row: once the keyboard's focus moves on past it, it goes.
      onBlur={(event) => {
        if (popover && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setPopover(false)
      }}
    >
      <button
        {...opener.buttonProps}
        onClick={open}
        data-testid="save-search-button"
        className="tap-target cursor-pointer rounded-full border border-solid border-brand-primary bg-white px-4 py-1 text-sm font-semibold text-brand-primary hover:bg-brand-surface"
      >
        Save search
      </button>
      {popover && (
        <div
          role="status"
          data-testid="saved-search-popover"
          // Beside the button, one line high, in the row of the count: below it would lie over the first result.
          className="absolute right-full top-1/2 z-20 mr-3 -translate-y-1/2 whitespace-nowrap rounded-lg bg-white px-3 py-1 text-sm text-brand-ink shadow-xl"
        >
          <div className="flex items-center gap-2">
            <p className="m-0">Get new matches by email</p>
            <button
              type="button"
              aria-label="Close"
              onClick={() => {
                setPopover(false)
                // This button goes with the popover: the focus moves to what the popover points at.
                opener.buttonProps.ref.current?.focus()
              }}
              className="tap-target -m-1 shrink-0 cursor-pointer rounded border-0 bg-transparent p-1 text-lg leading-none text-brand-ink"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </div>
      )}
      {opener.loaded && (
        <Suspense
          fallback={
            <span role="status" className="sr-only">
              Opening the save form…
            </span>
          }
        >
          <SaveSearchDialog {...opener.dialogProps} criteria={props.criteria} defaultName={props.heading} />
        </Suspense>
      )}
    </div>
  )
}
