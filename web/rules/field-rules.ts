import * as v from 'valibot'
import { phoneFormatPattern, validationMessages } from './messages.ts'

// The spec's reusable form rules (§5) as valibot pieces, for every form that takes text from a person (the lead form,
// later registration and account forms) and for the worker that checks the same body. Empty values (missing, null,
// '') pass every rule except required.

/** Text-field flags (spec §5): a field's flags are their sum, 7 for all three. */
export const textFlag = { noHtml: 1, noUrl: 2, noEmail: 4 } as const

// Our wording: the spec names the flags but gives no messages for them.
export const textFlagMessages = {
  noHtml: 'Please remove the HTML tags (text between < and >) from this field.',
  noUrl: 'Please remove the web address from this field.',
  noEmail: 'Please remove the email address from this field.',
} as const

// A tag, comment or doctype: '<' then a letter, '/', '!' or '?', up to a '>'. '< 5 acres' and '<3' stay text.
const htmlTag = /<[a-z!/?][^>]*>/i
// A scheme, 'www.', or a host name ending in a common top-level domain. The parts of an email address ('john.co@',
// '@ranch.com') are the no-email flag's to judge, so an allowed address does not read as a web address.
const webAddress =
  /\b(?:https?|ftp):\/\/|\bwww\.|(?<![@\w.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|us|io|co|me|ly|xyz|site|online|land|ru|cn)\b(?!@)/i
const emailAddressText = /[^\s@<>()[\]]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i

const flagRules = [
  { flag: textFlag.noHtml, pattern: htmlTag, message: textFlagMessages.noHtml },
  { flag: textFlag.noUrl, pattern: webAddress, message: textFlagMessages.noUrl },
  { flag: textFlag.noEmail, pattern: emailAddressText, message: textFlagMessages.noEmail },
] as const

/** The text-field flags rule: `textFlags(textFlag.noHtml | textFlag.noUrl)`; the first flag broken gives the message. */
export function textFlags(flags: number) {
  const rules = flagRules.filter((rule) => (flags & rule.flag) !== 0)
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const broken = rules.find((rule) => rule.pattern.test(dataset.value))
    if (broken) addIssue({ message: broken.message })
  })
}

const isEmpty = (input: unknown) => input === undefined || input === null || input === false || input === ''
const notText = 'This field must be text.'
const textType = v.string((issue) => (isEmpty(issue.input) ? validationMessages.required : notText))

/** Required text, trimmed: empty, blank, null and false fail with the spec's required message. */
export const requiredText = (maxLength: number) =>
  v.pipe(
    textType,
    v.trim(),
    v.nonEmpty(validationMessages.required),
    v.maxLength(maxLength, validationMessages.maxLength(maxLength)),
  )

/** Optional text, trimmed; missing or null reads as ''. */
export const optionalText = (maxLength: number) =>
  v.pipe(
    v.nullish(v.string(notText), ''),
    v.transform((text) => text ?? ''),
    v.trim(),
    v.maxLength(maxLength, validationMessages.maxLength(maxLength)),
  )

/** Longest address SMTP carries (RFC 5321: a 256-octet path less its angle brackets). */
const emailMaxLength = 254

/** A required email address in the spec's email rule. */
export const requiredEmail = v.pipe(requiredText(emailMaxLength), v.email(validationMessages.email))

/** An optional phone number in the spec's format rule; '' when not given. Whether it exists is the server's check. */
export const optionalPhone = v.pipe(
  optionalText(32),
  v.check((phone) => phone === '' || phoneFormatPattern.test(phone), validationMessages.phoneFormat),
)

/** A number as JSON or as typed: null when empty, the spec's numeric message when it is not a number. */
export const typedNumber = v.pipe(
  v.union([v.number(), v.string(), v.null()], validationMessages.numeric),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const input = dataset.value
    if (input === null) return null
    const text = typeof input === 'string' ? input.trim().replace(/^\$/, '').replace(/,/g, '') : null
    if (text === '') return null
    const value = text === null ? (input as number) : /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : NaN
    if (Number.isFinite(value)) return value
    addIssue({ message: validationMessages.numeric })
    return NEVER
  }),
)

const range = (min: number, max: number) =>
  [
    v.minValue<number, number, string>(min, validationMessages.minValue(min)),
    v.maxValue<number, number, string>(max, validationMessages.maxValue(max)),
  ] as const

const wholeNumber = 'Please enter a whole number.'

/** Required: left out, null or empty gets the required message (the object's own, for a key left out). */
export const requiredNumber = (min: number, max: number) =>
  v.pipe(typedNumber, v.number(validationMessages.required), ...range(min, max))

/** Optional: left out, null or empty is null. */
export const optionalNumber = (min: number, max: number, whole = false) =>
  v.optional(
    v.pipe(
      typedNumber,
      v.rawCheck<number | null>(({ dataset, addIssue }) => {
        if (!dataset.typed || dataset.value === null) return
        const value = dataset.value
        if (value < min) addIssue({ message: validationMessages.minValue(min) })
        else if (value > max) addIssue({ message: validationMessages.maxValue(max) })
        else if (whole && !Number.isInteger(value)) addIssue({ message: wholeNumber })
      }),
    ),
    null,
  )
