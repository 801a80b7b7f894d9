import { useRouter } from '@tanstack/react-router'
import { useId } from 'react'
import { financingQuery } from '../../rules/financing-query.ts'
import { usStates, type UsState } from '../../rules/us-states.ts'
import { useSiteLinks } from '../../site/site-links.tsx'
import { fieldClass, primaryButton } from '../account/account-look.tsx'

// The finance center's state picker: a GET form (?state=TX), so it works before the page's script has run; once it
// has, the router follows it in place.

const lenderStateParam = financingQuery.state

export function StateLenderPicker(props: { state: UsState | null }) {
  const id = useId()
  const router = useRouter()
  const action = useSiteLinks().content('financing')
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label="Lenders by state"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        const state = new FormData(event.currentTarget).get(lenderStateParam)
        void router.navigate({ href: state ? `${action}?${lenderStateParam}=${state}` : action })
      }}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          State
        </label>
        {/* Keyed by the state shown, so going back to another state's page shows that state. */}
        <select
          key={props.state?.id ?? 0}
          id={id}
          name={lenderStateParam}
          defaultValue={props.state?.abbreviation ?? ''}
          className={fieldClass}
        >
          <option value="">Choose a state</option>
          {usStates.map((state) => (
            <option key={state.id} value={state.abbreviation}>
              {state.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={primaryButton}>
        Show lenders
      </button>
    </form>
  )
}
