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

/**
 * A labelled select of one criterion: applied at once when `onChange` is given (the filter bar), or a named field of
 * a form applied with the rest (the phone's filter sheet).
 */
function CriterionSelect(props: {
  label: string
  name: string
  value: string
  options: readonly (readonly [string | number, string])[]
  onChange?: (value: string) => void
}) {
  const id = useId()
  const { onChange } = props
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      {props.label}
      <select
        id={id}
        name={props.name}
        className={selectClass}
        {...(onChange
          ? { value: props.value, onChange: (event) => onChange(event.target.value) }
          : { defaultValue: props.value })}
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  )
}

type CriterionProps = { criteria: SearchCriteria; onChange?: ChangeCriteria }

const sortOrderOf = (value: string): SearchCriteria['sortOrderId'] => {
  const order = Number(value) as SearchCriteria['sortOrderId']
  return order === sortOrder.default ? undefined : order
}
const brokerTypeOf = (value: string) => (value || undefined) as BrokerType | undefined
const brokerTypeOptions = [
  ['', 'Anyone'],
  ...(Object.keys(brokerTypes) as BrokerType[]).map((type) => [type, brokerTypeLabels[type]] as const),
] as const

export function SortSelect(props: CriterionProps) {
  const { onChange } = props
  return (
    <CriterionSelect
      label="Sort by"
      name="sortOrderId"
      value={String(props.criteria.sortOrderId ?? sortOrder.default)}
      options={sortLabels}
      onChange={onChange && ((value) => onChange({ sortOrderId: sortOrderOf(value) }))}
    />
  )
}

/** Who lists the property: the broker-type URL segment (spec §2). */
export function BrokerTypeSelect(props: CriterionProps) {
  const { onChange } = props
  return (
    <CriterionSelect
      label="Listed by"
      name="brokerType"
      value={props.criteria.brokerType ?? ''}
      options={brokerTypeOptions}
      onChange={onChange && ((value) => onChange({ brokerType: brokerTypeOf(value) }))}
    />
  )
}

/** The sort and seller fields of a form (the phone's filter sheet), read back as criteria. */
export function sortFromForm(form: FormData): Partial<SearchCriteria> {
  return {
    sortOrderId: sortOrderOf(String(form.get('sortOrderId') ?? '')),
    brokerType: brokerTypeOf(String(form.get('brokerType') ?? '')),
  }
}
