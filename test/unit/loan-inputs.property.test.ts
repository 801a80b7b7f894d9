import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  loanInputLimits,
  readLoanForm,
  wholeYearsMessage,
  type LoanField,
  type LoanForm,
} from '../../web/rules/loan-inputs.ts'
import { validationMessages } from '../../web/rules/messages.ts'
import { anyText } from './url-properties.ts'

// The loan calculator's fields as a buyer types them (web/rules/loan-inputs.ts): every amount within its limits,
// typed plain, with a dollar or percent sign or thousands commas, reads as that number into the loan; each limit is
// exact, with the spec's messages (§5 numeric, required, min value, max value); nothing typed makes it throw.

const limits = loanInputLimits
type Typing = 'plain' | 'commas' | 'dollars' | 'percent'

/** A number as a buyer may type it: plain, with commas every three digits, with a sign before or after. */
const typed = (n: number, how: Typing) => {
  const [whole = '', fraction] = String(n).split('.')
  const text = how === 'plain' ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const number = fraction === undefined ? text : `${text}.${fraction}`
  return how === 'dollars' ? `$${number}` : how === 'percent' ? `${number}%` : number
}
const typing = fc.constantFrom<Typing>('plain', 'commas', 'dollars', 'percent')
const cents = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((n) => n / 100)

const loan: fc.Arbitrary<Loan> = fc
  .record({
    price: cents(limits.price.min, limits.price.max),
    downPercent: cents(0, 100),
    rate: cents(limits.ratePercent.min, limits.ratePercent.max),
    termYears: fc.integer({ min: limits.termYears.min, max: limits.termYears.max }),
    balloon: fc.boolean(),
  })
  .chain((each) =>
    fc
      .integer({ min: 1, max: Math.max(1, each.termYears - 1) })
      .map((balloonYears) => ({ ...each, balloon: each.balloon && each.termYears > 1, balloonYears })),
  )

interface Loan {
  price: number
  downPercent: number
  rate: number
  termYears: number
  balloon: boolean
  balloonYears: number
}

const formOf = (each: Loan, how: Typing): LoanForm => ({
  price: typed(each.price, how),
  downPayment: typed(each.downPercent, how),
  downPaymentMode: 'percent',
  rate: typed(each.rate, how),
  // Years are a small whole number: no commas in them.
  termYears: typed(each.termYears, how === 'commas' ? 'plain' : how),
  balloon: each.balloon,
  balloonYears: typed(each.balloonYears, 'plain'),
})

describe('the loan calculator fields', () => {
  it('read every amount within its limits, however typed, into the loan', () => {
    fc.assert(
      fc.property(loan, typing, (each, how) => {
        const reading = readLoanForm(formOf(each, how))
        expect(reading.valid, JSON.stringify(formOf(each, how))).toBe(true)
        if (!reading.valid) return
        expect(reading.price).toBe(each.price)
        expect(reading.terms.principal).toBeCloseTo(each.price - (each.price * each.downPercent) / 100, 6)
        expect(reading.terms.annualRatePercent).toBe(each.rate)
        expect(reading.terms.termMonths).toBe(each.termYears * 12)
        expect(reading.terms.balloonMonth).toBe(each.balloon ? each.balloonYears * 12 : null)
      }),
    )
  })

  it.each([
    ['price', limits.price.min, limits.price.max],
    ['rate', limits.ratePercent.min, limits.ratePercent.max],
    ['termYears', limits.termYears.min, limits.termYears.max],
  ] as const)('%s holds its limits exactly, with the spec’s messages', (field, min, max) => {
    const form: LoanForm = {
      price: '250000',
      downPayment: '20',
      downPaymentMode: 'percent',
      rate: '7.5',
      termYears: '20',
      balloon: false,
      balloonYears: '',
    }
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (by) => {
        const below = min - by
        const above = max + by
        const at = (value: number) => readLoanForm({ ...form, [field]: String(value) })
        expect(at(min).valid).toBe(true)
        expect(at(max).valid).toBe(true)
        // A negative number is no amount a buyer types: the numeric message says so.
        expect(at(below)).toEqual({
          valid: false,
          errors: { [field]: below < 0 ? validationMessages.numeric : validationMessages.minValue(min) },
        })
        expect(at(above)).toEqual({ valid: false, errors: { [field]: validationMessages.maxValue(max) } })
      }),
      { numRuns: 50 },
    )
  })

  it('never throw, and name only the fields at fault with the spec’s messages or the whole-years one', () => {
    const text = fc.oneof(anyText, fc.constantFrom('', ' ', '$', '%', '1,2,3', '.5', '5.', '1e3', '-1', '$1,000,000%'))
    const known = new Set<string>([validationMessages.required, validationMessages.numeric, wholeYearsMessage])
    fc.assert(
      fc.property(text, text, text, text, text, fc.boolean(), fc.constantFrom('percent', 'dollars'), (...values) => {
        const [price, downPayment, rate, termYears, balloonYears, balloon, mode] = values
        const form: LoanForm = {
          price,
          downPayment,
          downPaymentMode: mode as LoanForm['downPaymentMode'],
          rate,
          termYears,
          balloon,
          balloonYears,
        }
        const reading = readLoanForm(form)
        if (reading.valid) {
          expect(reading.terms.principal).toBeGreaterThanOrEqual(0)
          return
        }
        for (const [field, message] of Object.entries(reading.errors) as [LoanField, string][]) {
          expect(['price', 'downPayment', 'rate', 'termYears', 'balloonYears']).toContain(field)
          expect(known.has(message) || /^This value must be at (least|most) [\d.]+\.$/.test(message), message).toBe(
            true,
          )
        }
      }),
    )
  })
})
