import * as v from 'valibot'
import { apiCall, callPath } from './api-call.ts'
import { getJson, type ApiFetch } from './api-client.ts'
import { brandSiteIdParam } from './site-id.ts'

// Login info (spec §3) and the calls that read it: the schemas the worker answers by and the page checks answers
// with. The page's first script has only login-state.ts; these load when login info is fetched in the browser.

export const userInfo = v.object({
  id: v.number(),
  contactName: v.string(),
  email: v.string(),
  isAdmin: v.boolean(),
  isSeller: v.boolean(),
  type: v.number(),
  /** Listing ids the user saved (the heart) on this site, newest first. */
  listOfLiked: v.array(v.number()),
  /** True the first time this user ever logs in: a seller's token login then shows the welcome popover. */
  firstLogin: v.boolean(),
})
export type UserInfo = v.InferOutput<typeof userInfo>

export const loginInfo = v.object({
  isLoggedIn: v.boolean(),
  userInfo: v.nullable(userInfo),
  /** SHA-256 of the lower-cased email, for analytics that match people without their address. */
  hashedEmail: v.nullable(v.string()),
  csrfToken: v.nullable(v.string()),
})
export type LoginInfo = v.InferOutput<typeof loginInfo>

/** GET /api/authenticate/isloggedin: whether the cookie holds a current session (spec §7: a boolean). */
export const isLoggedInCall = apiCall({
  method: 'GET',
  path: '/authenticate/isloggedin',
  response: v.boolean(),
})

/** GET /api/authenticate/logininfo/{siteId}: isLoggedIn, userInfo, hashedEmail (and the CSRF token). */
export const loginInfoCall = apiCall({
  method: 'GET',
  path: '/authenticate/logininfo/:siteId',
  params: v.object({ siteId: brandSiteIdParam }),
  response: loginInfo,
  example: { params: { siteId: '1' } },
})

/** Login info, or null when the call fails (the spec's fetch helper). */
export const fetchLoginInfo = (api: ApiFetch, siteId: number) =>
  getJson(api, callPath(loginInfoCall, { siteId }), loginInfo)

/** GET /api/authenticate/isloggedin: true or false, or null when the call failed. */
export const fetchIsLoggedIn = (api: ApiFetch) => getJson(api, callPath(isLoggedInCall), v.boolean())
