import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { addListingForm, sellerPropertyTypes, type AddListingFormInput } from '../../web/rules/add-listing-form.ts'
import { addListingLimits, priceKinds, storedPrice } from '../../web/rules/listing-price.ts'
import { auctionPriceSentinel } from '../../web/rules/listing-rules.ts'
import { validationMessages } from '../../web/rules/messages.ts'
import { usStates } from '../../web/rules/us-states.ts'
import { anyText } from './url-properties.ts'

// A seller's new listing (web/rules/add-listing-form.ts): every field at its exact limits with the spec's messages
// (§5 numeric, required, min and max length and value), numbers as JSON or as typed ('$249,900', '1,250'), the
// price read as spec §9 stores it (2 an auction, 0 contact for price), and no throw whatever the body.

const valid: AddListingFormInput = {
  title: '40 Acres of Hill Country Ranch Land',
  propertyTypes: ['ranch'],
  stateId: 48,
  countyId: 48267,
  city: 'Junction',
  zip: '76849',
  acres: 40,
  priceKind: 'amount',
  price: 249_900,
  description: 'Rolling pasture with live oaks, a seasonal creek and a good water well near the road.',
}
const problemOf = (input: unknown) => {
  const issue = v.safeParse(addListingForm, input).issues?.[0]
  return issue && { field: issue.path?.map((item) => String(item.key)).join('.') ?? '', message: issue.message }
}
const withField = (field: string, value: unknown) => ({ ...valid, [field]: value })

/** A number as a seller may type it: plain, with commas every three digits, with a dollar sign. */
const typed = (n: number, dollars: boolean) => {
  const [whole = '', fraction] = String(n).split('.')
  const commas = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${dollars ? '$' : ''}${commas}${fraction === undefined ? '' : `.${fraction}`}`
}

describe('numbers', () => {
  const fields = [
    ['acres', addListingLimits.acres.min, addListingLimits.acres.max, false],
    ['price', addListingLimits.price.min, addListingLimits.price.max, true],
    ['beds', 0, addListingLimits.beds, true],
    ['baths', 0, addListingLimits.baths, false],
    ['homeSqft', addListingLimits.homeSqft.min, addListingLimits.homeSqft.max, true],
  ] as const

  it.each(fields)('%s reads the same as JSON or typed, within its limits', (field, min, max, whole) => {
    const value = whole
      ? fc.integer({ min, max })
      : fc.double({ min, max, noNaN: true }).map((n) => Math.round(n * 100) / 100)
    fc.assert(
      fc.property(
        value.filter((n) => n >= min && n <= max),
        fc.boolean(),
        (n, dollars) => {
          expect(v.parse(addListingForm, withField(field, n))[field]).toBe(n)
          expect(v.parse(addListingForm, withField(field, typed(n, dollars)))[field]).toBe(n)
        },
      ),
      { numRuns: 50 },
    )
  })

  it.each(fields)('%s refuses a value past either limit with the spec’s message', (field, min, max) => {
    fc.assert(
      // At least a cent past: a millionth past ten billion is ten billion in a double.
      fc.property(fc.double({ min: 0.01, max: 1e6, noNaN: true }), (by) => {
        expect(problemOf(withField(field, min - by))).toEqual({ field, message: validationMessages.minValue(min) })
        expect(problemOf(withField(field, max + by))).toEqual({ field, message: validationMessages.maxValue(max) })
      }),
    )
  })

  it('refuses text that is no number with the spec’s numeric message', () => {
    const notNumber = fc.oneof(anyText, fc.constantFrom('12a', '1.2.3', '--5', 'forty', '1e3', '0x10', 'Infinity'))
    fc.assert(
      fc.property(fc.constantFrom('acres', 'price', 'beds', 'homeSqft'), notNumber, (field, text) => {
        const plain = text.trim().replace(/^\$/, '').replace(/,/g, '')
        if (plain === '' || /^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain)) return
        expect(problemOf(withField(field, text))).toEqual({ field, message: validationMessages.numeric })
      }),
    )
  })
})

describe('text', () => {
  it.each([
    ['title', addListingLimits.title.min, addListingLimits.title.max],
    ['description', addListingLimits.description.min, addListingLimits.description.max],
  ] as const)('%s is between %i and %i characters, trimmed, each limit exact', (field, min, max) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: max + 20 }), fc.constantFrom('', ' ', '\n'), (length, pad) => {
        const problem = problemOf(withField(field, `${pad}${'w'.repeat(length)}${pad}`))
        if (length < min) expect(problem).toEqual({ field, message: validationMessages.minLength(min) })
        else if (length > max) expect(problem).toEqual({ field, message: validationMessages.maxLength(max) })
        else expect(problem).toBeUndefined()
      }),
      { numRuns: 50 },
    )
  })

  it.each(['title', 'city', 'zip', 'description', 'acres', 'stateId', 'countyId', 'propertyTypes'])(
    '%s is required: empty, null or left out',
    (field) => {
      fc.assert(
        fc.property(fc.constantFrom('', '   ', null, undefined), (empty) => {
          // Left out: the key is not in the body (JSON has no undefined).
          const { [field as keyof typeof valid]: _, ...without } = valid
          const problem = problemOf(empty === undefined ? without : withField(field, empty))
          expect(problem?.field).toBe(field)
          if (empty !== '   ' || ['title', 'city', 'zip', 'description'].includes(field)) {
            expect(problem?.message).toBe(validationMessages.required)
          }
        }),
      )
    },
  )
})

describe('the price', () => {
  it('is stored as spec §9 reads it: the amount, 2 for an auction, 0 for contact for price', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...priceKinds),
        fc.option(fc.integer({ min: 100, max: 1e10 }), { nil: null }),
        (kind, price) => {
          const result = v.safeParse(addListingForm, { ...valid, priceKind: kind, price })
          if (kind === 'amount' && price === null) {
            expect(result.issues?.[0]?.path?.[0]?.key).toBe('price')
            return
          }
          expect(result.success).toBe(true)
          expect(storedPrice(result.output as never)).toBe(
            kind === 'auction' ? auctionPriceSentinel : kind === 'contact' ? 0 : price,
          )
        },
      ),
    )
  })
})

describe('the whole form', () => {
  it('takes every state, any set of the seller’s types (each once), and a point only with both coordinates', () => {
    const point = fc.record({
      latitude: fc.option(fc.double({ min: -90, max: 90, noNaN: true }), { nil: null }),
      longitude: fc.option(fc.double({ min: -180, max: 180, noNaN: true }), { nil: null }),
    })
    fc.assert(
      fc.property(
        fc.constantFrom(...usStates.map((state) => state.id)),
        fc.array(fc.constantFrom(...sellerPropertyTypes), { minLength: 1, maxLength: 6 }),
        point,
        (stateId, types, at) => {
          const result = v.safeParse(addListingForm, { ...valid, stateId, propertyTypes: types, ...at })
          const bothOrNeither = (at.latitude === null) === (at.longitude === null)
          expect(result.success).toBe(bothOrNeither)
          if (result.success) expect(result.output.propertyTypes).toEqual([...new Set(types)])
          else expect(result.issues[0].path?.[0]?.key).toBe('longitude')
        },
      ),
    )
  })

  it('never throws, and names a field for each problem of an object', () => {
    const body = fc.oneof(
      fc.anything(),
      fc.record(Object.fromEntries(Object.keys(valid).map((key) => [key, fc.oneof(anyText, fc.anything())])), {
        requiredKeys: [],
      }),
    )
    fc.assert(
      fc.property(body, (input) => {
        const result = v.safeParse(addListingForm, input)
        if (result.success || typeof input !== 'object' || input === null || Array.isArray(input)) return
        for (const issue of result.issues) expect(issue.path?.length).toBeGreaterThan(0)
      }),
      { numRuns: 50 },
    )
  })
})
