// Land loan arithmetic: a fixed-rate loan paid monthly, amortized over its term, optionally cut short by a balloon
// (the rest of the balance due at once). Pure functions on dollars as floating-point numbers: pages round only when
// they write a figure, so a schedule's parts still add up to the loan.

export interface LoanTerms {
  /** What is borrowed: the price less the down payment, in dollars. */
  principal: number
  /** The yearly interest rate in percent: 7.5 for 7.5 %. */
  annualRatePercent: number
  /** The months the payment is figured over (the amortization term). */
  termMonths: number
  /** The month whose payment is the last before the rest falls due at once; null for a loan paid to the end. */
  balloonMonth: number | null
}

/** One monthly payment of a schedule: what went to interest and to the loan, and what is still owed after it. */
export interface LoanPayment {
  month: number
  payment: number
  interest: number
  principal: number
  balance: number
}

/** One year of a schedule, as the chart and its table show it. A balloon is counted in the principal of its year. */
export interface LoanYear {
  year: number
  principal: number
  interest: number
  /** Owed at the end of the year (0 once the balloon is paid). */
  balance: number
  /** Interest paid from the first payment to the end of this year. */
  cumulativeInterest: number
}

export interface LoanSummary {
  monthlyPayment: number
  /** Regular payments made (the balloon's month included). */
  paymentCount: number
  totalInterest: number
  /** The balance due at the balloon; 0 for a loan paid to the end of its term. */
  balloon: number
  /** Every payment and the balloon: the principal plus the total interest. */
  totalPaid: number
  years: LoanYear[]
}

const monthlyRate = (annualRatePercent: number) => annualRatePercent / 100 / 12

/** The level monthly payment that pays `principal` off in `months` at the rate (the standard amortization formula). */
export function monthlyPayment(principal: number, annualRatePercent: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0
  const rate = monthlyRate(annualRatePercent)
  if (rate === 0) return principal / months
  return (principal * rate) / (1 - (1 + rate) ** -months)
}

/** The balloon's month when it falls inside the term; a balloon at or after the term's end is no balloon. */
function balloonMonthOf(terms: LoanTerms): number | null {
  const month = terms.balloonMonth
  return month !== null && month >= 1 && month < terms.termMonths ? month : null
}

/**
 * Every payment until the loan is paid: to the end of the term, or to the balloon's month and then the balloon, which
 * is the balance that month's payment leaves. The term's last payment clears what rounding of floats left over.
 */
export function amortizationSchedule(terms: LoanTerms): { payments: LoanPayment[]; balloon: number } {
  const rate = monthlyRate(terms.annualRatePercent)
  const level = monthlyPayment(terms.principal, terms.annualRatePercent, terms.termMonths)
  const balloonMonth = balloonMonthOf(terms)
  const lastMonth = balloonMonth ?? terms.termMonths
  const payments: LoanPayment[] = []
  let balance = Math.max(0, terms.principal)
  for (let month = 1; month <= lastMonth && balance > 0; month++) {
    const interest = balance * rate
    const principal = month === terms.termMonths ? balance : Math.min(balance, level - interest)
    balance = month === terms.termMonths ? 0 : balance - principal
    payments.push({ month, payment: interest + principal, interest, principal, balance })
  }
  return { payments, balloon: balloonMonth === null ? 0 : balance }
}

/** The schedule year by year, with the balloon paid in the year of its month. */
function yearsOf(payments: readonly LoanPayment[], balloon: number): LoanYear[] {
  const years: LoanYear[] = []
  let cumulativeInterest = 0
  for (let start = 0; start < payments.length; start += 12) {
    const months = payments.slice(start, start + 12)
    const interest = months.reduce((sum, payment) => sum + payment.interest, 0)
    const isLast = start + 12 >= payments.length
    cumulativeInterest += interest
    years.push({
      year: start / 12 + 1,
      principal: months.reduce((sum, payment) => sum + payment.principal, 0) + (isLast ? balloon : 0),
      interest,
      balance: isLast ? 0 : months.at(-1)!.balance,
      cumulativeInterest,
    })
  }
  return years
}

/** What a loan comes to: the monthly payment, the interest over its life, the balloon and the years' figures. */
export function loanSummary(terms: LoanTerms): LoanSummary {
  const { payments, balloon } = amortizationSchedule(terms)
  const totalInterest = payments.reduce((sum, payment) => sum + payment.interest, 0)
  return {
    monthlyPayment: monthlyPayment(terms.principal, terms.annualRatePercent, terms.termMonths),
    paymentCount: payments.length,
    totalInterest,
    balloon,
    totalPaid: Math.max(0, terms.principal) + totalInterest,
    years: yearsOf(payments, balloon),
  }
}

/** A down payment as the buyer gives it: a share of the price, or dollars. */
export type DownPayment = { mode: 'percent'; value: number } | { mode: 'dollars'; value: number }

/** The down payment in dollars, never more than the price. */
export function downPaymentDollars(price: number, down: DownPayment): number {
  const dollars = down.mode === 'percent' ? (price * down.value) / 100 : down.value
  return Math.min(Math.max(0, dollars), price)
}
