import { useQueryClient } from '@tanstack/react-query'
import { loginInfoKey, type LoginInfo } from '../api/login-info.ts'
import { useBrand } from '../site/brand-context.tsx'
import { showLoginPopover } from './account-modal-store.ts'

/** Where a seller's first token login is remembered, so its welcome shows once per browser (spec §4). */
export const sellerWelcomeKey = (userId: number) => `seller-welcome-shown:${userId}`

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

/** After any login: the page's login info becomes the new one (every heart and menu follows) and the popover shows. */
export function useApplyLogin() {
  const queryClient = useQueryClient()
  const brand = useBrand()
  return (info: LoginInfo, options: { byToken?: boolean } = {}) => {
    queryClient.setQueryData(loginInfoKey(brand.siteId), info)
    if (info.userInfo) {
      showLoginPopover({
        contactName: info.userInfo.contactName,
        sellerWelcome: sellerWelcomeDue(info, options.byToken ?? false),
      })
    }
  }
}
