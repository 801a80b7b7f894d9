import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { CheckboxField, FormField, FormMessage } from '../../account/form-field.tsx'
import { useAccountForm } from '../../account/use-account-form.ts'
import {
  accountDetailsQuery,
  saveAccountDetailsCall,
  type AccountDetails,
  type SavedAccountDetails,
} from '../../api/account.ts'
import { sendAccountCall } from '../../api/account-call.ts'
import type { CallResult } from '../../api/api-call.ts'
import type { LoginInfo } from '../../api/login-info.ts'
import { loginInfoKey } from '../../api/login-state.ts'
import {
  changesEmail,
  phoneTypes,
  settingsFormOf,
  type AccountDetailsForm,
  type FavouriteAlerts,
} from '../../rules/account-forms.ts'
import { usStates } from '../../rules/us-states.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { formBoxes, primaryButton } from './account-look.tsx'
import { SelectField } from './select-field.tsx'

// The settings form (spec §3 User): every field a person may change but the password, checked by the same schema as
// the worker. A save puts the answer in the cache and the new name in the header's login info. A new email asks for
// the current password and is not switched by the save: a link goes to the new address (security finding 5), and the
// page says so in the same words whatever the address (finding 7), until the link is opened
// (email-change-confirmation.tsx).

const phoneTypeOptions = phoneTypes.map((value) => ({
  value,
  label: value === 'toll free' ? 'Toll free' : value === 'mobile' ? 'Mobile' : 'Office',
}))

const stateOptions = [
  { value: '', label: 'Choose a state' },
  ...usStates.map((state) => ({ value: state.abbreviation, label: state.name })),
]

type TextField = Exclude<
  keyof AccountDetailsForm,
  'phoneType' | 'newsletter' | 'sendSavedPropertyConfirmation' | 'favouriteAlerts'
>

/** How often the properties a person hearted mail them (worker/alerts/favourite-alerts.ts). */
const favouriteAlertOptions: { value: FavouriteAlerts; label: string }[] = [
  { value: 'instant', label: 'Instant' },
  { value: 'daily', label: 'Once a day' },
  { value: 'off', label: 'Off' },
]

/** The form's fields of the stored details (what the page shows but nobody changes here left out). */
const detailsFormValues = (details: AccountDetails): AccountDetailsForm => ({
  contactName: details.contactName,
  email: details.email,
  phone: details.phone,
  phoneType: details.phoneType,
  mailingAddress1: details.mailingAddress1,
  mailingAddress2: details.mailingAddress2,
  billingAddress1: details.billingAddress1,
  billingAddress2: details.billingAddress2,
  city: details.city,
  state: details.state.toUpperCase(),
  zip: details.zip,
  newsletter: details.newsletter,
  sendSavedPropertyConfirmation: details.sendSavedPropertyConfirmation,
  favouriteAlerts: details.favouriteAlerts,
  currentPassword: '',
})

/** The stored details of a save's answer (where the link went is the page's to say, not the cache's). */
const storedDetails = ({ confirmationSentTo: _, ...details }: SavedAccountDetails): AccountDetails => details

export function SettingsForm(props: { details: AccountDetails; csrfToken: string | null }) {
  const api = useApi()
  const brand = useBrand()
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState(false)
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null)
  const form = useAccountForm({
    schema: settingsFormOf(props.details.email),
    initial: detailsFormValues(props.details),
    send: (body) => sendAccountCall(api, saveAccountDetailsCall, {}, body, props.csrfToken),
    onDone: (answered: SavedAccountDetails) => {
      const details = storedDetails(answered)
      const answer: CallResult<AccountDetails> = { status: 200, data: details }
      queryClient.setQueryData(accountDetailsQuery(api).queryKey, answer)
      queryClient.setQueryData<LoginInfo>(loginInfoKey(brand.siteId), (info) =>
        info?.userInfo
          ? { ...info, userInfo: { ...info.userInfo, contactName: details.contactName, email: details.email } }
          : info,
      )
      form.setValues(detailsFormValues(details))
      setSaved(true)
      if (answered.confirmationSentTo) setLinkSentTo(answered.confirmationSentTo)
    },
    failedMessage: 'Your settings could not be saved just now. Please try again in a moment.',
    onChange: () => setSaved(false),
  })
  const { set } = form
  const newEmail = changesEmail(props.details.email, form.values.email)
  const text = (field: TextField) => form.field(field)
  const fieldset = 'm-0 grid gap-4 border-0 p-0 sm:grid-cols-2'
  const legend = 'mb-2 p-0 font-heading text-lg font-bold'
  return (
    <form
      noValidate
      onSubmit={form.submit}
      className={`flex flex-col gap-6 ${formBoxes}`}
      data-testid="account-details-form"
    >
      <FormMessage text={form.formMessage} />
      <fieldset className={fieldset}>
        <legend className={legend}>Contact</legend>
        <FormField {...text('contactName')} label="Name" autoComplete="name" maxLength={100} required />
        <FormField {...text('email')} label="Email" type="email" autoComplete="email" required />
        {newEmail && (
          <div className="flex flex-col gap-1 sm:col-span-2" data-testid="email-change-password">
            <FormField
              {...text('currentPassword')}
              label="Current password, to change your email"
              type="password"
              autoComplete="current-password"
              required
            />
            <p className="m-0 text-sm text-gray-700">
              We will send a link to the new address. Your email changes when you open it.
            </p>
          </div>
        )}
        <FormField {...text('phone')} label="Phone" type="tel" autoComplete="tel" />
        <SelectField
          id={`${form.idPrefix}-phoneType`}
          name="phoneType"
          label="Phone type"
          value={form.values.phoneType}
          options={phoneTypeOptions}
          error={form.errors.phoneType}
          onValue={(value) => set('phoneType', value)}
        />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Mailing address</legend>
        <FormField {...text('mailingAddress1')} label="Mailing address, line 1" autoComplete="address-line1" />
        <FormField {...text('mailingAddress2')} label="Mailing address, line 2" autoComplete="address-line2" />
        <FormField {...text('city')} label="City" autoComplete="address-level2" />
        <div className="grid grid-cols-2 gap-4">
          <SelectField
            id={`${form.idPrefix}-state`}
            name="state"
            label="State"
            value={form.values.state}
            options={stateOptions}
            autoComplete="address-level1"
            error={form.errors.state}
            onValue={(value) => set('state', value)}
          />
          <FormField {...text('zip')} label="ZIP code" inputMode="numeric" autoComplete="postal-code" />
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>Billing address</legend>
        <FormField {...text('billingAddress1')} label="Billing address, line 1" autoComplete="billing address-line1" />
        <FormField {...text('billingAddress2')} label="Billing address, line 2" autoComplete="billing address-line2" />
      </fieldset>
      <fieldset className="m-0 flex flex-col gap-3 border-0 p-0">
        <legend className={legend}>Email from us</legend>
        <CheckboxField
          id={`${form.idPrefix}-newsletter`}
          label={`Send me the ${brand.displayName} newsletter`}
          checked={form.values.newsletter}
          onChecked={(on) => set('newsletter', on)}
        />
        <CheckboxField
          id={`${form.idPrefix}-sendSavedPropertyConfirmation`}
          label="Email me when I save a property"
          checked={form.values.sendSavedPropertyConfirmation}
          onChecked={(on) => set('sendSavedPropertyConfirmation', on)}
        />
        <div className="max-w-sm">
          <SelectField
            id={`${form.idPrefix}-favouriteAlerts`}
            name="favouriteAlerts"
            label="Favourite alerts: price drops, status changes and new photos of the properties you saved"
            value={form.values.favouriteAlerts ?? 'instant'}
            options={favouriteAlertOptions}
            error={form.errors.favouriteAlerts}
            onValue={(value) => set('favouriteAlerts', value)}
          />
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={primaryButton} disabled={form.submitting}>
          {form.submitting ? 'Saving…' : 'Save settings'}
        </button>
        <p role="status" className="m-0 font-semibold text-green-800" data-testid="account-details-saved">
          {saved ? 'Your settings are saved.' : ''}
        </p>
      </div>
      <p role="status" className="m-0 text-sm empty:hidden" data-testid="email-change-pending">
        {linkSentTo
          ? `We sent a confirmation link to ${linkSentTo}. Your email changes to it when you open the link (it works ` +
            `for a day). Until then, log in with ${props.details.email}.`
          : ''}
      </p>
    </form>
  )
}
