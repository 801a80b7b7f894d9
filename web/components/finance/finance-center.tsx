import { useSuspenseQuery } from '@tanstack/react-query'
import { financeCenterInfoQuery } from '../../api/finance.ts'
import type { UsState } from '../../rules/us-states.ts'
import { useApi } from '../../site/api-context.tsx'
import { GuideSections, landLoanDifferences } from './land-loan-guide-sections.tsx'
import { LenderProfile } from './lender-profile.tsx'
import { LoanCalculator } from './loan-calculator.tsx'
import { StateLenderPicker } from './state-lender-picker.tsx'
import { StateLenders } from './state-lenders.tsx'

// The finance center (spec §1, the rural-land brand while the financeCenter flag is on): one lender in full for
// ?fcid={id}, the lenders of a state for ?state={abbreviation}, how land loans differ from mortgages, and the loan
// calculator. Its data is loaded with the page by the route (routes/content/finance-routes.tsx).

export function FinanceCenter(props: { lenderId: number | null; state: UsState | null }) {
  return (
    <main data-testid="finance-center" data-page-name="Finance Center" className="mx-auto max-w-5xl px-4 pb-16 pt-6">
      <h1 className="m-0 font-heading text-2xl font-bold md:text-3xl">Finance Center</h1>
      <p className="mb-6 mt-2 max-w-[70ch]">
        Lenders that make loans on land, farms and ranches, by the places they serve. Pick a state to see its lenders,
        then call or write to the ones that lend where you are buying.
      </p>
      {props.lenderId !== null && <Lender id={props.lenderId} />}
      <StateLenderPicker state={props.state} />
      {props.state && <StateLenders state={props.state} />}
      <div className="max-w-[70ch]">
        <GuideSections sections={[landLoanDifferences]} />
      </div>
      <div className="mt-8">
        <LoanCalculator headingLevel={2} />
      </div>
    </main>
  )
}

/** The lender of ?fcid; a notice where there is none (an id we do not have, or one no longer lending). */
function Lender(props: { id: number }) {
  const api = useApi()
  const { data: lender } = useSuspenseQuery(financeCenterInfoQuery(api, props.id))
  if (!lender) {
    return (
      <p role="status" className="mb-6 mt-0 rounded bg-brand-surface p-3">
        That lender is not in our finance center. Choose a state below to see the lenders there.
      </p>
    )
  }
  return (
    <div className="mb-8">
      <LenderProfile lender={lender} />
    </div>
  )
}
