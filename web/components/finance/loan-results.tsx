import { usDollars } from '../../format/us-numbers.ts'
import type { LoanTerms, LoanSummary } from '../../rules/loan-math.ts'

// What the loan comes to, in the words a buyer compares offers by. Payments are principal and interest: property
// tax and insurance come on top, and a land loan rarely escrows them.

export interface FiguredLoan {
  price: number
  downPayment: number
  terms: LoanTerms
  summary: LoanSummary
}

/** 'after 5 years' from the balloon's month. */
export const balloonDue = (terms: LoanTerms) => {
  const years = (terms.balloonMonth ?? 0) / 12
  return `after ${years} ${years === 1 ? 'year' : 'years'}`
}

export function LoanResults(props: { loan: FiguredLoan }) {
  const { terms, summary, downPayment } = props.loan
  const rows: [string, string][] = [
    ['Loan amount', `${usDollars(terms.principal)} (${usDollars(downPayment)} down)`],
    ['Total interest', usDollars(summary.totalInterest)],
  ]
  if (summary.balloon > 0) rows.push([`Balloon payment, due ${balloonDue(terms)}`, usDollars(summary.balloon)])
  rows.push(['Total of payments', usDollars(summary.totalPaid)])
  return (
    <div>
      {/* Said again as the buyer types: the one figure worth hearing at every change. */}
      <div aria-live="polite" aria-atomic="true">
        <p className="m-0 text-sm text-brand-muted">Monthly payment</p>
        <p className="m-0 font-heading text-3xl font-bold" data-testid="loan-monthly-payment">
          {usDollars(summary.monthlyPayment)}
        </p>
      </div>
      <p className="m-0 mt-1 text-xs text-brand-muted">Principal and interest; property tax and insurance are extra.</p>
      <dl className="m-0 mt-3 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-brand-muted">{term}</dt>
            <dd className="m-0 text-right font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
