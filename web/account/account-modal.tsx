import { useEffect, useRef, useState } from 'react'
import { ModalFrame, useModal } from '../components/modal-frame.tsx'
import type { LoginInfo } from '../api/login-info.ts'
import { useBrand } from '../site/brand-context.tsx'
import { closeAccountModal, type AccountModalMode, type AccountModalRequest } from './account-modal-store.ts'
import { useApplyLogin } from './apply-login.ts'
import { LoginForm, LoginLinkForm, RegisterForm, ResetRequestForm } from './auth-forms.tsx'

const headings: Record<AccountModalMode, { heading: string; about: (site: string) => string }> = {
  login: { heading: 'Log in', about: (site) => `Welcome back to ${site}.` },
  register: {
    heading: 'Create your account',
    about: () => 'Save properties and searches, and get alerts of new land.',
  },
  reset: { heading: 'Reset your password', about: () => 'We will mail you a link.' },
  link: { heading: 'Log in by email', about: () => 'We will mail you a link that logs you in.' },
}

/**
 * The login, register and reset modal (spec §4: these modals load their code when one is first opened). A login
 * from here runs what the person was doing when it was asked for (the like, the saved search) and closes.
 */
export default function AccountModal(props: { request: AccountModalRequest | null }) {
  const brand = useBrand()
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const [mode, setMode] = useState<AccountModalMode>(props.request?.mode ?? 'login')
  const switched = useRef(false)
  const applyLogin = useApplyLogin()
  useEffect(() => {
    if (!props.request) return
    opener.current = document.activeElement
    setMode(props.request.mode)
  }, [props.request])
  useModal(dialog, props.request !== null)
  // The link that switched forms went with its form: the focus moves to the new form's first field.
  const switchTo = (next: AccountModalMode) => {
    switched.current = true
    setMode(next)
  }
  useEffect(() => {
    if (switched.current) dialog.current?.querySelector<HTMLElement>('form input')?.focus()
    switched.current = false
  }, [mode])
  const onLoggedIn = (info: LoginInfo) => {
    const then = props.request?.then
    applyLogin(info)
    closeAccountModal()
    then?.()
  }
  const text = headings[mode]
  return (
    <ModalFrame
      dialog={dialog}
      id="account-modal"
      heading={text.heading}
      about={text.about(brand.displayName)}
      onClosed={() => {
        closeAccountModal()
        // Focus goes back to what opened the modal (the heart, the Save search button), or to what has its place
        // now: a login turns a visitor's heart link into a toggle button of the same id.
        const from = opener.current
        const back = from?.isConnected ? from : from?.id ? document.getElementById(from.id) : null
        if (back instanceof HTMLElement) back.focus()
      }}
    >
      {props.request?.reason && mode === 'login' && (
        <p className="m-0 mb-4 rounded bg-brand-surface p-3 text-sm">{props.request.reason}</p>
      )}
      {mode === 'login' && <LoginForm onLoggedIn={onLoggedIn} onSwitch={switchTo} />}
      {mode === 'register' && <RegisterForm onSwitch={switchTo} />}
      {mode === 'reset' && <ResetRequestForm onSwitch={switchTo} />}
      {mode === 'link' && <LoginLinkForm onSwitch={switchTo} />}
    </ModalFrame>
  )
}
