import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { contactSellerLead, leadFieldLimits } from '../../web/leads/lead-form.ts'
import { textFlag, textFlagMessages, textFlags } from '../../web/rules/field-rules.ts'
import { validationMessages } from '../../web/rules/messages.ts'

const valid = {
  name: 'Jane Buyer',
  email: 'jane@example.com',
  phone: '512-555-0123',
  message: 'Is the well still working?',
  siteId: 2,
  leadSource: 'listing-detail',
  brokerId: 10001,
  listingIds: [3000001],
}

/** The field and message of the first problem, as the worker's 400 names them. */
function firstProblem(input: unknown): { field: string; message: string } | undefined {
  const result = v.safeParse(contactSellerLead, input)
  if (result.success) return undefined
  const issue = result.issues[0]
  return { field: issue.path?.map((item) => String(item.key)).join('.') ?? '', message: issue.message }
}

describe('the contact-seller lead', () => {
  it('accepts a filled form and trims what the buyer typed', () => {
    const output = v.parse(contactSellerLead, { ...valid, name: '  Jane Buyer ', message: ' Hi ' })
    expect(output).toMatchObject({ name: 'Jane Buyer', message: 'Hi', listingIds: [3000001] })
  })

  it('needs only name, email and the modal context: empty optional fields pass every rule', () => {
    const output = v.parse(contactSellerLead, { ...valid, phone: '', message: null, listingIds: undefined })
    expect(output).toMatchObject({ phone: '', message: '', listingIds: [], stateId: null, propertyTitle: '' })
  })

  it.each([
    ['name', undefined],
    ['name', ''],
    ['name', '   '],
    ['name', null],
    ['name', false],
    ['email', ''],
    ['email', null],
  ])('%s %j is required', (field, value) => {
    expect(firstProblem({ ...valid, [field]: value })).toEqual({ field, message: validationMessages.required })
  })

  it.each(['name', 'email', 'siteId', 'brokerId'])('%s left out is required', (field) => {
    const { [field as keyof typeof valid]: _, ...rest } = valid
    expect(firstProblem(rest)).toEqual({ field, message: validationMessages.required })
  })

  it('says a body that is no object is not a lead', () => {
    expect(firstProblem('Jane')).toEqual({ field: '', message: 'The lead must be a JSON object.' })
  })

  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com'])('email %j is refused', (email) => {
    expect(firstProblem({ ...valid, email })).toEqual({ field: 'email', message: validationMessages.email })
  })

  it.each(['512-555-0123', '(512) 555-0123', '512.555.0123', '+1512555012', '5125550123', '512 555 012345'])(
    'phone %j is in the spec format',
    (phone) => {
      expect(firstProblem({ ...valid, phone })).toBeUndefined()
    },
  )

  it.each(['555-0123', '512-55-0123', '512-555-012', '512-555-0123456', 'call me', '1-512-555-0123'])(
    'phone %j is not',
    (phone) => {
      expect(firstProblem({ ...valid, phone })).toEqual({ field: 'phone', message: validationMessages.phoneFormat })
    },
  )

  it.each([
    ['name', leadFieldLimits.name],
    ['message', leadFieldLimits.message],
  ])('%s is at most %i characters', (field, limit) => {
    expect(firstProblem({ ...valid, [field]: 'a'.repeat(limit) })).toBeUndefined()
    expect(firstProblem({ ...valid, [field]: 'a'.repeat(limit + 1) })).toEqual({
      field,
      message: validationMessages.maxLength(limit),
    })
  })

  it.each([
    ['name', '<b>Jane</b>', textFlagMessages.noHtml],
    ['name', 'Jane https://spam.example', textFlagMessages.noUrl],
    ['name', 'Jane www.cheap-land.biz', textFlagMessages.noUrl],
    ['name', 'Jane ranchdeals.com', textFlagMessages.noUrl],
    ['name', 'Jane jane@example.com', textFlagMessages.noEmail],
    ['message', 'Hello <script>alert(1)</script>', textFlagMessages.noHtml],
    ['message', 'See http://elsewhere.example/deal', textFlagMessages.noUrl],
    ['message', 'Better land at landbargains.net', textFlagMessages.noUrl],
  ])('%s %j breaks a text flag', (field, value, message) => {
    expect(firstProblem({ ...valid, [field]: value })).toEqual({ field, message })
  })

  it('lets a message carry an email address (flags 3), and text that only looks like markup or a link', () => {
    for (const message of [
      'You can also reach me at jane.b@ranchmail.com or john.co@farm.net',
      'Is it < 5 acres of pasture? I love it <3',
      'Mr. Smith, e.g. the north field. Is it 2.5 acres?',
    ]) {
      expect(firstProblem({ ...valid, message }), message).toBeUndefined()
    }
  })

  it.each([
    [{ siteId: 0 }, 'siteId'],
    [{ siteId: undefined }, 'siteId'],
    [{ brokerId: 0 }, 'brokerId'],
    [{ brokerId: '10001' }, 'brokerId'],
    [{ leadSource: '<x>' }, 'leadSource'],
    [{ listingIds: [1, -2] }, 'listingIds.1'],
    [{ listingIds: Array.from({ length: leadFieldLimits.listingIds + 1 }, (_, i) => i + 1) }, 'listingIds'],
    [{ price: -1 }, 'price'],
    [{ price: 1.5 }, 'price'],
    [{ listingLevel: 7 }, 'listingLevel'],
    [{ upgradeLevelId: 9 }, 'upgradeLevelId'],
  ])('context %j is refused on %s', (change, field) => {
    expect(firstProblem({ ...valid, ...change })?.field).toBe(field)
  })

  it('names one listing once however often it is sent', () => {
    expect(v.parse(contactSellerLead, { ...valid, listingIds: [5, 5, 6] }).listingIds).toEqual([5, 6])
  })
})

describe('text-field flags', () => {
  const field = (flags: number) => v.pipe(v.string(), textFlags(flags))
  const message = (flags: number, text: string) => v.safeParse(field(flags), text).issues?.[0]?.message

  it('check only the flags given: 0 allows all three, 7 forbids all three', () => {
    const all = '<i>x</i> www.x.com a@b.org'
    expect(message(0, all)).toBeUndefined()
    expect(message(textFlag.noHtml, '<i>x</i>')).toBe(textFlagMessages.noHtml)
    expect(message(textFlag.noUrl, '<i>x</i>')).toBeUndefined()
    expect(message(textFlag.noEmail, 'a@b.org')).toBe(textFlagMessages.noEmail)
    expect(message(textFlag.noUrl, 'a@b.org')).toBeUndefined()
    expect(message(textFlag.noHtml | textFlag.noUrl | textFlag.noEmail, 'write to a@b.org')).toBe(
      textFlagMessages.noEmail,
    )
  })

  it('let an empty value pass', () => {
    expect(message(7, '')).toBeUndefined()
  })
})
