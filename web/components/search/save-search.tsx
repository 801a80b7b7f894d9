import { lazy, Suspense, useEffect, useState } from 'react'
import { openAccountModal } from '../../account/account-modal-store.ts'
import { useLoginInfo } from '../../account/use-login-info.tsx'
import type { SearchCriteria } from '../../search/search-criteria.ts'
import { chunkWithTimeout } from '../../site/chunk-timeout.ts'
import { whenIdle } from '../../site/idle-queue.ts'
import { lazyWithNotice } from '../lazy-with-notice.tsx'
import { useDialogOpener } from '../modal-dialog.tsx'
import type { SaveSearchDialogProps } from './save-search-dialog.tsx'
import type { SavedSearchPopoverProps } from './saved-search-popover.tsx'

const SaveSearchDialog = lazyWithNotice<SaveSearchDialogProps>(() => import('./save-search-dialog.tsx'), 'save form')

// The nudge is a chunk of its own, loaded when the browser is idle: nothing of it shows with the first paint, and
// the search page's first script has no room to spare (issue 31). One that fails to load is logged, and not missed.
const SavedSearchPopover = lazy(() =>
  chunkWithTimeout(() => import('./saved-search-popover.tsx'), 'saved-search popover')().catch((error: unknown) => {
    console.error('Loading the saved-search popover failed', error)
    return { default: (_: SavedSearchPopoverProps) => null }
  }),
)

/** When the saved-search popover last showed in this browser (spec §9: at most once per 30 days). */
export const popoverShownKey = 'saved-search-popover-shown'

/**
 * Save search on a search page (spec §2 saved search): a name and how often to mail new matches. A visitor logs in
 * first (the login modal), then the form opens. On a wide screen a popover suggests it, at most once per 30 days.
 */
export function SaveSearch(props: { criteria: SearchCriteria; heading: string }) {
  const login = useLoginInfo()
  const opener = useDialogOpener()
  // 'asked' once the browser is idle: the nudge's chunk then decides whether it shows ('shown'); 'gone' for good.
  const [popover, setPopover] = useState<'waiting' | 'asked' | 'shown' | 'gone'>('waiting')
  // When the browser is idle: the first read of local storage is slow, and the effects after hydration share a task.
  useEffect(() => whenIdle(() => setPopover((state) => (state === 'waiting' ? 'asked' : state))), [])
  const open = () => {
    setPopover('gone')
    if (login.userInfo) return opener.buttonProps.onClick()
    openAccountModal({ mode: 'login', reason: 'Log in to save this search.', then: opener.buttonProps.onClick })
  }
  return (
    <div
      className="relative"
      // The popover lies over the count's row: once the keyboard's focus moves on past it, it goes.
      onBlur={(event) => {
        if (popover === 'shown' && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget))
          setPopover('gone')
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
      {(popover === 'asked' || popover === 'shown') && (
        <Suspense fallback={null}>
          <SavedSearchPopover
            storageKey={popoverShownKey}
            onShown={() => setPopover('shown')}
            onClose={() => {
              setPopover('gone')
              // This button goes with the popover: the focus moves to what the popover points at.
              opener.buttonProps.ref.current?.focus()
            }}
          />
        </Suspense>
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
