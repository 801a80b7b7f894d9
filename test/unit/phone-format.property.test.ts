import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { apiErrorBody } from '../../web/api/api-call.ts'
import { validatePhoneCall } from '../../web/api/validation.ts'
import { optionalPhone } from '../../web/rules/field-rules.ts'
import { validationMessages } from '../../web/rules/messages.ts'
import { isPhoneFormatValid, validatePhone } from '../../worker/api/phone-validation.ts'
import { validationRoutes } from '../../worker/api/validation-routes.ts'
import { anyText } from './url-properties.ts'

// The phone rules of spec §5. Format: an optional plus, 3 digits, 3 digits, then 4 to 6 digits, with optional
// separators: every number so written passes the form's rule and the worker's, and a number with a digit too few or
// too many, a letter, a doubled separator or a country code in front does not. Verified by the server: a bad format
// fails without asking the phone plan (400 with the spec's message), and a number the plan cannot judge passes.

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''))
const separator = fc.constantFrom('', ' ', '.', '-')
const phone = fc
  .record({
    plus: fc.constantFrom('', '+'),
    parens: fc.boolean(),
    area: digits(3),
    first: separator,
    exchange: digits(3),
    second: separator,
    line: fc.integer({ min: 4, max: 6 }).chain(digits),
  })
  .map((p) => ({
    ...p,
    text: `${p.plus}${p.parens ? `(${p.area})` : p.area}${p.first}${p.exchange}${p.second}${p.line}`,
  }))

const formMessage = (text: unknown) => v.safeParse(optionalPhone, text).issues?.[0]?.message

describe('the phone format', () => {
  it('passes every number written in it, on the form and in the worker, spaces around it trimmed', () => {
    fc.assert(
      fc.property(phone, fc.constantFrom('', ' ', '  '), ({ text }, pad) => {
        expect(isPhoneFormatValid(`${pad}${text}${pad}`)).toBe(true)
        expect(formMessage(`${pad}${text}${pad}`)).toBeUndefined()
      }),
    )
  })

  it('refuses a digit too few or too many, a letter, a doubled separator, or a country code', () => {
    const mutation = fc.constantFrom(
      (p: { area: string; exchange: string; line: string }) => `${p.area.slice(1)}-${p.exchange}-${p.line}`,
      (p: { area: string; exchange: string; line: string }) => `${p.area}-${p.exchange.slice(1)}-${p.line}`,
      (p: { area: string; exchange: string; line: string }) => `${p.area}-${p.exchange}-${p.line.slice(0, 3)}`,
      (p: { area: string; exchange: string; line: string }) => `${p.area}-${p.exchange}-${p.line.padEnd(7, '0')}`,
      (p: { area: string; exchange: string; line: string }) => `${p.area}-${p.exchange}-${p.line.slice(1)}x`,
      (p: { area: string; exchange: string; line: string }) => `${p.area}--${p.exchange}-${p.line}`,
      (p: { area: string; exchange: string; line: string }) => `1-${p.area}-${p.exchange}-${p.line}`,
      (p: { area: string; exchange: string; line: string }) => `++${p.area}${p.exchange}${p.line}`,
    )
    fc.assert(
      fc.property(phone, mutation, (p, mutate) => {
        const text = mutate(p)
        expect(isPhoneFormatValid(text), text).toBe(false)
        expect(formMessage(text)).toBe(validationMessages.phoneFormat)
      }),
    )
  })

  it('lets an empty value pass (spec §5: empty values pass every rule except required)', () => {
    for (const empty of ['', null, undefined, '   ']) expect(formMessage(empty)).toBeUndefined()
  })
})

describe('the server’s check', () => {
  const ask = async (text: string) => {
    const answer = await validationRoutes.request(`/validation/validatePhoneNumber/${encodeURIComponent(text)}`)
    return { status: answer.status, body: (await answer.json()) as unknown }
  }

  it('never throws, and says it cannot tell rather than fail a number it cannot read', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyText,
          phone.map((p) => p.text),
        ),
        (text) => {
          const { success, unableToValidate } = validatePhone(text)
          expect(success && unableToValidate).toBe(false)
        },
      ),
    )
  })

  it('answers a bad format with 400 and the spec’s message, without asking the plan; a good one with its verdict', async () => {
    // '.' and '..' aside: no URL carries them as a segment (the client checks the format before it asks).
    const wellFormed = fc
      .string({ unit: 'grapheme', maxLength: 40 })
      .filter((text) => text.trim() !== '' && text !== '.' && text !== '..')
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          wellFormed,
          phone.map((p) => p.text),
        ),
        async (text) => {
          const { status, body } = await ask(text)
          if (text.length > 32 || !isPhoneFormatValid(text)) {
            expect(status).toBe(400)
            expect(v.parse(apiErrorBody, body)).toMatchObject({
              field: 'phone',
              message: validationMessages.phoneFormat,
            })
            return
          }
          expect(status).toBe(200)
          expect(v.parse(validatePhoneCall.response, body)).toEqual({ data: validatePhone(text) })
        },
      ),
      { numRuns: 60 },
    )
  })
})
