import { usDollars, usNumber } from '../../format/us-numbers.ts'
import { balloonDue, type FiguredLoan } from './loan-results.tsx'

// Owner financing beside the bank loan the buyer had figured: what the seller's usual terms change, line by line.

const term = (loan: FiguredLoan) => `${loan.terms.termMonths / 12} years`

const lines: { label: string; of: (loan: FiguredLoan) => string }[] = [
  { label: 'Down payment', of: (loan) => usDollars(loan.downPayment) },
  { label: 'Interest rate', of: (loan) => `${usNumber(loan.terms.annualRatePercent)} %` },
  { label: 'Payment figured over', of: term },
  {
    label: 'Balloon',
    of: (loan) => (loan.summary.balloon > 0 ? `${usDollars(loan.summary.balloon)} ${balloonDue(loan.terms)}` : 'None'),
  },
  { label: 'Monthly payment', of: (loan) => usDollars(loan.summary.monthlyPayment) },
  { label: 'Total interest', of: (loan) => usDollars(loan.summary.totalInterest) },
]

export function OwnerFinancingComparison(props: {
  bank: FiguredLoan | null
  owner: FiguredLoan
  headingId: string
  /** One below the calculator's own heading. */
  level: number
}) {
  const { bank, owner } = props
  const Heading = props.level === 3 ? 'h3' : 'h4'
  return (
    <section aria-labelledby={props.headingId} className="mt-4 rounded-lg border border-solid border-gray-300 p-3">
      <Heading id={props.headingId} className="m-0 text-base font-semibold">
        What owner financing changes
      </Heading>
      <p className="m-0 mt-1 text-sm">
        The seller sets the rate and usually wants a smaller down payment but the balance back within a few years: plan
        to refinance with a lender, or sell, before the balloon falls due.
      </p>
      {bank && (
        <table className="mt-2 w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-gray-300 text-left">
              <th scope="col" className="py-1 pr-2 font-normal text-brand-muted">
                <span className="sr-only">Term</span>
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                Bank loan
              </th>
              <th scope="col" className="py-1 text-right">
                Owner financed
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.label} className="border-b border-gray-200">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {line.label}
                </th>
                <td className="py-1 pr-2 text-right tabular-nums">{line.of(bank)}</td>
                <td className="py-1 text-right font-semibold tabular-nums">{line.of(owner)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
