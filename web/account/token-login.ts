import { loginViaTokenCall } from '../api/authenticate.ts'
import { sendAccountCall } from '../api/account-call.ts'
import type { ApiFetch } from '../api/api-client.ts'
import type { LoginInfo } from '../api/login-info.ts'
import { errorMessages } from '../rules/messages.ts'

/** POST /api/authenticate/loginviatoken/{token}/{siteId}; a refusal or a failure shows 'Failed to login.' (§4, §8). */
export async function logInByToken(
  api: ApiFetch,
  siteId: number,
  token: string,
  applyLogin: (info: LoginInfo, options: { byToken: boolean }) => void,
): Promise<void> {
  const wellFormed = /^[A-Za-z0-9_-]{43}$/.test(token)
  const result = wellFormed ? await sendAccountCall(api, loginViaTokenCall, { token, siteId }, undefined, null) : null
  if (result?.kind === 'done') return applyLogin(result.data, { byToken: true })
  console.error(errorMessages.tokenLoginFailed, result)
  window.alert(errorMessages.tokenLoginAlert)
}
