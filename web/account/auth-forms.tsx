import { useState } from 'react'
import { loginCall, loginLinkCall, registerCall, requestResetCall } from '../api/authenticate.ts'
import type { LoginInfo } from '../api/login-info.ts'
import { sendAccountCall } from '../api/account-call.ts'
import { loginForm, registerForm, resetRequestForm } from '../rules/account-forms.ts'
import { authMessages } from '../rules/messages.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'
import { CheckboxField, FormField, FormMessage } from './form-field.tsx'
import { safeReturnPath } from './return-path.ts'
import { useAccountForm } from './use-account-form.ts'

// The login, registration and reset-request forms: the same forms in the modals and on /login.

// A submit button is aria-disabled while its form is sent, not disabled: a disabled button loses the keyboard's focus,
// which a refusal would leave nowhere (useAccountForm ignores a second submit meanwhile).
const submitClass =
  'tap-target w-full cursor-pointer rounded border-0 bg-brand-primary px-4 py-2.5 font-body text-base font-semibold text-white hover:bg-brand-primary-dark aria-disabled:cursor-wait aria-disabled:opacity-70'
const linkButtonClass =
  'tap-target cursor-pointer border-0 bg-transparent p-0 font-body text-sm text-brand-primary underline'

export type AuthFormSwitch = (mode: 'login' | 'register' | 'reset' | 'link') => void

export function LoginForm(props: { onLoggedIn: (info: LoginInfo) => void; onSwitch: AuthFormSwitch }) {
  const api = useApi()
  const brand = useBrand()
  const form = useAccountForm({
    schema: loginForm,
    initial: { email: '', password: '' },
    send: (body) => sendAccountCall(api, loginCall, { siteId: brand.siteId }, body, null),
    onDone: props.onLoggedIn,
    failedMessage: authMessages.loginUnavailable(brand.supportContact),
  })
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4" data-testid="login-form">
      <FormMessage text={form.formMessage} />
      <FormField {...form.field('email')} label="Email" type="email" autoComplete="email" required />
      <FormField
        {...form.field('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <button type="submit" className={submitClass} aria-disabled={form.submitting}>
        {form.submitting ? 'Logging in…' : 'Log in'}
      </button>
      <div className="flex flex-wrap justify-between gap-2">
        <button type="button" className={linkButtonClass} onClick={() => props.onSwitch('reset')}>
          Forgot your password?
        </button>
        <button type="button" className={linkButtonClass} onClick={() => props.onSwitch('link')}>
          Email me a login link
        </button>
        <button type="button" className={linkButtonClass} onClick={() => props.onSwitch('register')}>
          New here? Create an account
        </button>
      </div>
    </form>
  )
}

/**
 * A sign-up: the account is made when the link mailed to the address is opened (it logs in on this page). The answer
 * says the same whether or not the address has an account, so the form does too.
 */
export function RegisterForm(props: {
  onSwitch: AuthFormSwitch
  /** Where the mailed link logs in: the page to return to (the login page's), else the page the form is on. */
  returnPath?: string
}) {
  const api = useApi()
  const brand = useBrand()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useAccountForm({
    schema: registerForm,
    initial: { contactName: '', email: '', password: '', confirmPassword: '', newsletter: false },
    send: (body) => {
      const returnPath = props.returnPath ?? safeReturnPath(`${window.location.pathname}${window.location.search}`)
      return sendAccountCall(api, registerCall, { siteId: brand.siteId }, { ...body, returnPath }, null)
    },
    onDone: () => setSentTo(form.values.email),
    failedMessage: authMessages.loginUnavailable(brand.supportContact),
  })
  const text = (field: 'contactName' | 'email' | 'password' | 'confirmPassword') => ({
    ...form.field(field),
    required: true,
  })
  if (sentTo) {
    return (
      <div className="flex flex-col gap-4" data-testid="register-requested">
        <p role="status" className="m-0">
          Check {sentTo}: we sent a link that finishes creating your account and logs you in. It works once, for a day.
          If the address already has an account, the mail has a link to log in instead.
        </p>
        <button type="button" className={linkButtonClass} onClick={() => props.onSwitch('login')}>
          Back to log in
        </button>
      </div>
    )
  }
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4" data-testid="register-form">
      <FormMessage text={form.formMessage} />
      <FormField {...text('contactName')} label="Name" autoComplete="name" maxLength={100} />
      <FormField {...text('email')} label="Email" type="email" autoComplete="email" />
      <FormField {...text('password')} label="Password" type="password" autoComplete="new-password" />
      <FormField {...text('confirmPassword')} label="Confirm password" type="password" autoComplete="new-password" />
      <CheckboxField
        id={`${form.idPrefix}-newsletter`}
        label={`Send me the ${brand.displayName} newsletter`}
        checked={form.values.newsletter}
        onChecked={(on) => form.set('newsletter', on)}
      />
      <button type="submit" className={submitClass} aria-disabled={form.submitting}>
        {form.submitting ? 'Creating your account…' : 'Create account'}
      </button>
      <button type="button" className={linkButtonClass} onClick={() => props.onSwitch('login')}>
        Already have an account? Log in
      </button>
    </form>
  )
}

/** What each mailed link says: the reset link chooses a new password, the login link logs in whatever happened to it. */
const mailedLinks = {
  reset: {
    call: requestResetCall,
    testId: 'reset',
    about: "Enter your account's email address and we will mail you a link to choose a new password.",
    send: 'Send reset link',
    sent: (email: string) =>
      `If ${email} has an account with us, a link to choose a new password is on its way. It works once, for an hour.`,
  },
  link: {
    call: loginLinkCall,
    testId: 'login-link',
    about: "Enter your account's email address and we will mail you a link that logs you in, no password needed.",
    send: 'Send login link',
    sent: (email: string) =>
      `If ${email} has an account with us, a link to log in is on its way. It works once, for an hour.`,
  },
} as const

/** Asks for a mailed link (a reset link, or a login link); the answer is the same whether the address has an account. */
function MailedLinkForm(props: { kind: keyof typeof mailedLinks; onSwitch: AuthFormSwitch }) {
  const api = useApi()
  const brand = useBrand()
  const link = mailedLinks[props.kind]
  const form = useAccountForm({
    schema: resetRequestForm,
    initial: { email: '', sent: false },
    send: (body) => sendAccountCall(api, link.call, { siteId: brand.siteId }, body, null),
    onDone: () => form.set('sent', true),
    failedMessage: authMessages.loginUnavailable(brand.supportContact),
  })
  if (form.values.sent) {
    return (
      <div className="flex flex-col gap-4" data-testid={`${link.testId}-requested`}>
        <p role="status" className="m-0">
          {link.sent(form.values.email)}
        </p>
        <button type="button" className={linkButtonClass} onClick={() => props.onSwitch('login')}>
          Back to log in
        </button>
      </div>
    )
  }
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4" data-testid={`${link.testId}-request-form`}>
      <FormMessage text={form.formMessage} />
      <p className="m-0 text-sm">{link.about}</p>
      <FormField {...form.field('email')} label="Email" type="email" autoComplete="email" required />
      <button type="submit" className={submitClass} aria-disabled={form.submitting}>
        {form.submitting ? 'Sending…' : link.send}
      </button>
      <button type="button" className={linkButtonClass} onClick={() => props.onSwitch('login')}>
        Back to log in
      </button>
    </form>
  )
}

export const ResetRequestForm = (props: { onSwitch: AuthFormSwitch }) => <MailedLinkForm kind="reset" {...props} />

export const LoginLinkForm = (props: { onSwitch: AuthFormSwitch }) => <MailedLinkForm kind="link" {...props} />
