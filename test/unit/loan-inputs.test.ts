import { describe, expect, it } from 'vitest'
import { loanInputLimits, readLoanForm, wholeYearsMessage, type LoanForm } from '../../web/rules/loan-inputs.ts'
import { validationMessages } from '../../web/rules/messages.ts'

// The loan calculator's fields read as a buyer types them, and the spec's messages (§5) for what cannot be read.

const form: LoanForm = {
  price: '$250,000',
  downPayment: '20%',
  downPaymentMode: 'percent',
  rate: '7.5',
  termYears: '20',
  balloon: false,
  balloonYears: '5',
}

describe('the loan calculator fields', () => {
  it('reads dollars, percents and commas into the loan', () => {
    expect(readLoanForm(form)).toEqual({
      valid: true,
      price: 250_000,
      downPayment: 50_000,
      terms: { principal: 200_000, annualRatePercent: 7.5, termMonths: 240, balloonMonth: null },
    })
    expect(readLoanForm({ ...form, downPaymentMode: 'dollars', downPayment: '30,000', balloon: true })).toMatchObject({
      valid: true,
      downPayment: 30_000,
      terms: { principal: 220_000, balloonMonth: 60 },
    })
  })

  it.each([
    ['price', { price: '' }, validationMessages.required],
    ['price', { price: 'lots' }, validationMessages.numeric],
    ['price', { price: '-5' }, validationMessages.numeric],
    ['price', { price: '999' }, validationMessages.minValue(loanInputLimits.price.min)],
    ['price', { price: '200000000' }, validationMessages.maxValue(loanInputLimits.price.max)],
    ['downPayment', { downPayment: '120' }, validationMessages.maxValue(100)],
    ['downPayment', { downPaymentMode: 'dollars', downPayment: '300000' }, validationMessages.maxValue(250_000)],
    ['rate', { rate: '31' }, validationMessages.maxValue(loanInputLimits.ratePercent.max)],
    ['termYears', { termYears: '0' }, validationMessages.minValue(loanInputLimits.termYears.min)],
    ['termYears', { termYears: '41' }, validationMessages.maxValue(loanInputLimits.termYears.max)],
    ['termYears', { termYears: '12.5' }, wholeYearsMessage],
    ['balloonYears', { balloon: true, balloonYears: '20' }, validationMessages.maxValue(19)],
    ['balloonYears', { balloon: true, balloonYears: '0' }, validationMessages.minValue(1)],
    ['balloonYears', { balloon: true, balloonYears: '' }, validationMessages.required],
  ] as const)('%s %j: %s', (field, change, message) => {
    expect(readLoanForm({ ...form, ...change })).toEqual({ valid: false, errors: { [field]: message } })
  })

  it('leaves the balloon years alone when there is no balloon', () => {
    expect(readLoanForm({ ...form, balloonYears: 'never' }).valid).toBe(true)
  })

  it('names every field at fault at once', () => {
    const reading = readLoanForm({ ...form, price: 'x', rate: '', termYears: '50' })
    expect(reading.valid).toBe(false)
    if (!reading.valid) expect(Object.keys(reading.errors).sort()).toEqual(['price', 'rate', 'termYears'])
  })
})
