import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'
import { useApplyLogin } from './apply-login.ts'

export const loginTokenParameter = 'logintoken'

/**
 * Login by token (spec §4): a `logintoken` query parameter (from a mail to a seller) logs in, and the URL is cleaned
 * of it at once so it is never bookmarked, shared or sent as a referrer. Failure shows the spec's alert. The call's
 * code loads only when a token is there.
 */
export function useTokenLogin(): void {
  const api = useApi()
  const brand = useBrand()
  const navigate = useNavigate()
  const applyLogin = useApplyLogin()
  useEffect(() => {
    const url = new URL(window.location.href)
    const token = url.searchParams.get(loginTokenParameter)
    if (token === null) return
    url.searchParams.delete(loginTokenParameter)
    void navigate({ href: `${url.pathname}${url.search}${url.hash}`, replace: true })
    void import('./token-login.ts').then(({ logInByToken }) => logInByToken(api, brand.siteId, token, applyLogin))
  }, [])
}
