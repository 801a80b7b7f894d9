import type { QueryClient } from '@tanstack/react-query'
import { loginViaTokenCall } from '../api/authenticate.ts'
import { sendAccountCall } from '../api/account-call.ts'
import type { ApiFetch } from '../api/api-client.ts'
import { authMessages } from '../rules/messages.ts'
import { applyLogin } from './apply-login.ts'
import { loginTokenParameter } from './login-token.ts'

/**
 * Takes the token off the URL at once (so it is never bookmarked, shared or sent as a referrer), then
 * POST /api/authenticate/loginviatoken/{token}/{siteId}; a refusal or a failure shows 'Failed to login.' (§4, §8).
 */
export async function logInByToken(page: {
  api: ApiFetch
  siteId: number
  queryClient: QueryClient
  navigate: (href: string) => Promise<void>
}): Promise<void> {
  const url = new URL(window.location.href)
  const token = url.searchParams.get(loginTokenParameter) ?? ''
  url.searchParams.delete(loginTokenParameter)
  void page.navigate(`${url.pathname}${url.search}${url.hash}`)
  const wellFormed = /^[A-Za-z0-9_-]{43}$/.test(token)
  const result = wellFormed
    ? await sendAccountCall(page.api, loginViaTokenCall, { token, siteId: page.siteId }, undefined, null)
    : null
  if (result?.kind === 'done') return applyLogin(page.queryClient, page.siteId, result.data, { byToken: true })
  console.error(authMessages.tokenLoginFailed, result)
  window.alert(authMessages.tokenLoginAlert)
}
