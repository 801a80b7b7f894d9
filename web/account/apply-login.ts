import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { LoginInfo } from '../api/login-info.ts'
import { loginInfoKey } from '../api/login-state.ts'
import { useBrand } from '../site/brand-context.tsx'
import { showLoginPopover, showLoginPopoverOnNextPage } from './account-modal-store.ts'

/** Where a seller's first token login is remembered, so its welcome shows once per browser (spec §4). */
const sellerWelcomeKey = (userId: number) => `seller-welcome-shown:${userId}`

function sellerWelcomeDue(info: LoginInfo, byToken: boolean): boolean {
  const user = info.userInfo
  if (!byToken || !user?.isSeller) return false
  try {
    if (localStorage.getItem(sellerWelcomeKey(user.id))) return false
    localStorage.setItem(sellerWelcomeKey(user.id), new Date().toISOString())
    return true
  } catch {
    return user.firstLogin // storage blocked: the server's first-login flag still shows it once
  }
}

/**
 * After any login: the page's login info becomes the new one (every heart and menu follows) and the popover shows,
 * on this page or, when the login moves on to another (`leaving`, from /login), on the next.
 */
export function applyLogin(
  queryClient: QueryClient,
  siteId: number,
  info: LoginInfo,
  options: { byToken?: boolean; leaving?: boolean } = {},
) {
  queryClient.setQueryData(loginInfoKey(siteId), info)
  if (!info.userInfo) return
  const popover = {
    contactName: info.userInfo.contactName,
    sellerWelcome: sellerWelcomeDue(info, options.byToken ?? false),
  }
  if (options.leaving) showLoginPopoverOnNextPage(popover)
  else showLoginPopover(popover)
}

/** applyLogin for a form's component. */
export function useApplyLogin() {
  const queryClient = useQueryClient()
  const brand = useBrand()
  return (info: LoginInfo, options: { leaving?: boolean } = {}) => applyLogin(queryClient, brand.siteId, info, options)
}
