import { useSuspenseQuery } from '@tanstack/react-query'
import { lendersByLocationQuery, statePlace } from '../../api/finance.ts'
import type { UsState } from '../../rules/us-states.ts'
import { useApi } from '../../site/api-context.tsx'
import { LenderCard } from './lender-card.tsx'

/** Every lender of a state, the local ones first (loaded with the page by the route). */
export function StateLenders(props: { state: UsState }) {
  const api = useApi()
  const { data: lenders } = useSuspenseQuery(lendersByLocationQuery(api, statePlace(props.state.id)))
  return (
    <section aria-labelledby="state-lenders" className="mt-6" data-testid="state-lenders">
      <h2 id="state-lenders" className="m-0 mb-3 font-heading text-xl font-bold">
        Land lenders in {props.state.name}
      </h2>
      {lenders === null ? (
        <p role="status" className="m-0">
          The lenders could not be loaded just now. Please try again in a moment.
        </p>
      ) : lenders.length ? (
        <ul className="m-0 grid list-none gap-3 p-0 md:grid-cols-2">
          {lenders.map((lender) => (
            <li key={lender.id}>
              <LenderCard lender={lender} headingLevel="h3" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="m-0">
          No lender in our finance center serves {props.state.name} yet. Local banks, credit unions and Farm Credit
          associations there make most land loans: ask them about the terms below.
        </p>
      )}
    </section>
  )
}
