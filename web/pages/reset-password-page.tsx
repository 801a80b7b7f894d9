import { useSuspenseQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { accountPaths } from '../../brands/account-menu.ts'
import { useApplyLogin } from '../account/apply-login.ts'
import { ResetRequestForm } from '../account/auth-forms.tsx'
import { NewPasswordForm } from '../account/new-password-form.tsx'
import { resetKeyQuery } from '../api/authenticate.ts'
import type { LoginInfo } from '../api/login-info.ts'
import { authMessages } from '../rules/messages.ts'
import { useApi } from '../site/api-context.tsx'

/**
 * /reset/{resetKey} (spec §2): the new password for the key a reset mail carried. A key that was used or has expired
 * says so, with the form to ask for a new one. A reset logs in and goes to the account page.
 */
export function ResetPasswordPage(props: { resetKey: string; valid: boolean }) {
  const applyLogin = useApplyLogin()
  const onDone = (info: LoginInfo) => {
    applyLogin(info, { leaving: true })
    window.location.assign(accountPaths.overview)
  }
  return (
    <main data-testid="reset-page" className="mx-auto max-w-md px-4 py-10">
      <h1 className="m-0 font-heading text-3xl font-bold">Choose a new password</h1>
      <div className="mt-6 rounded-lg border border-solid border-gray-200 p-5 shadow-sm">
        {props.valid ? (
          <NewPasswordForm resetKey={props.resetKey} onDone={onDone} />
        ) : (
          <>
            <p role="alert" className="m-0 mb-4 rounded bg-red-50 p-3 text-sm text-red-800">
              {authMessages.resetKeyUsed}
            </p>
            <ResetRequestForm onSwitch={(mode) => mode === 'login' && window.location.assign('/login')} />
          </>
        )}
      </div>
    </main>
  )
}

/** The page at /reset/{resetKey}: whether the key works was asked by the route's loader. */
export function ResetPasswordRoutePage() {
  const { resetKey = '' } = useParams({ strict: false }) as { resetKey?: string }
  const { data: valid } = useSuspenseQuery(resetKeyQuery(useApi(), resetKey))
  return <ResetPasswordPage resetKey={resetKey} valid={valid} />
}
