import { useState } from 'react'
import { useApi } from '../site/api-context.tsx'
import { useLoginInfo } from './use-login-info.tsx'

/** Log out for a menu's button: its code loads on the click; `leaving` while the call is made. */
export function useLogOut() {
  const api = useApi()
  const { csrfToken } = useLoginInfo()
  const [leaving, setLeaving] = useState(false)
  const logOut = async () => {
    setLeaving(true)
    const { logOut } = await import('./log-out.ts')
    await logOut(api, csrfToken)
  }
  return { leaving, logOut }
}
