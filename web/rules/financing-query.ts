import { usStates, type UsState } from './us-states.ts'

// The query of /financing: the finance center takes a lender's id as fcid (spec §2), and its state picker names a
// state as state=TX. Read leniently: what is not a lender id or a state is left out, so a bad value shows the page
// without it, never an error.

export const financingQuery = { lenderId: 'fcid', state: 'state' } as const

const lenderIdText = /^[1-9]\d{0,9}$/

interface FinancingQuery {
  lenderId: number | null
  state: UsState | null
}

export function readFinancingQuery(search: Record<string, unknown>): FinancingQuery {
  const lender = search[financingQuery.lenderId]
  const state = search[financingQuery.state]
  const abbreviation = typeof state === 'string' ? state.toUpperCase() : ''
  return {
    lenderId: typeof lender === 'string' && lenderIdText.test(lender) ? Number(lender) : null,
    state: usStates.find((known) => known.abbreviation === abbreviation) ?? null,
  }
}
