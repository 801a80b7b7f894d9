import { useQuery } from '@tanstack/react-query'
import type { LoginInfo } from '../api/login-info.ts'
import { loggedOut, loginInfoQuery } from '../api/login-state.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'

/**
 * Who is logged in on this site, from the query cache the root route fills on the server (so the first paint is
 * already right) and the login status checks refresh. Logged out until known.
 */
export function useLoginInfo(): LoginInfo {
  const api = useApi()
  const brand = useBrand()
  return useQuery(loginInfoQuery(api, brand.siteId)).data ?? loggedOut
}
