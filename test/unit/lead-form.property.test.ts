import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { siteIdList } from '../../brands/site-ids.ts'
import { contactSellerLead, leadFieldLimits } from '../../web/leads/lead-form.ts'
import { textFlagMessages } from '../../web/rules/field-rules.ts'
import { listingLevel, upgradeTier } from '../../web/rules/listing-rules.ts'
import { anyText } from './url-properties.ts'

// The contact-seller lead (web/leads/lead-form.ts; spec §7: site, lead source, broker id, state, county, listing ids,
// price, acres, listing level, upgrade level, property title): every lead a listing, search card or seller page can
// open passes and reads back trimmed; each context field of the wrong kind is refused at that field; nothing throws.

const words = fc
  .array(fc.stringMatching(/^[A-Za-z][a-z']{0,9}$/), { minLength: 1, maxLength: 6 })
  .map((w) => w.join(' '))
const id = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })
const lead = fc.record(
  {
    name: words,
    email: fc.constantFrom('jane@example.com', 'j.doe+land@ranch.co'),
    phone: fc.constantFrom('', '512-555-0123', '(512) 555-0123', '+1512555012'),
    message: fc.oneof(
      words,
      words.map((text) => `${text}, or reach me at jane@example.com`),
    ),
    siteId: fc.constantFrom(...siteIdList),
    leadSource: fc.stringMatching(/^[\w-]{1,64}$/),
    brokerId: id,
    stateId: fc.option(id, { nil: null }),
    countyId: fc.option(id, { nil: null }),
    listingIds: fc.array(id, { maxLength: leadFieldLimits.listingIds }),
    price: fc.option(fc.integer({ min: 0, max: 1e12 }), { nil: null }),
    acres: fc.option(fc.double({ min: 0, max: 1e7, noNaN: true }), { nil: null }),
    listingLevel: fc.option(fc.constantFrom(...Object.values(listingLevel)), { nil: null }),
    upgradeLevelId: fc.option(fc.constantFrom(...Object.values(upgradeTier)), { nil: null }),
    propertyTitle: words,
  },
  { requiredKeys: ['name', 'email', 'siteId', 'leadSource', 'brokerId'] },
)
const fieldOf = (input: unknown) =>
  v
    .safeParse(contactSellerLead, input)
    .issues?.[0]?.path?.map((p) => p.key)
    .join('.')

describe('the contact-seller lead', () => {
  it('passes every lead the pages open, padded text trimmed and each listing named once', () => {
    fc.assert(
      fc.property(lead, fc.constantFrom('', ' ', '\n'), (each, pad) => {
        const output = v.parse(contactSellerLead, { ...each, name: `${pad}${each.name}${pad}` })
        expect(output.name).toBe(each.name)
        expect(output.listingIds).toEqual([...new Set(each.listingIds ?? [])])
        expect(output.message).toBe(each.message ?? '')
      }),
    )
  })

  it('refuses a context field of the wrong kind at that field', () => {
    const wrong = fc.constantFrom<[string, unknown]>(
      ['siteId', 0],
      ['siteId', '1'],
      ['leadSource', 'two words'],
      ['leadSource', ''],
      ['brokerId', '10001'],
      ['brokerId', 0],
      ['brokerId', 1.5],
      ['stateId', -1],
      ['countyId', 'x'],
      ['price', 1.5],
      ['price', -1],
      ['acres', -0.5],
      ['listingLevel', 7],
      ['upgradeLevelId', 9],
      ['propertyTitle', 42],
    )
    fc.assert(
      fc.property(lead, wrong, (each, [field, value]) => {
        expect(fieldOf({ ...each, [field]: value })).toBe(field)
      }),
    )
  })

  it('names at most 25 listings, however often one is repeated', () => {
    fc.assert(
      fc.property(lead, fc.array(id, { minLength: 1, maxLength: 40 }), (each, ids) => {
        const problem = fieldOf({ ...each, listingIds: ids })
        expect(problem).toBe(new Set(ids).size > leadFieldLimits.listingIds ? 'listingIds' : undefined)
      }),
    )
  })

  it('keeps a web address out of the message, an email address out of the name', () => {
    fc.assert(
      fc.property(lead, (each) => {
        const noUrl = v.safeParse(contactSellerLead, { ...each, message: `${each.message} www.cheap-land.biz` })
        expect(noUrl.issues?.[0]?.message).toBe(textFlagMessages.noUrl)
        const noEmail = v.safeParse(contactSellerLead, { ...each, name: `${each.name} jane@example.com` })
        expect(noEmail.issues?.[0]?.message).toBe(textFlagMessages.noEmail)
      }),
    )
  })

  it('never throws on any body', () => {
    const body = fc.oneof(
      fc.anything(),
      lead.chain((each) =>
        fc
          .constantFrom(...Object.keys(each))
          .chain((field) => fc.oneof(anyText, fc.anything()).map((value) => ({ ...each, [field]: value }))),
      ),
    )
    fc.assert(
      fc.property(body, (input) => {
        const result = v.safeParse(contactSellerLead, input)
        if (!result.success) expect(result.issues[0].message.length).toBeGreaterThan(0)
      }),
    )
  })
})
