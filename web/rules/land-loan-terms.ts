// What land loans typically look like, written once: the land loan guide quotes these figures and the loan calculator
// starts from them. They are starting points for an estimate, not offers: a buyer types in the terms they are quoted.

/** What raw land usually needs down with a bank or credit union, in percent of the price. */
export const rawLandDownPaymentPercent = { low: 20, high: 50 } as const

/** Bank and Farm Credit land loans are usually amortized over shorter terms than a 30-year home mortgage. */
export const landLoanTermYears = { low: 10, high: 20 } as const

/** Owner financing: the seller carries the note for a few years and the rest falls due as a balloon. */
export const ownerFinancingBalloonYears = { low: 3, high: 10 } as const

export interface TypicalLoan {
  downPaymentPercent: number
  ratePercent: number
  termYears: number
  /** Years until the balance falls due; null for a loan paid to the end of its term. */
  balloonYears: number | null
}

/** The calculator's first terms: a bank or Farm Credit loan on raw land. */
export const bankLandLoan: TypicalLoan = { downPaymentPercent: 25, ratePercent: 7.5, termYears: 20, balloonYears: null }

/**
 * Owner financing as sellers usually offer it: a smaller down payment, a rate the seller sets (above a bank's), a
 * payment figured over a shorter term, and a balloon after a few years.
 */
export const ownerFinancedLoan: TypicalLoan = { downPaymentPercent: 10, ratePercent: 9, termYears: 15, balloonYears: 5 }

/** The price the calculator starts from where no listing gives one. */
export const exampleLandPrice = 150_000
