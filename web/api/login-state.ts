import { queryOptions } from '@tanstack/react-query'
import type { ApiFetch } from './api-client.ts'
import type { LoginInfo } from './login-info.ts'

// What every page's first script knows of login info: its query and the logged-out state. The call and its schema
// (login-info.ts) load when the browser fetches it (the server's answer comes with the page).

export const loggedOut: LoginInfo = { isLoggedIn: false, userInfo: null, hashedEmail: null, csrfToken: null }

export const loginInfoKey = (siteId: number) => ['logininfo', siteId] as const

export const loginInfoQuery = (api: ApiFetch, siteId: number) =>
  queryOptions({
    queryKey: loginInfoKey(siteId),
    // A call that fails reads as logged out.
    queryFn: async () => (await (await import('./login-info.ts')).fetchLoginInfo(api, siteId)) ?? loggedOut,
    staleTime: Infinity,
  })
