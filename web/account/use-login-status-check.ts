import { useQueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { LoginInfo } from '../api/login-info.ts'
import { loginInfoKey } from '../api/login-state.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'

/**
 * Keeps the page's login state true (spec §4, §7): on the first mouse or touch event and on every route change the
 * page asks whether the session still holds, at most once per `intervalSeconds` (configuration); when the answer
 * differs from what the page shows, login info is fetched again and every heart and menu follows.
 */
export function useLoginStatusCheck(intervalSeconds: number): void {
  const api = useApi()
  const brand = useBrand()
  const queryClient = useQueryClient()
  const path = useRouterState({ select: (state) => state.location.href })
  const lastCheck = useRef(0)
  const check = useRef<() => void>(() => {})
  check.current = () => {
    const now = Date.now()
    if (now - lastCheck.current < intervalSeconds * 1000) return
    lastCheck.current = now
    void import('../api/login-info.ts').then(async ({ fetchIsLoggedIn }) => {
      const loggedIn = await fetchIsLoggedIn(api)
      const key = loginInfoKey(brand.siteId)
      const known = queryClient.getQueryData<LoginInfo>(key)?.isLoggedIn ?? false
      if (loggedIn !== null && loggedIn !== known) void queryClient.invalidateQueries({ queryKey: key })
    })
  }
  useEffect(() => {
    const first = () => {
      check.current()
      window.removeEventListener('mousemove', first)
      window.removeEventListener('touchstart', first)
    }
    window.addEventListener('mousemove', first, { passive: true })
    window.addEventListener('touchstart', first, { passive: true })
    return first
  }, [])
  const firstPath = useRef(path)
  useEffect(() => {
    // The page as loaded was rendered with the session's state: only a later route change asks.
    if (path !== firstPath.current) check.current()
  }, [path])
}
