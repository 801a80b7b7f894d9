import * as v from 'valibot'
import { loginForm, newPasswordForm, registerForm, resetRequestForm } from '../rules/account-forms.ts'
import { queryOptions } from '@tanstack/react-query'
import { apiCall, fetchCall } from './api-call.ts'
import type { ApiFetch } from './api-client.ts'
import { loginInfo } from './login-info.ts'
import { brandSiteIdParam } from './site-id.ts'

// Authentication (spec §7): who is logged in, logging in by password or by a token from a mail, registering,
// logging out and resetting a password. The session is an HttpOnly cookie the page never sees; login info carries
// the session's CSRF token, which every call that changes something sends back (web/api/account-call.ts).

const exampleToken = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
const secretToken = (name: string) =>
  v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, `${name} must be the 43-character key from the mail`))

/** POST /api/authenticate/loginviatoken/{token}/{siteId}: logs in by the one-time token of a mail. */
export const loginViaTokenCall = apiCall({
  method: 'POST',
  path: '/authenticate/loginviatoken/:token/:siteId',
  params: v.object({ token: secretToken('token'), siteId: brandSiteIdParam }),
  response: loginInfo,
  // No mail's token can be written here: the example's is unknown, and refused.
  example: { params: { token: exampleToken, siteId: '1' }, status: 401 },
})

/** POST /api/authenticate/login/{siteId}: email and password. 401 with one neutral message for any mismatch. */
export const loginCall = apiCall({
  method: 'POST',
  path: '/authenticate/login/:siteId',
  params: v.object({ siteId: brandSiteIdParam }),
  body: loginForm,
  response: loginInfo,
  example: { params: { siteId: '1' }, body: { email: 'buyer1@land.localhost', password: 'buyer-password-1' } },
})

/**
 * POST /api/authenticate/register/{siteId}: a sign-up. Always the same answer: a new address is mailed the link that
 * makes the account and logs in (GET ?logintoken=, then loginviatoken), an address with an account a way in instead.
 */
export const registerCall = apiCall({
  method: 'POST',
  path: '/authenticate/register/:siteId',
  params: v.object({ siteId: brandSiteIdParam }),
  body: registerForm,
  response: v.object({ accepted: v.literal(true) }),
  example: {
    params: { siteId: '1' },
    // A new address each time the example is read, so it registers whenever it is sent.
    get body() {
      return {
        contactName: 'Jane Buyer',
        email: `jane.buyer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
        password: 'long-enough-1',
        confirmPassword: 'long-enough-1',
        newsletter: false,
      }
    },
  },
})

/** POST /api/authenticate/logout: ends the session (and clears the cookie). */
export const logoutCall = apiCall({
  method: 'POST',
  path: '/authenticate/logout',
  response: loginInfo,
})

/** POST /api/authenticate/requestreset/{siteId}: mails a reset link when the address has an account. Always 200. */
export const requestResetCall = apiCall({
  method: 'POST',
  path: '/authenticate/requestreset/:siteId',
  params: v.object({ siteId: brandSiteIdParam }),
  body: resetRequestForm,
  response: v.object({ accepted: v.literal(true) }),
  example: { params: { siteId: '1' }, body: { email: 'buyer1@land.localhost' } },
})

/**
 * POST /api/authenticate/loginlink/{siteId}: mails a one-time login link when the address has an account (the way in
 * for an owner whose password is forgotten or whose account is under a guessing attack). Always 200.
 */
export const loginLinkCall = apiCall({
  method: 'POST',
  path: '/authenticate/loginlink/:siteId',
  params: v.object({ siteId: brandSiteIdParam }),
  body: resetRequestForm,
  response: v.object({ accepted: v.literal(true) }),
  example: { params: { siteId: '1' }, body: { email: 'buyer1@land.localhost' } },
})

/** GET /api/authenticate/reset/{resetKey}: whether the key can still set a password (the reset page asks first). */
export const resetKeyCall = apiCall({
  method: 'GET',
  path: '/authenticate/reset/:resetKey',
  params: v.object({ resetKey: secretToken('resetKey') }),
  response: v.object({ valid: v.boolean() }),
  example: { params: { resetKey: exampleToken } },
})

/** POST /api/authenticate/reset/{resetKey}/{siteId}: sets the new password, once, and logs in. */
export const resetPasswordCall = apiCall({
  method: 'POST',
  path: '/authenticate/reset/:resetKey/:siteId',
  params: v.object({ resetKey: secretToken('resetKey'), siteId: brandSiteIdParam }),
  body: newPasswordForm,
  response: loginInfo,
  // No mail's key can be written here: the example's is unknown, and refused.
  example: {
    params: { resetKey: exampleToken, siteId: '1' },
    body: { password: 'long-enough-1', confirmPassword: 'long-enough-1' },
    status: 400,
  },
})

/** Whether a reset key still works, for the reset page; a malformed key is not asked about. */
export const resetKeyQuery = (api: ApiFetch, resetKey: string) =>
  queryOptions({
    queryKey: ['reset-key', resetKey],
    queryFn: async () =>
      /^[A-Za-z0-9_-]{43}$/.test(resetKey)
        ? ((await fetchCall(api, resetKeyCall, { resetKey }))?.valid ?? false)
        : false,
    staleTime: 0,
  })
