import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  amortizationSchedule,
  downPaymentDollars,
  loanSummary,
  monthlyPayment,
  type LoanTerms,
} from '../../web/rules/loan-math.ts'

// The loan calculator's arithmetic: fixed examples against figures of the standard amortization formula worked by
// hand (and printed in every amortization table), and properties over thousands of random loans.

/** Within half a cent: what a page shows rounds to cents. */
const cents = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(0.005)

describe('fixed examples', () => {
  it('$100,000 at 6 % over 30 years: $599.55 a month, $115,838.19 of interest', () => {
    cents(monthlyPayment(100_000, 6, 360), 599.55)
    const summary = loanSummary({ principal: 100_000, annualRatePercent: 6, termMonths: 360, balloonMonth: null })
    expect(summary.paymentCount).toBe(360)
    expect(Math.abs(summary.totalInterest - 115_838.19)).toBeLessThan(0.01)
    expect(summary.balloon).toBe(0)
    expect(summary.years).toHaveLength(30)
    expect(summary.years.at(-1)!.balance).toBe(0)
  })

  it('$200,000 at 5 % over 15 years: $1,581.59 a month', () => {
    cents(monthlyPayment(200_000, 5, 180), 1581.59)
  })

  it('$112,500 (a $150,000 price, 25 % down) at 7.5 % over 20 years: $906.29 a month', () => {
    cents(monthlyPayment(112_500, 7.5, 240), 906.29)
  })

  it('a 5-year balloon on $100,000 at 6 % amortized over 30 years is $93,054.36', () => {
    const summary = loanSummary({ principal: 100_000, annualRatePercent: 6, termMonths: 360, balloonMonth: 60 })
    cents(summary.monthlyPayment, 599.55)
    expect(summary.paymentCount).toBe(60)
    cents(summary.balloon, 93_054.36)
    expect(summary.years).toHaveLength(5)
    // The balloon is paid in its year: nothing is owed after it.
    expect(summary.years.at(-1)!.balance).toBe(0)
    cents(
      summary.years.reduce((sum, year) => sum + year.principal, 0),
      100_000,
    )
  })

  it('$120,000 at 0 % over 10 years is $1,000 a month and no interest', () => {
    expect(monthlyPayment(120_000, 0, 120)).toBe(1000)
    expect(
      loanSummary({ principal: 120_000, annualRatePercent: 0, termMonths: 120, balloonMonth: null }),
    ).toMatchObject({ totalInterest: 0, totalPaid: 120_000, balloon: 0 })
  })

  it('nothing borrowed is nothing to pay', () => {
    const summary = loanSummary({ principal: 0, annualRatePercent: 7, termMonths: 240, balloonMonth: 60 })
    expect(summary).toMatchObject({ monthlyPayment: 0, paymentCount: 0, totalInterest: 0, balloon: 0, years: [] })
  })

  it('a balloon at or after the end of the term is no balloon', () => {
    const terms = { principal: 50_000, annualRatePercent: 8, termMonths: 120 }
    const without = loanSummary({ ...terms, balloonMonth: null })
    expect(loanSummary({ ...terms, balloonMonth: 120 })).toEqual(without)
    expect(loanSummary({ ...terms, balloonMonth: 200 })).toEqual(without)
  })

  it('a down payment in percent or dollars, never more than the price', () => {
    expect(downPaymentDollars(200_000, { mode: 'percent', value: 25 })).toBe(50_000)
    expect(downPaymentDollars(200_000, { mode: 'dollars', value: 30_000 })).toBe(30_000)
    expect(downPaymentDollars(200_000, { mode: 'dollars', value: 300_000 })).toBe(200_000)
  })
})

/** Loans as buyers figure them: $1,000 to $10 million, 0 to 30 %, 1 to 40 years, a balloon or none. */
const loans: fc.Arbitrary<LoanTerms> = fc
  .record({
    principal: fc.double({ min: 1000, max: 10_000_000, noNaN: true }),
    annualRatePercent: fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 30, noNaN: true })),
    termMonths: fc.integer({ min: 12, max: 480 }),
    balloonShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true })),
  })
  .map(({ balloonShare, ...terms }) => ({
    ...terms,
    balloonMonth: balloonShare === null ? null : 1 + Math.floor(balloonShare * (terms.termMonths - 1)),
  }))

/** The standard formula's balance after k payments: P(1+r)^k − M((1+r)^k − 1)/r. */
function closedFormBalance(terms: LoanTerms, k: number): number {
  const r = terms.annualRatePercent / 1200
  const payment = monthlyPayment(terms.principal, terms.annualRatePercent, terms.termMonths)
  if (r === 0) return terms.principal - k * payment
  const growth = (1 + r) ** k
  return terms.principal * growth - (payment * (growth - 1)) / r
}

const closeTo = (actual: number, expected: number, scale: number) =>
  Math.abs(actual - expected) <= 1e-9 * Math.max(1, scale)

describe('properties', () => {
  it("the schedule's principal, balloon included, sums to the loan", () => {
    fc.assert(
      fc.property(loans, (terms) => {
        const { payments, balloon } = amortizationSchedule(terms)
        const paid = payments.reduce((sum, payment) => sum + payment.principal, 0) + balloon
        expect(closeTo(paid, terms.principal, terms.principal)).toBe(true)
        expect(payments.at(-1)!.balance).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('at zero interest the balance falls in a straight line', () => {
    fc.assert(
      fc.property(loans, (loan) => {
        const terms = { ...loan, annualRatePercent: 0 }
        const { payments } = amortizationSchedule(terms)
        const step = terms.principal / terms.termMonths
        for (const payment of payments) {
          expect(payment.interest).toBe(0)
          expect(closeTo(payment.principal, step, terms.principal)).toBe(true)
          expect(closeTo(payment.balance, terms.principal - payment.month * step, terms.principal)).toBe(true)
        }
      }),
    )
  })

  it('the balloon is the balance left at its month, as the standard formula gives it', () => {
    fc.assert(
      fc.property(
        loans.filter((terms) => terms.balloonMonth !== null),
        (terms) => {
          const { payments, balloon } = amortizationSchedule(terms)
          expect(payments).toHaveLength(terms.balloonMonth!)
          expect(balloon).toBe(payments.at(-1)!.balance)
          expect(closeTo(balloon, closedFormBalance(terms, terms.balloonMonth!), terms.principal)).toBe(true)
        },
      ),
    )
  })

  it('every level payment is the same, and the years add up to the whole', () => {
    fc.assert(
      fc.property(loans, (terms) => {
        const summary = loanSummary(terms)
        const { payments } = amortizationSchedule(terms)
        for (const payment of payments.slice(0, -1)) {
          expect(closeTo(payment.payment, summary.monthlyPayment, summary.monthlyPayment)).toBe(true)
        }
        const years = summary.years
        expect(years).toHaveLength(Math.ceil(summary.paymentCount / 12))
        expect(closeTo(years.at(-1)!.cumulativeInterest, summary.totalInterest, summary.totalInterest)).toBe(true)
        const principal = years.reduce((sum, year) => sum + year.principal, 0)
        expect(closeTo(principal, terms.principal, terms.principal)).toBe(true)
        expect(closeTo(summary.totalPaid, terms.principal + summary.totalInterest, summary.totalPaid)).toBe(true)
      }),
    )
  })
})
