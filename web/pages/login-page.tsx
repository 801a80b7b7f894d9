import { useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { LoginForm, LoginLinkForm, RegisterForm, ResetRequestForm } from '../account/auth-forms.tsx'
import { useApplyLogin } from '../account/apply-login.ts'
import { safeReturnPath } from '../account/return-path.ts'
import { useLoginInfo } from '../account/use-login-info.tsx'
import type { LoginInfo } from '../api/login-info.ts'
import { useBrand } from '../site/brand-context.tsx'

export type LoginPageMode = 'login' | 'register' | 'reset' | 'link'

const headings: Record<LoginPageMode, string> = {
  login: 'Log in',
  register: 'Create your account',
  reset: 'Reset your password',
  link: 'Log in by email',
}

/**
 * /login (spec §2): log in, or create an account, or ask for a reset link, then go back to the page that asked
 * (`returnUrl`, a path on this site only) whose title the page names (spec §5).
 */
export function LoginPage(props: { mode: LoginPageMode; returnUrl?: string; title?: string }) {
  const brand = useBrand()
  const login = useLoginInfo()
  const applyLogin = useApplyLogin()
  const [mode, setMode] = useState(props.mode)
  const back = safeReturnPath(props.returnUrl) ?? '/'
  const onLoggedIn = (info: LoginInfo) => {
    applyLogin(info, { leaving: true })
    // A full load: the page to return to renders for the session on the server.
    window.location.assign(back)
  }
  return (
    <main data-testid="login-page" className="mx-auto max-w-md px-4 py-10">
      <h1 className="m-0 font-heading text-3xl font-bold">{headings[mode]}</h1>
      {props.title && mode === 'login' && (
        <p className="m-0 mt-2 text-brand-muted" data-testid="login-reason">
          Log in to see {props.title}.
        </p>
      )}
      {login.userInfo ? (
        <div className="mt-6 flex flex-col gap-3" role="status">
          <p className="m-0">
            You are logged in to {brand.displayName} as {login.userInfo.contactName}.
          </p>
          <a className="text-brand-primary underline" href={back}>
            {props.title ? `Go to ${props.title}` : 'Continue'}
          </a>
        </div>
      ) : (
        <div className="mt-6 rounded-lg border border-solid border-gray-200 p-5 shadow-sm">
          {mode === 'login' && <LoginForm onLoggedIn={onLoggedIn} onSwitch={setMode} />}
          {mode === 'register' && <RegisterForm onSwitch={setMode} returnPath={back} />}
          {mode === 'reset' && <ResetRequestForm onSwitch={setMode} />}
          {mode === 'link' && <LoginLinkForm onSwitch={setMode} />}
        </div>
      )}
    </main>
  )
}

/** The page at /login: its mode, return path and title from the query (?mode=register, ?returnUrl=…&title=…). */
export function LoginRoutePage() {
  const search = useSearch({ strict: false }) as { mode?: string; returnUrl?: string; title?: string }
  const mode = search.mode === 'register' || search.mode === 'reset' || search.mode === 'link' ? search.mode : 'login'
  return <LoginPage mode={mode} returnUrl={search.returnUrl} title={search.title} />
}
