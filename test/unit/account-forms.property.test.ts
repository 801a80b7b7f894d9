import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  accountDetailsForm,
  loginForm,
  meetsPasswordRule,
  newPasswordForm,
  passwordChangeForm,
  passwordRule,
  passwordsMatch,
  phoneTypes,
  registerForm,
  resetRequestForm,
} from '../../web/rules/account-forms.ts'
import { textFlagMessages } from '../../web/rules/field-rules.ts'
import { validationMessages } from '../../web/rules/messages.ts'
import { usStates } from '../../web/rules/us-states.ts'
import { anyText } from './url-properties.ts'

// The account forms (web/rules/account-forms.ts): spec §5's passwords-match and password rules, required fields, and
// the settings' own fields, each failing at its own field with its message; no form throws, whatever it is sent.

const firstIssue = (schema: v.GenericSchema, input: unknown) => {
  const issue = v.safeParse(schema, input).issues?.[0]
  return issue && { field: issue.path?.map((item) => String(item.key)).join('.') ?? '', message: issue.message }
}

const goodPassword = fc
  .string({ unit: 'grapheme', minLength: passwordRule.minLength, maxLength: 40 })
  .filter((text) => meetsPasswordRule(text))
const anyPassword = fc.oneof(goodPassword, fc.string({ maxLength: 140 }), fc.constantFrom('aaaaaaaaaaaa', '1212121212'))
const register = (password: string, confirmPassword = password) => ({
  contactName: 'Ruth Baker',
  email: 'ruth@example.com',
  password,
  confirmPassword,
})

describe('new passwords (register, reset, change)', () => {
  const forms = [
    ['register', registerForm, register],
    ['reset', newPasswordForm, (password: string, confirm = password) => ({ password, confirmPassword: confirm })],
    [
      'change',
      passwordChangeForm,
      (password: string, confirm = password) => ({ currentPassword: 'old-one', password, confirmPassword: confirm }),
    ],
  ] as const

  it.each(forms)(
    '%s: passes a password that meets the rule, fails one that does not with the spec’s message',
    (_, form, body) => {
      fc.assert(
        fc.property(anyPassword, (password) => {
          const problem = firstIssue(form, body(password))
          if (password === '') expect(problem).toEqual({ field: 'password', message: validationMessages.required })
          else if (meetsPasswordRule(password)) expect(problem).toBeUndefined()
          else expect(problem).toEqual({ field: 'password', message: validationMessages.password })
        }),
      )
    },
  )

  it.each(forms)('%s: refuses a confirmation that differs, at confirmPassword', (_, form, body) => {
    fc.assert(
      fc.property(goodPassword, fc.string({ maxLength: 40 }), (password, confirm) => {
        const problem = firstIssue(form, body(password, confirm))
        expect(problem).toEqual(
          confirm === password ? undefined : { field: 'confirmPassword', message: passwordsMatch },
        )
      }),
    )
  })
})

describe('login and reset requests', () => {
  it('need an email address and a password, each at its own field', () => {
    fc.assert(
      fc.property(fc.constantFrom('', '   ', null, false, undefined), (empty) => {
        expect(firstIssue(loginForm, { email: empty, password: 'x' })).toEqual({
          field: 'email',
          message: validationMessages.required,
        })
        // A password is never trimmed: spaces are characters of it.
        if (empty !== '   ')
          expect(firstIssue(loginForm, { email: 'a@b.org', password: empty })?.field).toBe('password')
        expect(firstIssue(resetRequestForm, { email: empty })?.message).toBe(validationMessages.required)
      }),
    )
  })

  it('log in with an old password that breaks today’s rule (checked against the hash only)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 1024 }), (password) => {
        expect(firstIssue(loginForm, { email: 'a@b.org', password })).toBeUndefined()
      }),
    )
  })
})

describe('account settings', () => {
  const settings = {
    contactName: 'Ruth Baker',
    email: 'ruth@example.com',
    newsletter: false,
    sendSavedPropertyConfirmation: true,
  }

  it('take a state as two letters in any case, stored upper-cased; anything else is no state', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...usStates.map((s) => s.abbreviation)), anyText),
        fc.boolean(),
        (text, lower) => {
          const state = lower ? text.toLowerCase() : text
          const result = v.safeParse(accountDetailsForm, { ...settings, state })
          if (/^\s*([A-Za-z]{2})?\s*$/.test(state))
            expect(result.output).toMatchObject({ state: state.trim().toUpperCase() })
          else expect(firstIssue(accountDetailsForm, { ...settings, state })?.field).toBe('state')
        },
      ),
    )
  })

  it('take a ZIP code of 5 digits or ZIP+4, or none', () => {
    const zip = fc.oneof(fc.stringMatching(/^\d{5}(-\d{4})?$/), fc.constant(''), anyText)
    fc.assert(
      fc.property(zip, (text) => {
        const problem = firstIssue(accountDetailsForm, { ...settings, zip: text })
        const fine = /^(\d{5}(-\d{4})?)?$/.test(text.trim()) && text.trim().length <= 10
        expect(problem === undefined, text).toBe(fine)
        if (!fine) expect(problem?.field).toBe('zip')
      }),
    )
  })

  it('take a phone type of the spec’s three (office when left out), and refuse any other', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...phoneTypes), anyText), (phoneType) => {
        const result = v.safeParse(accountDetailsForm, { ...settings, phoneType })
        expect(result.success).toBe((phoneTypes as readonly string[]).includes(phoneType))
      }),
    )
    expect(v.parse(accountDetailsForm, settings).phoneType).toBe('office')
  })

  it('keep web and email addresses out of a name, and web addresses out of an address line', () => {
    const address = fc.constantFrom('12 Ranch Rd, see www.cheap-land.biz', 'PO Box 4 https://x.example')
    fc.assert(
      fc.property(address, fc.constantFrom('mailingAddress1', 'billingAddress2'), (line, field) => {
        expect(firstIssue(accountDetailsForm, { ...settings, [field]: line })).toEqual({
          field,
          message: textFlagMessages.noUrl,
        })
      }),
    )
    expect(firstIssue(accountDetailsForm, { ...settings, contactName: 'Ruth ruth@example.com' })).toEqual({
      field: 'contactName',
      message: textFlagMessages.noEmail,
    })
  })
})

describe('every account form', () => {
  it.each([
    ['login', loginForm],
    ['register', registerForm],
    ['reset request', resetRequestForm],
    ['new password', newPasswordForm],
    ['password change', passwordChangeForm],
    ['settings', accountDetailsForm],
  ] as const)('%s never throws, and names a field and a message for what it refuses', (_, form) => {
    const body = fc.oneof(
      fc.anything(),
      fc.dictionary(
        fc.constantFrom('email', 'password', 'confirmPassword', 'contactName', 'state', 'zip', 'phone', 'newsletter'),
        fc.oneof(anyText, fc.anything()),
      ),
    )
    fc.assert(
      fc.property(body, (input) => {
        const result = v.safeParse(form, input)
        if (result.success) return
        for (const issue of result.issues) expect(issue.message.length).toBeGreaterThan(0)
      }),
      { numRuns: 50 },
    )
  })
})
