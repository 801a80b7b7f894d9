import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  optionalText,
  requiredEmail,
  requiredText,
  textFlag,
  textFlagMessages,
  textFlags,
} from '../../web/rules/field-rules.ts'
import { validationMessages } from '../../web/rules/messages.ts'
import { anyText } from './url-properties.ts'

// The spec's reusable form rules (§5) as web/rules/field-rules.ts gives them: required (empty string, null and false
// fail), min and max length at their exact boundaries with the spec's messages, email, and the text-field flags (no
// HTML 1, no URL 2, no email 4, 7 all), each refusing what it names and nothing else. Empty values pass every rule
// but required. No rule throws, whatever it is given.

const messageOf = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message
const limit = fc.integer({ min: 1, max: 300 })
/** Text with something to trim around it: spaces, tabs, newlines. */
const padding = fc.constantFrom('', ' ', '\t', '\n ', '  ')
const visible = fc
  .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 })
  .filter((text) => text.trim() === text && text !== '')
const blank = fc.constantFrom('', ' ', '   ', '\t\n', undefined, null, false)

describe('required', () => {
  it('fails empty string, blank, null, false and a missing value with the spec’s message', () => {
    fc.assert(
      fc.property(limit, blank, (max, empty) => {
        expect(messageOf(requiredText(max), empty)).toBe(validationMessages.required)
      }),
    )
  })

  it('passes text up to the limit, trimmed, and fails it one character past with the spec’s message', () => {
    fc.assert(
      fc.property(limit, padding, padding, fc.constantFrom('a', 'é', 'Z'), (max, before, after, letter) => {
        const atLimit = letter.repeat(max)
        expect(v.parse(requiredText(max), `${before}${atLimit}${after}`)).toBe(atLimit)
        expect(messageOf(requiredText(max), `${before}${atLimit}${letter}${after}`)).toBe(
          validationMessages.maxLength(max),
        )
      }),
    )
  })
})

describe('optional text', () => {
  it('passes an empty value as empty text (missing, null, ""), and holds the same length limit', () => {
    fc.assert(
      fc.property(limit, fc.constantFrom(undefined, null, '', '   '), (max, empty) => {
        expect(v.parse(optionalText(max), empty)).toBe('')
        expect(messageOf(optionalText(max), 'x'.repeat(max + 1))).toBe(validationMessages.maxLength(max))
        expect(messageOf(optionalText(max), 'x'.repeat(max))).toBeUndefined()
      }),
    )
  })

  it('never throws, and says a value that is no text is not text', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = v.safeParse(optionalText(50), input)
        if (!result.success && typeof input !== 'string')
          expect(result.issues[0].message).toBe('This field must be text.')
      }),
    )
  })
})

describe('email', () => {
  // Labels with single hyphens: valibot's email rule refuses '--' inside a label (and so punycode 'xn--' domains).
  const label = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8})?$/)
  const email = fc
    .tuple(
      fc.stringMatching(/^[a-z0-9]+([._+][a-z0-9]+){0,2}$/),
      fc.array(label, { minLength: 1, maxLength: 2 }),
      fc.constantFrom('com', 'org', 'net', 'us', 'land'),
    )
    .map(([local, labels, top]) => `${local}@${[...labels, top].join('.')}`)

  it('passes every address of the usual shape, trimmed', () => {
    fc.assert(
      fc.property(email, padding, (address, pad) => {
        expect(v.parse(requiredEmail, `${pad}${address}${pad}`)).toBe(address)
      }),
    )
  })

  it('fails an address without its @, its domain or with a space inside, with the spec’s message', () => {
    const broken = fc.constantFrom(
      (a: string) => a.replace('@', ''),
      (a: string) => a.slice(0, a.indexOf('@') + 1),
      (a: string) => a.replace('@', ' @'),
      (a: string) => `@${a.slice(a.indexOf('@') + 1)}`,
    )
    fc.assert(
      fc.property(email, broken, (address, breakIt) => {
        expect(messageOf(requiredEmail, breakIt(address))).toBe(validationMessages.email)
      }),
    )
  })

  it('is required: an empty value fails as required, not as a bad address', () => {
    fc.assert(
      fc.property(blank, (empty) => {
        expect(messageOf(requiredEmail, empty)).toBe(validationMessages.required)
      }),
    )
  })
})

describe('text-field flags', () => {
  const flags = fc.integer({ min: 0, max: 7 })
  const field = (set: number) => v.pipe(v.string(), textFlags(set))
  /** Text that names nothing a flag refuses: words, digits, '<' and '>' apart, an '@' alone, a period at a word's end. */
  const plain = fc
    .array(
      fc.oneof(
        fc.stringMatching(/^[A-Za-z0-9']{1,10}$/),
        fc.constantFrom('< 5 acres', '<3', '@ noon', 'e.g.', 'Mr.', '2.5', '&', '—'),
      ),
      { maxLength: 8 },
    )
    .map((words) => words.join(' '))
  const html = fc.constantFrom(
    '<b>',
    '</p>',
    '<script>alert(1)</script>',
    '<!-- x -->',
    '<img src=x onerror=alert(1)>',
    '<?xml?>',
  )
  const url = fc.constantFrom(
    'https://land.example/x',
    'http://a.b',
    'ftp://files.example',
    'www.cheap-land.biz',
    'ranchdeals.com',
    'sub.farm.net/path',
  )
  const email = fc.constantFrom('jane@example.com', 'j.doe+land@ranch.co', 'a@b.org')
  const named = { [textFlag.noHtml]: html, [textFlag.noUrl]: url, [textFlag.noEmail]: email }
  const messages = {
    [textFlag.noHtml]: textFlagMessages.noHtml,
    [textFlag.noUrl]: textFlagMessages.noUrl,
    [textFlag.noEmail]: textFlagMessages.noEmail,
  }

  it('each refuses what it names with its message, and lets the others’ through', () => {
    const flagged = fc
      .constantFrom(textFlag.noHtml, textFlag.noUrl, textFlag.noEmail)
      .chain((kind) => named[kind].map((text) => [kind, text] as const))
    fc.assert(
      fc.property(flags, flagged, plain, plain, (set, [kind, part], before, after) => {
        const text = `${before} ${part} ${after}`
        expect(messageOf(field(set), text), text).toBe(set & kind ? messages[kind] : undefined)
      }),
    )
  })

  it('pass plain text and an empty value under every set of flags, 7 included', () => {
    fc.assert(
      fc.property(flags, plain, (set, text) => {
        expect(messageOf(field(set), text), text).toBeUndefined()
        expect(messageOf(field(set), '')).toBeUndefined()
      }),
    )
  })

  it('never throw, and answer only their own messages', () => {
    fc.assert(
      fc.property(flags, anyText, (set, text) => {
        const message = messageOf(field(set), text)
        if (message !== undefined) expect(Object.values(textFlagMessages)).toContain(message)
      }),
      { numRuns: 50 },
    )
  })
})

describe('visible text', () => {
  it('reads back as itself through required and optional text alike', () => {
    fc.assert(
      fc.property(visible, (text) => {
        expect(v.parse(requiredText(40), text)).toBe(text)
        expect(v.parse(optionalText(40), text)).toBe(text)
      }),
    )
  })
})
