import { GuideSections, landLoanGuideSections } from './land-loan-guide-sections.tsx'
import { LoanCalculator } from './loan-calculator.tsx'

// The Land Loans page: every brand's /financing where no finance center is shown. The calculator comes first, under
// a short introduction; the guide explains what goes into it.

export function LandLoansGuide() {
  return (
    <main data-testid="land-loans" data-page-name="Land Loans" className="mx-auto max-w-5xl px-4 pb-16 pt-6">
      <h1 className="m-0 font-heading text-2xl font-bold md:text-3xl">Land loans: how to finance land</h1>
      <p className="mb-6 mt-2 max-w-[70ch]">
        Buying land with a loan works differently from buying a house. Estimate your payment below, then read what
        lenders ask for, how balloon payments and owner financing work, and where to look for a loan.
      </p>
      <LoanCalculator headingLevel={2} />
      <div className="max-w-[70ch]">
        <GuideSections sections={landLoanGuideSections} />
      </div>
    </main>
  )
}
