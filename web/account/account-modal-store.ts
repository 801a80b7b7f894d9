import { useSyncExternalStore } from 'react'

// Which account modal is asked for, and the login popover (spec §4: login, reset and register are modals whose code loads when one is first
// opened). A tiny store rather than context: a heart deep in a card asks for the login modal without every page
// passing a callback down, and nothing of the modal's code is in the first script.

export type AccountModalMode = 'login' | 'register' | 'reset' | 'link'

export interface AccountModalRequest {
  mode: AccountModalMode
  /** What the person was doing when asked to log in: it runs once they have (spec §4: the like runs after login). */
  then?: () => void
  /** Shown above the form: why a login is asked for ('Log in to save this property.'). */
  reason?: string
}

/** The login popover (spec §4, §9): who just logged in, and whether it is a seller's first login by token. */
export interface LoginPopoverRequest {
  contactName: string
  sellerWelcome: boolean
}

interface AccountUiState {
  modal: AccountModalRequest | null
  popover: LoginPopoverRequest | null
}

let state: AccountUiState = { modal: null, popover: null }
const listeners = new Set<() => void>()

function update(change: Partial<AccountUiState>) {
  state = { ...state, ...change }
  for (const listener of listeners) listener()
}

export const openAccountModal = (modal: AccountModalRequest) => update({ modal })
export const closeAccountModal = () => update({ modal: null })
export const showLoginPopover = (popover: LoginPopoverRequest) => update({ popover })
export const hideLoginPopover = () => update({ popover: null })

const serverState: AccountUiState = { modal: null, popover: null }

export function useAccountUi(): AccountUiState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => serverState,
  )
}

/** A popover to show on the next page this tab loads: a login from /login moves to a new page at once. */
const pendingPopoverKey = 'login-popover'

export function showLoginPopoverOnNextPage(popover: LoginPopoverRequest): void {
  try {
    sessionStorage.setItem(pendingPopoverKey, JSON.stringify(popover))
  } catch {
    // Storage blocked: the next page shows no popover, the person is logged in all the same.
  }
}

/** Shows the popover a login on the page before left for this one, once. */
export function showPendingLoginPopover(): void {
  try {
    const pending = sessionStorage.getItem(pendingPopoverKey)
    if (!pending) return
    sessionStorage.removeItem(pendingPopoverKey)
    const popover = JSON.parse(pending) as Partial<LoginPopoverRequest>
    if (typeof popover.contactName === 'string') {
      showLoginPopover({ contactName: popover.contactName, sellerWelcome: popover.sellerWelcome === true })
    }
  } catch {
    // Storage blocked or a value not ours: no popover.
  }
}
