import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { consentChoiceOf, consentCookieText, type ConsentChoice } from '../../web/analytics/consent.ts'
import { anyText } from './url-properties.ts'

// The cookie banner's answer (web/analytics/consent.ts), kept in the tracking_consent cookie that the page writes and
// the worker reads back from the Cookie header: the choice written reads back among any other cookies, a cookie whose
// name only ends the same does not count, and no header makes the reader throw.

const choice = fc.constantFrom<ConsentChoice>('accepted', 'rejected')
const otherCookie = fc
  .tuple(fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/), fc.stringMatching(/^[A-Za-z0-9%._-]{0,16}$/))
  .filter(([name]) => name !== 'tracking_consent')
  .map(([name, value]) => `${name}=${value}`)

describe('the consent cookie', () => {
  it('reads back the choice it stores, among any other cookies', () => {
    fc.assert(
      fc.property(
        choice,
        fc.boolean(),
        fc.array(otherCookie, { maxLength: 4 }),
        fc.array(otherCookie, { maxLength: 4 }),
        (stored, secure, before, after) => {
          // What the browser sends back of a Set-Cookie: its first name=value pair.
          const [pair] = consentCookieText(stored, secure).split(';')
          expect(consentChoiceOf([...before, pair, ...after].join('; '))).toBe(stored)
        },
      ),
    )
  })

  it('reads no choice from a header without it, or from a cookie whose name only ends the same', () => {
    fc.assert(
      fc.property(choice, fc.array(otherCookie, { maxLength: 4 }), (stored, others) => {
        expect(consentChoiceOf(others.join('; '))).toBeNull()
        expect(consentChoiceOf([...others, `xtracking_consent=${stored}`].join('; '))).toBeNull()
        expect(consentChoiceOf([...others, `tracking_consent=${stored}x`].join('; '))).toBeNull()
      }),
    )
  })

  it('never throws on any header, and reads only the two choices', () => {
    fc.assert(
      fc.property(fc.option(anyText, { nil: null }), (header) => {
        expect([null, 'accepted', 'rejected']).toContain(consentChoiceOf(header))
      }),
    )
  })
})
