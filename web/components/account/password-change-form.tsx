import { useState } from 'react'
import { FormField, FormMessage } from '../../account/form-field.tsx'
import { useAccountForm } from '../../account/use-account-form.ts'
import { changePasswordCall } from '../../api/account.ts'
import { sendAccountCall } from '../../api/account-call.ts'
import { passwordChangeForm } from '../../rules/account-forms.ts'
import { useApi } from '../../site/api-context.tsx'
import { formBoxes, primaryButton } from './account-look.tsx'

const emptyForm = { currentPassword: '', password: '', confirmPassword: '' }

/**
 * The password change (spec §5: the password rule's message under the new password, "do not match" under the
 * confirmation; ours: a wrong current password under that one). The worker logs out every other session.
 */
export function PasswordChangeForm(props: { email: string; csrfToken: string | null }) {
  const api = useApi()
  const [changed, setChanged] = useState(false)
  const form = useAccountForm({
    schema: passwordChangeForm,
    initial: emptyForm,
    send: (body) => sendAccountCall(api, changePasswordCall, {}, body, props.csrfToken),
    onDone: () => {
      form.setValues(emptyForm)
      setChanged(true)
    },
    failedMessage: 'Your password could not be changed just now. Please try again in a moment.',
    onChange: () => setChanged(false),
  })
  const field = (name: keyof typeof emptyForm) => ({ ...form.field(name), type: 'password', required: true })
  return (
    <form
      noValidate
      onSubmit={form.submit}
      className={`flex flex-col gap-4 ${formBoxes}`}
      data-testid="password-change-form"
    >
      {/* Tells password managers whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={props.email} readOnly hidden />
      <FormMessage text={form.formMessage} />
      <FormField {...field('currentPassword')} label="Current password" autoComplete="current-password" />
      <FormField {...field('password')} label="New password" autoComplete="new-password" />
      <FormField {...field('confirmPassword')} label="Confirm new password" autoComplete="new-password" />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={primaryButton} disabled={form.submitting}>
          {form.submitting ? 'Changing…' : 'Change password'}
        </button>
        <p role="status" className="m-0 font-semibold text-green-800" data-testid="password-changed">
          {changed ? 'Your password is changed. Other devices where you were logged in are now logged out.' : ''}
        </p>
      </div>
    </form>
  )
}
