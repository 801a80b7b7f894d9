import { downPaymentDollars, type LoanTerms } from './loan-math.ts'
import { validationMessages } from './messages.ts'

// The loan calculator's fields as a buyer types them, read into loan terms or into the spec's messages (§5: numeric,
// required, min value, max value) for the fields at fault. A buyer may type '$250,000' or '7.5%': the dollar sign,
// percent sign and thousands commas are read past.

/** The bounds of each field: wide enough for any land deal, narrow enough that every figure stays meaningful. */
export const loanInputLimits = {
  price: { min: 1_000, max: 100_000_000 },
  downPaymentPercent: { min: 0, max: 100 },
  ratePercent: { min: 0, max: 30 },
  termYears: { min: 1, max: 40 },
  balloonYears: { min: 1 },
} as const

// Ours: the spec has no message for a fraction where whole years are wanted.
export const wholeYearsMessage = 'Please enter a whole number of years.'

export type DownPaymentMode = 'percent' | 'dollars'

/** The calculator's fields, as typed. */
export interface LoanForm {
  price: string
  downPayment: string
  downPaymentMode: DownPaymentMode
  rate: string
  termYears: string
  balloon: boolean
  balloonYears: string
}

export type LoanField = 'price' | 'downPayment' | 'rate' | 'termYears' | 'balloonYears'

export type LoanFormReading =
  | { valid: true; price: number; downPayment: number; terms: LoanTerms }
  | { valid: false; errors: Partial<Record<LoanField, string>> }

const numberText = /^(\d+(\.\d*)?|\.\d+)$/

/** A typed amount as a number, or the message that says why it is not one. */
function amountOf(text: string): number | string {
  const plain = text.trim().replace(/^\$/, '').replace(/%$/, '').replace(/,/g, '').trim()
  if (plain === '') return validationMessages.required
  if (!numberText.test(plain)) return validationMessages.numeric
  return Number(plain)
}

function inRange(value: number, min: number, max: number): string | null {
  if (value < min) return validationMessages.minValue(min)
  if (value > max) return validationMessages.maxValue(max)
  return null
}

/** Reads a field: its number, or records its message and answers null. */
function reader(errors: Partial<Record<LoanField, string>>) {
  return (field: LoanField, text: string, min: number, max: number, whole = false): number | null => {
    const value = amountOf(text)
    const problem =
      typeof value === 'string'
        ? value
        : whole && !Number.isInteger(value)
          ? wholeYearsMessage
          : inRange(value, min, max)
    if (problem) {
      errors[field] = problem
      return null
    }
    return value as number
  }
}

/** The loan the fields describe, or a message for each field at fault. */
export function readLoanForm(form: LoanForm): LoanFormReading {
  const errors: Partial<Record<LoanField, string>> = {}
  const read = reader(errors)
  const limits = loanInputLimits
  const price = read('price', form.price, limits.price.min, limits.price.max)
  const downMax = form.downPaymentMode === 'percent' ? limits.downPaymentPercent.max : (price ?? limits.price.max)
  const down = read('downPayment', form.downPayment, 0, downMax)
  const rate = read('rate', form.rate, limits.ratePercent.min, limits.ratePercent.max)
  const termYears = read('termYears', form.termYears, limits.termYears.min, limits.termYears.max, true)
  // A balloon falls due before the term ends: at most a year short of it.
  const balloonMax = termYears === null ? limits.termYears.max - 1 : termYears - 1
  const balloonYears = form.balloon
    ? read('balloonYears', form.balloonYears, limits.balloonYears.min, balloonMax, true)
    : null
  if (price === null || down === null || rate === null || termYears === null || (form.balloon && !balloonYears)) {
    return { valid: false, errors }
  }
  const downPayment = downPaymentDollars(price, { mode: form.downPaymentMode, value: down })
  return {
    valid: true,
    price,
    downPayment,
    terms: {
      principal: price - downPayment,
      annualRatePercent: rate,
      termMonths: termYears * 12,
      balloonMonth: balloonYears === null ? null : balloonYears * 12,
    },
  }
}
