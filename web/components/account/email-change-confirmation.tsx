import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { accountQueryKey, confirmEmailChangeCall, emailConfirmParameter } from '../../api/account.ts'
import { sendAccountCall } from '../../api/account-call.ts'
import { loginInfoKey } from '../../api/login-state.ts'
import { authMessages } from '../../rules/messages.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'

// The link of an email change's mail opens the settings with ?confirmEmail={key}: the page, logged in (the route sends
// a visitor through the login and back), makes the change here and says how it went. The key comes off the address at
// once, as a login token does, so it is never bookmarked, shared or sent on as a referrer.

type Outcome = { done: true; email: string } | { done: false; message: string }

const failed = 'Your email could not be changed just now. Please open the link in the mail again in a moment.'

export function EmailChangeConfirmation(props: { csrfToken: string | null }) {
  const api = useApi()
  const brand = useBrand()
  const router = useRouter()
  const queryClient = useQueryClient()
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  useEffect(() => {
    const url = new URL(window.location.href)
    const key = url.searchParams.get(emailConfirmParameter)
    if (key === null) return
    url.searchParams.delete(emailConfirmParameter)
    void router.navigate({ href: `${url.pathname}${url.search}${url.hash}`, replace: true })
    if (!/^[A-Za-z0-9_-]{43}$/.test(key)) return setOutcome({ done: false, message: authMessages.emailChangeLinkUsed })
    void sendAccountCall(api, confirmEmailChangeCall, { confirmKey: key }, undefined, props.csrfToken).then(
      (result) => {
        if (result.kind !== 'done') {
          return setOutcome({ done: false, message: result.kind === 'refused' ? result.message : failed })
        }
        // Login info (its email and the analytics' hash of it) and the settings are read again with the new address;
        // the page remounts its form for it.
        void queryClient.invalidateQueries({ queryKey: loginInfoKey(brand.siteId) })
        void queryClient.invalidateQueries({ queryKey: accountQueryKey })
        setOutcome({ done: true, email: result.data.email })
      },
    )
  }, [])

  if (!outcome) return null
  return outcome.done ? (
    <p
      role="status"
      className="m-0 mb-6 rounded bg-green-50 p-3 font-semibold text-green-800"
      data-testid="email-changed"
    >
      Your email address is now {outcome.email}. Other devices where you were logged in are now logged out.
    </p>
  ) : (
    <p role="alert" className="m-0 mb-6 rounded bg-red-50 p-3 text-sm text-red-800" data-testid="email-change-refused">
      {outcome.message}
    </p>
  )
}
