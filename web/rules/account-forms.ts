import * as v from 'valibot'
import { optionalPhone, optionalText, requiredEmail, requiredText, textFlag, textFlags } from './field-rules.ts'
import { authMessages, validationMessages } from './messages.ts'
import { safeReturnPath } from '../account/return-path.ts'

// The account forms (login, register, reset, settings): one valibot schema each, checked as the person types and
// again by the worker on the same body.

/**
 * Our password rule (the spec leaves it to us and says the page does not show it): 10 to 128 characters with at
 * least 5 different ones. Length is what makes a password hard to guess (NIST SP 800-63B); composition rules mostly
 * make people write them down. 'aaaaaaaaaa' and '1212121212' fail.
 */
export const passwordRule = { minLength: 10, maxLength: 128, distinctCharacters: 5 } as const

export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= passwordRule.minLength &&
    password.length <= passwordRule.maxLength &&
    new Set(password).size >= passwordRule.distinctCharacters
  )
}

const newPassword = v.pipe(
  v.string(validationMessages.required),
  v.nonEmpty(validationMessages.required),
  v.check(meetsPasswordRule, validationMessages.password),
)

/** The spec's "passwords match" rule, on confirmPassword. */
export const passwordsMatch = 'The passwords do not match.'
type WithConfirmation = { password: string; confirmPassword: string }
const withConfirmation = <T extends WithConfirmation>() =>
  v.forward<T, v.CheckIssue<T>, ['confirmPassword']>(
    v.check((form) => form.password === form.confirmPassword, passwordsMatch),
    // The path is checked against T, which TypeScript cannot resolve for a generic T; every T has the key.
    ['confirmPassword'] as never,
  )

const contactNameField = v.pipe(requiredText(100), textFlags(textFlag.noHtml | textFlag.noUrl | textFlag.noEmail))

export const loginForm = v.object({
  email: requiredEmail,
  // Checked against the hash only: an old password that breaks today's rule still logs in.
  password: v.pipe(v.string(validationMessages.required), v.nonEmpty(validationMessages.required), v.maxLength(1024)),
})

export const registerForm = v.pipe(
  v.object({
    contactName: contactNameField,
    email: requiredEmail,
    password: newPassword,
    confirmPassword: v.string(validationMessages.required),
    newsletter: v.optional(v.boolean(), false),
    /** The page the person signed up on: the mailed link that finishes the account logs in there. */
    returnPath: v.optional(
      v.pipe(
        v.string(),
        v.maxLength(2000, 'returnPath is too long'),
        v.check((path) => safeReturnPath(path) !== undefined, 'returnPath must be a path on this site'),
      ),
    ),
  }),
  withConfirmation(),
)

export const resetRequestForm = v.object({ email: requiredEmail })

export const newPasswordForm = v.pipe(
  v.object({ password: newPassword, confirmPassword: v.string(validationMessages.required) }),
  withConfirmation(),
)

/** A password change in the settings: the current one proves it is the person, not someone at their screen. */
export const passwordChangeForm = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(validationMessages.required), v.nonEmpty(validationMessages.required)),
    password: newPassword,
    confirmPassword: v.string(validationMessages.required),
  }),
  withConfirmation(),
)

export const phoneTypes = ['office', 'mobile', 'toll free'] as const

/** How a buyer hears of the listings they hearted (issue 32): at once, once a day, or not at all. */
export const favouriteAlertChoices = ['instant', 'daily', 'off'] as const
export type FavouriteAlerts = (typeof favouriteAlertChoices)[number]

const addressLine = v.pipe(optionalText(120), textFlags(textFlag.noHtml | textFlag.noUrl))

/** Every User field a person may change in the settings (spec §3 User), the password apart. */
export const accountDetailsForm = v.object({
  contactName: contactNameField,
  email: requiredEmail,
  phone: optionalPhone,
  phoneType: v.optional(v.picklist(phoneTypes, `phoneType must be one of ${phoneTypes.join(', ')}`), 'office'),
  mailingAddress1: addressLine,
  mailingAddress2: addressLine,
  billingAddress1: addressLine,
  billingAddress2: addressLine,
  city: v.pipe(optionalText(80), textFlags(textFlag.noHtml | textFlag.noUrl | textFlag.noEmail)),
  state: v.pipe(
    optionalText(2),
    v.regex(/^([A-Za-z]{2})?$/, 'Please choose a state.'),
    v.transform((state) => state.toUpperCase()),
  ),
  zip: v.pipe(optionalText(10), v.regex(/^(\d{5}(-\d{4})?)?$/, 'Please enter a 5-digit ZIP code.')),
  newsletter: v.boolean('newsletter must be true or false'),
  sendSavedPropertyConfirmation: v.boolean('sendSavedPropertyConfirmation must be true or false'),
  // Left out: kept as it is (a client of before the setting changes nothing of it).
  favouriteAlerts: v.optional(
    v.picklist(favouriteAlertChoices, `favouriteAlerts must be one of ${favouriteAlertChoices.join(', ')}`),
  ),
  // Needed only when the email changes ('' otherwise): the login address is the account's key, so a session alone
  // (someone at an unlocked screen, a stolen cookie) must not move it. Checked against the hash, as at the login.
  currentPassword: v.optional(v.pipe(v.string(validationMessages.required), v.maxLength(1024)), ''),
})
export type AccountDetailsForm = v.InferOutput<typeof accountDetailsForm>

/**
 * Whether the settings change the login email: compared without case, as the users table compares it, so
 * 'Jane@Example.com' for 'jane@example.com' is the same address and needs no password.
 */
export const changesEmail = (storedEmail: string, email: string) =>
  storedEmail.trim().toLowerCase() !== email.trim().toLowerCase()

/** The settings form of a person whose email is `storedEmail`: a new email needs the current password. */
export const settingsFormOf = (storedEmail: string) =>
  v.pipe(
    accountDetailsForm,
    v.forward(
      v.check(
        (form) => !changesEmail(storedEmail, form.email) || form.currentPassword !== '',
        authMessages.currentPasswordForEmail,
      ),
      ['currentPassword'],
    ),
  )
