import { useLoaderData } from '@tanstack/react-router'
import { FinanceCenter } from '../../components/finance/finance-center.tsx'
import { LandLoansGuide } from '../../components/finance/land-loans-guide.tsx'
import { usStates } from '../../rules/us-states.ts'

/** What the financing route loaded (routes/content/finance-routes.tsx). */
export interface FinancingRouteData {
  /** The brand has a finance center and the financeCenter flag is on. */
  financeCenter: boolean
  /** ?fcid, when it is a whole number. */
  lenderId: number | null
  /** ?state, when it names a state. */
  stateId: number | null
}

/**
 * /financing (spec §2): the finance center on the brand that has one while its flag is on (spec §1), the Land Loans
 * guide everywhere else. Both carry the land loan calculator.
 */
export function FinancingPage() {
  const data = useLoaderData({ strict: false }) as FinancingRouteData
  if (!data.financeCenter) return <LandLoansGuide />
  return <FinanceCenter lenderId={data.lenderId} state={usStates.find((state) => state.id === data.stateId) ?? null} />
}
