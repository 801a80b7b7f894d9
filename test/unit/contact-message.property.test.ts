import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { contactFieldLimits, contactMessage, contactTopics } from '../../web/api/contact.ts'
import { textFlagMessages } from '../../web/rules/field-rules.ts'
import { validationMessages } from '../../web/rules/messages.ts'
import { anyText } from './url-properties.ts'

// The contact page's message to the support team (web/api/contact.ts): a name (no markup, web or email address), an
// email address, an optional phone, one of the form's topics, and a message of plain text that may quote a web page
// or an address, each limit exact, each problem at its field; nothing throws.

const message = {
  name: 'Ruth Baker',
  email: 'ruth@example.com',
  phone: '',
  topic: 'buying',
  message: 'Does the listing at /property/Austin-TX/1000001/ still have its water rights?',
}
const problemOf = (input: unknown) => {
  const issue = v.safeParse(contactMessage, input).issues?.[0]
  return issue && { field: issue.path?.map((item) => String(item.key)).join('.') ?? '', message: issue.message }
}

describe('the contact message', () => {
  it('takes one of the form’s topics, and says any other is required', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...Object.keys(contactTopics)), anyText), (topic) => {
        const ok = Object.hasOwn(contactTopics, topic)
        expect(problemOf({ ...message, topic })).toEqual(
          ok ? undefined : { field: 'topic', message: validationMessages.required },
        )
      }),
    )
  })

  it.each([
    ['name', contactFieldLimits.name],
    ['message', contactFieldLimits.message],
  ] as const)('%s holds at most %i characters, exactly', (field, limit) => {
    fc.assert(
      fc.property(fc.integer({ min: limit - 3, max: limit + 3 }), (length) => {
        expect(problemOf({ ...message, [field]: 'w'.repeat(length) })).toEqual(
          length <= limit ? undefined : { field, message: validationMessages.maxLength(limit) },
        )
      }),
      { numRuns: 20 },
    )
  })

  it('lets the message quote a web or email address, never markup; the name none of the three', () => {
    const quoted = fc.constantFrom('https://land.example/x', 'www.openacres.example', 'ruth@example.com')
    fc.assert(
      fc.property(quoted, (text) => {
        expect(problemOf({ ...message, message: `See ${text}, please.` })).toBeUndefined()
        expect(problemOf({ ...message, message: `See <a href="${text}">this</a>` })).toEqual({
          field: 'message',
          message: textFlagMessages.noHtml,
        })
        expect(problemOf({ ...message, name: `Ruth ${text}` })?.field).toBe('name')
      }),
    )
  })

  it('never throws on any body, and names a field for each problem of an object', () => {
    const body = fc.oneof(
      fc.anything(),
      fc.record(Object.fromEntries(Object.keys(message).map((key) => [key, fc.oneof(anyText, fc.anything())])), {
        requiredKeys: [],
      }),
    )
    fc.assert(
      fc.property(body, (input) => {
        const result = v.safeParse(contactMessage, input)
        if (result.success || typeof input !== 'object' || input === null || Array.isArray(input)) return
        for (const issue of result.issues) expect(issue.path?.length).toBeGreaterThan(0)
      }),
    )
  })
})
