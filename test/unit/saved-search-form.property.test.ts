import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { searchUrlCodecs } from '../../routes/search-urls/search-url-codec.ts'
import { textFlagMessages } from '../../web/rules/field-rules.ts'
import { validationMessages } from '../../web/rules/messages.ts'
import { savedSearchChange, savedSearchForm, savedSearchNotify } from '../../web/rules/saved-search-form.ts'
import { usStates } from '../../web/rules/us-states.ts'
import { propertyTypeNameList } from '../../web/search/criteria-values.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { anyText, unicodeText } from './url-properties.ts'

// A saved search as a person names and keeps it (spec §3 saved search, web/rules/saved-search-form.ts): a name
// (required, at most 100 characters, no markup or web address), how often it mails (spec §9: none, daily, instant;
// 'No Updates' by default), the criteria, and the page's path as a hint that never names another site. A change
// names at least one of name, notify and active.

const criteria: fc.Arbitrary<SearchCriteria> = fc.record(
  {
    stateName: fc.constantFrom(...usStates.map((state) => state.name)),
    propertyTypes: fc.subarray(propertyTypeNameList, { maxLength: 3 }),
    keywordQuery: unicodeText(30),
    priceMax: fc.integer({ min: 1, max: 5_000_000 }),
  },
  { requiredKeys: [] },
)
const form = (change: Record<string, unknown>) => ({ name: 'Ranches near Austin', criteria: {}, ...change })
const firstIssue = (schema: v.GenericSchema, input: unknown) => {
  const issue = v.safeParse(schema, input).issues?.[0]
  return issue && { field: issue.path?.map((item) => String(item.key)).join('.') ?? '', message: issue.message }
}

describe('saving a search', () => {
  it('keeps the path of every search page of every brand, with its criteria', () => {
    fc.assert(
      fc.property(fc.constantFrom(...brandIds), criteria, (brandId, asked) => {
        const path = searchUrlCodecs[brandId].build(asked)
        const saved = v.parse(savedSearchForm, form({ criteria: asked, path }))
        expect(saved).toMatchObject({ path, notify: 'No Updates' })
      }),
    )
  })

  it('never takes a path that names another site', () => {
    const path = fc.oneof(
      anyText,
      anyText.map((text) => `/${text}`),
      fc.constantFrom('//evil.example', '/\\evil.example', 'https://evil.example/', '/\t/evil.example', ' /x'),
    )
    fc.assert(
      fc.property(path, (text) => {
        const result = v.safeParse(savedSearchForm, form({ path: text }))
        if (result.success) expect(new URL(result.output.path!, 'https://land.example').host).toBe('land.example')
        else expect(result.issues[0].path?.[0]?.key).toBe('path')
      }),
    )
  })

  it('needs a name of at most 100 characters without markup or a web address (an email address may stay)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 140 }), (length) => {
        const problem = firstIssue(savedSearchForm, form({ name: 'n'.repeat(length) }))
        expect(problem).toEqual(
          length <= 100 ? undefined : { field: 'name', message: validationMessages.maxLength(100) },
        )
      }),
    )
    for (const [name, message] of [
      ['', validationMessages.required],
      ['  ', validationMessages.required],
      ['<b>Ranches</b>', textFlagMessages.noHtml],
      ['Ranches www.cheap-land.biz', textFlagMessages.noUrl],
    ] as const) {
      expect(firstIssue(savedSearchForm, form({ name })), name).toEqual({ field: 'name', message })
    }
    expect(firstIssue(savedSearchForm, form({ name: 'Ask ruth@example.com' }))).toBeUndefined()
  })

  it('mails as often as one of the spec’s three frequencies, and refuses any other', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...savedSearchNotify), anyText), (notify) => {
        const ok = (savedSearchNotify as readonly string[]).includes(notify)
        expect(firstIssue(savedSearchForm, form({ notify }))?.field).toBe(ok ? undefined : 'notify')
      }),
    )
  })
})

describe('changing a saved search', () => {
  const change = fc.record(
    {
      name: fc.constantFrom('Hill Country ranches', 'Farms'),
      notify: fc.constantFrom(...savedSearchNotify),
      active: fc.boolean(),
    },
    { requiredKeys: [] },
  )

  it('takes any change naming at least one of name, notify and active, and refuses one naming none', () => {
    fc.assert(
      fc.property(change, (asked) => {
        const result = v.safeParse(savedSearchChange, asked)
        expect(result.success).toBe(Object.keys(asked).length > 0)
        if (!result.success) expect(result.issues[0].message).toBe('Send at least one of name, notify and active.')
      }),
    )
  })

  it('never throws on any body', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = v.safeParse(savedSearchChange, input)
        if (!result.success) expect(result.issues[0].message.length).toBeGreaterThan(0)
      }),
    )
  })
})
