import { Suspense, useEffect, useState } from 'react'
import { lazyWithNotice } from '../components/lazy-with-notice.tsx'
import { showPendingLoginPopover, useAccountUi } from './account-modal-store.ts'

const AccountModal = lazyWithNotice(() => import('./account-modal.tsx'), 'login form')
const LoginPopover = lazyWithNotice(() => import('./login-popover.tsx'), 'login notice')

/**
 * Where the account modals and the login popover mount: nothing until one is first asked for, then the modal is kept
 * (reopening is instant and keeps what was typed).
 */
export function AccountModalHost() {
  const { modal, popover } = useAccountUi()
  const [modalLoaded, setModalLoaded] = useState(false)
  useEffect(showPendingLoginPopover, [])
  if (modal && !modalLoaded) setModalLoaded(true)
  return (
    <Suspense fallback={null}>
      {modalLoaded && <AccountModal request={modal} />}
      {popover && <LoginPopover popover={popover} />}
    </Suspense>
  )
}
