import { logoutCall } from '../api/authenticate.ts'
import { sendAccountCall } from '../api/account-call.ts'
import type { ApiFetch } from '../api/api-client.ts'
import { afterLogoutPath } from './account-links.ts'

/**
 * Logs out, then loads the page to return to (spec §2) afresh, so nothing the server rendered for the session stays
 * on screen. Loaded on the click (the menu's Log out), not with every page.
 */
export async function logOut(api: ApiFetch, csrfToken: string | null): Promise<void> {
  const result = await sendAccountCall(api, logoutCall, {}, undefined, csrfToken)
  if (result.kind !== 'done') console.error('Logging out failed', result)
  window.location.assign(afterLogoutPath(window.location.pathname, window.location.search))
}
