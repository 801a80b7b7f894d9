import { useId, useState, type ReactNode } from 'react'
import type { DirectoryRequest } from '../../api/sellers.ts'
import { directoryTypes, type DirectoryTypeId } from '../../rules/account-rules.ts'
import { brokerSorts, type BrokerSort } from '../../rules/broker-sorts.ts'
import { usStates } from '../../rules/us-states.ts'

const selectClass = 'rounded border border-gray-400 bg-white px-2 py-1 text-sm'

function Field(props: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      {props.label}
      {props.children(id)}
    </label>
  )
}

/**
 * The directory's filters: who (spec §6 directory types), the state of their office, part of a name, and the order
 * (spec §9 broker sorts). A select applies at once; the name when the form is sent. Any change starts at page one.
 */
export function DirectoryFilters(props: { filters: DirectoryRequest; onChange: (filters: DirectoryRequest) => void }) {
  const { filters } = props
  const [keyword, setKeyword] = useState(filters.keyword ?? '')
  const change = (update: Partial<DirectoryRequest>) => props.onChange({ ...filters, ...update, pageIndex: undefined })
  return (
    <form
      role="search"
      aria-label="Find a seller"
      className="mt-4 flex flex-wrap items-center gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        change({ keyword: keyword.trim() || undefined })
      }}
    >
      <Field label="Seller type">
        {(id) => (
          <select
            id={id}
            className={selectClass}
            value={filters.directoryType ?? ''}
            onChange={(event) =>
              change({ directoryType: (Number(event.target.value) || undefined) as DirectoryTypeId | undefined })
            }
          >
            <option value="">All sellers</option>
            {directoryTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="State">
        {(id) => (
          <select
            id={id}
            className={selectClass}
            value={filters.stateAbbreviation?.toUpperCase() ?? ''}
            // A county belongs to one state: another state leaves it behind.
            onChange={(event) => change({ stateAbbreviation: event.target.value || undefined, countyId: undefined })}
          >
            <option value="">All states</option>
            {usStates.map((state) => (
              <option key={state.id} value={state.abbreviation}>
                {state.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Name">
        {(id) => (
          <input
            id={id}
            type="search"
            className={`${selectClass} w-48`}
            value={keyword}
            maxLength={120}
            placeholder="Company or agent"
            onChange={(event) => setKeyword(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="tap-target rounded bg-brand-primary px-3 py-1 text-sm font-semibold text-white">
        Search
      </button>
      <Field label="Sort by">
        {(id) => (
          <select
            id={id}
            className={selectClass}
            value={filters.sort ?? 'default'}
            onChange={(event) => {
              const sort = event.target.value as BrokerSort
              change({ sort: sort === 'default' ? undefined : sort })
            }}
          >
            {brokerSorts.map((sort) => (
              <option key={sort.id} value={sort.id}>
                {sort.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </form>
  )
}
