import { resetPasswordCall } from '../api/authenticate.ts'
import { sendAccountCall } from '../api/account-call.ts'
import type { LoginInfo } from '../api/login-info.ts'
import { newPasswordForm } from '../rules/account-forms.ts'
import { authMessages } from '../rules/messages.ts'
import { useApi } from '../site/api-context.tsx'
import { useBrand } from '../site/brand-context.tsx'
import { FormField, FormMessage } from './form-field.tsx'
import { useAccountForm } from './use-account-form.ts'

/** The reset page's form: the new password twice, sent with the mail's key; the answer logs in. */
export function NewPasswordForm(props: { resetKey: string; onDone: (info: LoginInfo) => void }) {
  const api = useApi()
  const brand = useBrand()
  const form = useAccountForm({
    schema: newPasswordForm,
    initial: { password: '', confirmPassword: '' },
    send: (body) =>
      sendAccountCall(api, resetPasswordCall, { resetKey: props.resetKey, siteId: brand.siteId }, body, null),
    onDone: props.onDone,
    failedMessage: authMessages.loginUnavailable(brand.supportContact),
  })
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4" data-testid="new-password-form">
      <FormMessage text={form.formMessage} />
      <FormField
        {...form.field('password')}
        label="New password"
        type="password"
        autoComplete="new-password"
        required
      />
      <FormField
        {...form.field('confirmPassword')}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
      />
      <button
        type="submit"
        disabled={form.submitting}
        className="tap-target w-full cursor-pointer rounded border-0 bg-brand-primary px-4 py-2.5 font-body text-base font-semibold text-white hover:bg-brand-primary-dark disabled:cursor-wait disabled:opacity-70"
      >
        {form.submitting ? 'Saving…' : 'Set new password'}
      </button>
    </form>
  )
}
