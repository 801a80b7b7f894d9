import { useSuspenseQuery } from '@tanstack/react-query'
import { useLoginInfo } from '../account/use-login-info.tsx'
import { accountDetailsQuery } from '../api/account.ts'
import { SettingsForm } from '../components/account/settings-form.tsx'
import { AccountLoadProblem } from '../components/account/account-load-problem.tsx'
import { EmailChangeConfirmation } from '../components/account/email-change-confirmation.tsx'
import { headingClass, pageClass } from '../components/account/account-look.tsx'
import { PasswordChangeForm } from '../components/account/password-change-form.tsx'
import { useApi } from '../site/api-context.tsx'

// /account/details/ (spec §2 settings): the person's details and email choices, and a password change, each its own
// form. The route checks the login and loads the details first. ?confirmEmail={key}, the link of an email change's
// mail, makes the change here.

const section = 'rounded-lg border border-solid border-gray-300 bg-white p-4 sm:p-6'

export function AccountDetailsPage() {
  const api = useApi()
  const { csrfToken } = useLoginInfo()
  const result = useSuspenseQuery(accountDetailsQuery(api)).data
  const details = result.data
  return (
    <main data-testid="account-details-page" data-page-name="Settings" className={pageClass}>
      <h1 className={`${headingClass} mb-6`}>Settings</h1>
      {!details ? (
        <AccountLoadProblem status={result.status} title="Settings" what="your settings" />
      ) : (
        <>
          <EmailChangeConfirmation csrfToken={csrfToken} />
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <section aria-labelledby="account-details-heading" className={section}>
              <h2 id="account-details-heading" className="m-0 mb-4 text-xl font-bold">
                Your details
              </h2>
              {/* A new email (a confirmed change) starts the form afresh from it. */}
              <SettingsForm key={details.email} details={details} csrfToken={csrfToken} />
            </section>
            <section aria-labelledby="password-change-heading" className={section}>
              <h2 id="password-change-heading" className="m-0 mb-4 text-xl font-bold">
                Change password
              </h2>
              <PasswordChangeForm email={details.email} csrfToken={csrfToken} />
            </section>
          </div>
        </>
      )}
    </main>
  )
}
