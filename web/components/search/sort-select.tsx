import { useId } from 'react'
import { sortOrder } from '../../rules/listing-rules.ts'
import { brokerTypes, type BrokerType, type SearchCriteria } from '../../search/search-criteria.ts'
import type { ChangeCriteria } from './criteria-change.ts'

/** The sort orders of spec §9 as buyers read them, the default first. */
const sortLabels: [number, string][] = [
  [sortOrder.default, 'Featured'],
  [sortOrder.newest, 'Newest'],
  [sortOrder.recent, 'Recently Updated'],
  [sortOrder.priceAsc, 'Price: Low to High'],
  [sortOrder.priceDesc, 'Price: High to Low'],
  [sortOrder.acresAsc, 'Acres: Low to High'],
  [sortOrder.acresDesc, 'Acres: High to Low'],
  [sortOrder.pricePerAcreAsc, 'Price per Acre: Low to High'],
  [sortOrder.pricePerAcreDesc, 'Price per Acre: High to Low'],
]

const brokerTypeLabels: Record<BrokerType, string> = {
  brokers: 'Brokers',
  agents: 'Agents',
  auctioneer: 'Auctioneers',
  owner: 'Owners',
  retailer: 'Land Retailers',
}

const selectClass = 'rounded border border-gray-400 bg-white px-2 py-1 text-sm'

export function SortSelect(props: { criteria: SearchCriteria; onChange: ChangeCriteria }) {
  const id = useId()
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      Sort by
      <select
        id={id}
        className={selectClass}
        value={props.criteria.sortOrderId ?? sortOrder.default}
        onChange={(event) => {
          const value = Number(event.target.value) as SearchCriteria['sortOrderId']
          props.onChange({ sortOrderId: value === sortOrder.default ? undefined : value })
        }}
      >
        {sortLabels.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** Who lists the property: the broker-type URL segment (spec §2). */
export function BrokerTypeSelect(props: { criteria: SearchCriteria; onChange: ChangeCriteria }) {
  const id = useId()
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      Listed by
      <select
        id={id}
        className={selectClass}
        value={props.criteria.brokerType ?? ''}
        onChange={(event) =>
          props.onChange({ brokerType: (event.target.value || undefined) as BrokerType | undefined })
        }
      >
        <option value="">Anyone</option>
        {(Object.keys(brokerTypes) as BrokerType[]).map((type) => (
          <option key={type} value={type}>
            {brokerTypeLabels[type]}
          </option>
        ))}
      </select>
    </label>
  )
}
