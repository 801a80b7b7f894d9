import { useId } from 'react'
import { bankLandLoan, exampleLandPrice } from '../../rules/land-loan-terms.ts'
import { loanSummary } from '../../rules/loan-math.ts'
import { AmortizationChart } from './amortization-chart.tsx'
import { LoanFields } from './loan-fields.tsx'
import { useLoanForm } from './loan-form-state.ts'
import { LoanResults, type FiguredLoan } from './loan-results.tsx'
import { OwnerFinancingComparison } from './owner-financing-comparison.tsx'

// The land loan calculator: price, down payment, rate, term, an optional balloon and owner financing in; the monthly
// payment, the interest, the balloon and the loan year by year out, figured as the buyer types (web/rules/loan-math.ts).

const figured = (reading: ReturnType<typeof useLoanForm>['reading']): FiguredLoan | null =>
  reading.valid ? { ...reading, summary: loanSummary(reading.terms) } : null

export function LoanCalculator(props: {
  /** The listing's price, or the example price where there is no listing. */
  price?: number
  /** The calculator's heading level: h2 on its own page, h3 inside a listing's financing section. */
  headingLevel: 2 | 3
}) {
  const id = useId()
  const loan = useLoanForm(props.price ?? exampleLandPrice, bankLandLoan)
  const result = figured(loan.reading)
  const bank = loan.bankReading ? figured(loan.bankReading) : null
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={`${id}-heading`} data-testid="loan-calculator" className="min-w-0">
      <Heading id={`${id}-heading`} className="m-0 mb-3 font-heading text-xl font-bold">
        Land loan calculator
      </Heading>
      <div className="grid gap-6 md:grid-cols-[minmax(0,17rem)_minmax(0,1fr)]">
        <LoanFields idPrefix={id} loan={loan} />
        <div className="min-w-0">
          {result ? (
            <>
              <LoanResults loan={result} />
              {loan.ownerFinancing && (
                <OwnerFinancingComparison
                  bank={bank}
                  owner={result}
                  headingId={`${id}-owner`}
                  level={props.headingLevel + 1}
                />
              )}
              <AmortizationChart
                principal={result.terms.principal}
                years={result.summary.years}
                balloon={result.summary.balloon}
              />
            </>
          ) : (
            <p role="status" className="m-0 rounded bg-brand-surface p-3 text-sm">
              Correct the fields marked in red to see the payment.
            </p>
          )}
        </div>
      </div>
    </section>
  )
}
