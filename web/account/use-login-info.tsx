import { useQuery } from '@tanstack/react-query'
import { createContext, useContext, type ReactNode } from 'react'
import type { LoginInfo } from '../api/login-info.ts'
import { loggedOut, loginInfoQuery } from '../api/login-state.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'

/** Exported for tests that render a part as a logged-in person would see it. */
export const LoginInfoContext = createContext<LoginInfo>(loggedOut)

/**
 * Who is logged in on this site, for everything inside the root (routes/root-route.tsx): one query observer for the
 * page, read from the query cache the root route fills on the server (so the first paint is already right) and the
 * login status checks refresh. A search page has a like heart on every card; one observer each made hydration and
 * every re-render of the page measurably slower on a slow phone. Logged out until known.
 */
export function LoginInfoProvider(props: { children: ReactNode }) {
  const api = useApi()
  const brand = useBrand()
  const info = useQuery(loginInfoQuery(api, brand.siteId)).data ?? loggedOut
  return <LoginInfoContext value={info}>{props.children}</LoginInfoContext>
}

export function useLoginInfo(): LoginInfo {
  return useContext(LoginInfoContext)
}
