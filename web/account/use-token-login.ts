import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'

import { loginTokenParameter } from './login-token.ts'

/**
 * Login by token (spec §4): a `logintoken` query parameter (from a mail to a seller) logs in. Only the check is in
 * every page; the login's code loads when a token is there (web/account/token-login.ts).
 */
export function useTokenLogin(): void {
  const api = useApi()
  const brand = useBrand()
  const router = useRouter()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has(loginTokenParameter)) return
    void import('./token-login.ts').then(({ logInByToken }) =>
      logInByToken({
        api,
        siteId: brand.siteId,
        queryClient,
        navigate: (href) => router.navigate({ href, replace: true }),
      }),
    )
  }, [])
}
