import { useId, type ReactNode } from 'react'
import {
  activities,
  amenities,
  dateListedDays,
  marketStatus,
  priceChangeLookbackDays,
  transactionType,
  type Activity,
  type Amenity,
} from '../../rules/listing-rules.ts'
import { landFilterNames, topographyNames, type LandFilter, type TopographyName } from '../../rules/land-filters.ts'
import { landFilterLabels } from '../../rules/land-facts.ts'
import { marketStatusValues, type SearchCriteria } from '../../search/search-criteria.ts'
import { radiusToKeep, searchRadius } from '../../search/search-radius.ts'
import type { ChangeCriteria } from './criteria-change.ts'
import { RangeFields, readNumber, readRange } from './range-fields.tsx'
import { RadiusOptions } from './radius-chip.tsx'

// Every other criterion a buyer can set (the spec's "more filters" area), loaded when first opened. One form:
// nothing changes until Apply, so a buyer can set several filters with one search.

const statusLabels: Record<(typeof marketStatusValues)[number], string> = {
  [marketStatus.available]: 'For sale',
  [marketStatus.underContract]: 'Under contract',
  [marketStatus.offMarket]: 'Off market',
  [marketStatus.sold]: 'Sold',
}
const dateListedLabels: Record<(typeof dateListedDays)[number], string> = {
  0: 'Any time',
  1: 'Past 24 hours',
  7: 'Past 7 days',
  30: 'Past 30 days',
  60: 'Past 60 days',
}
const flags = [
  ['hasVideo', 'Has video'],
  ['hasVirtualTour', 'Has 3D tour'],
  ['hasCustomMap', 'Has property map'],
  ['mineralRights', 'Mineral rights'],
  ['ownerFinancing', 'Owner financing'],
] as const

function Group(props: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="m-0 border-0 p-0">
      <legend className="mb-1 p-0 text-sm font-semibold">{props.legend}</legend>
      <div className="grid grid-cols-1 gap-1 xs:grid-cols-2">{props.children}</div>
    </fieldset>
  )
}

function Check(props: { name: string; value: string; label: string; checked: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={props.name} value={props.value} defaultChecked={props.checked} />
      {props.label}
    </label>
  )
}

/** The "more filters" criteria a form holds (its fields from MoreFilterFields). */
export function moreFiltersFromForm(form: FormData, criteria: SearchCriteria): Partial<SearchCriteria> {
  const list = <T,>(name: string) => {
    const values = form.getAll(name) as T[]
    return values.length ? values : undefined
  }
  const beds = readRange(form, 'bed')
  const baths = readRange(form, 'bath')
  const sqft = readRange(form, 'sqft')
  const house = form.get('hasHouse')
  const dateListed = Number(form.get('dateListed')) as SearchCriteria['dateListed']
  const lookback = Number(form.get('priceChangeLookback')) as SearchCriteria['priceChangeLookback']
  const transaction = Number(form.get('transactionType'))
  const keyword = String(form.get('keywordQuery') ?? '').trim()
  const statuses = list<string>('marketStatus')?.map(Number) as SearchCriteria['marketStatuses']
  return {
    bedMin: beds.min,
    bedMax: beds.max,
    bathMin: baths.min,
    bathMax: baths.max,
    sqftMin: sqft.min,
    sqftMax: sqft.max,
    activityTypes: list<Activity>('activity'),
    amenityTypes: list<Amenity>('amenity'),
    landFacts: list<LandFilter>('landFact'),
    topography: list<TopographyName>('topography'),
    marketStatuses: statuses,
    transactionTypes: transaction ? [transaction as 1 | 2] : undefined,
    hasHouse: house === 'yes' ? true : house === 'no' ? false : undefined,
    dateListed: dateListed || undefined,
    priceChangeLookback: lookback || undefined,
    priceChangeType: lookback ? (form.get('priceChangeType') === 'change' ? 'change' : 'reduction') : undefined,
    keywordQuery: keyword || undefined,
    radius: radiusFromForm(form, criteria),
    ...Object.fromEntries(flags.map(([name]) => [name, form.get(name) ? true : undefined])),
  }
}

/** Whether the search has a point to measure a radius from (a ZIP, a city or the buyer's location). */
const radiusAllowed = (criteria: SearchCriteria) => searchRadius(criteria) !== null

/** The radius the form holds: none for the place's default (the URL stays the place's own) or without a point. */
function radiusFromForm(form: FormData, criteria: SearchCriteria): number | undefined {
  const miles = readNumber(form, 'radius')
  return miles && radiusAllowed(criteria) ? radiusToKeep(criteria, miles) : undefined
}

export function MoreFilters(props: { criteria: SearchCriteria; onChange: ChangeCriteria; onDone: () => void }) {
  return (
    <form
      // Scrolling, the form clips what overflows it: 4 px inside its edge (the same out) hold the focus ring.
      className="-m-1 flex max-h-[70vh] flex-col gap-4 overflow-y-auto p-1"
      onSubmit={(event) => {
        event.preventDefault()
        props.onChange(moreFiltersFromForm(new FormData(event.currentTarget), props.criteria))
        props.onDone()
      }}
    >
      <MoreFilterFields criteria={props.criteria} />
      <div className="sticky bottom-0 flex gap-2 bg-white pt-2">
        <button type="submit" className="tap-target rounded bg-brand-primary px-4 py-1 font-semibold text-white">
          Apply filters
        </button>
      </div>
    </form>
  )
}

/** The fields of the more-filters form, also part of the phone's filter sheet (filter-sheet.tsx). */
export function MoreFilterFields(props: { criteria: SearchCriteria }) {
  const { criteria } = props
  const id = useId()
  const statuses = criteria.marketStatuses ?? [marketStatus.available, marketStatus.underContract]
  const transaction = criteria.transactionTypes?.length === 1 ? criteria.transactionTypes[0] : 0
  const radius = searchRadius(criteria)
  return (
    <>
      <label className="flex flex-col gap-1 text-sm font-semibold" htmlFor={`${id}keyword`}>
        Keywords
        <input
          id={`${id}keyword`}
          name="keywordQuery"
          type="search"
          maxLength={200}
          defaultValue={criteria.keywordQuery ?? ''}
          placeholder="creek, barn, timber…"
          className="rounded border border-gray-400 px-2 py-1 font-normal"
        />
      </label>
      {radius !== null && (
        <label className="flex flex-col gap-1 text-sm font-semibold" htmlFor={`${id}radius`}>
          Within
          <select id={`${id}radius`} name="radius" defaultValue={radius} className="rounded border px-2 py-1">
            <RadiusOptions miles={radius} />
          </select>
        </label>
      )}
      <Group legend="Land facts">
        {landFilterNames.map((name) => (
          <Check
            key={name}
            name="landFact"
            value={name}
            label={landFilterLabels[name]}
            checked={criteria.landFacts?.includes(name) ?? false}
          />
        ))}
      </Group>
      <Group legend="Topography">
        {topographyNames.map((name) => (
          <Check
            key={name}
            name="topography"
            value={name}
            label={name[0]!.toUpperCase() + name.slice(1)}
            checked={criteria.topography?.includes(name) ?? false}
          />
        ))}
      </Group>
      <div className="grid gap-4 sm:grid-cols-3">
        <RangeFields legend="Bedrooms" name="bed" min={criteria.bedMin} max={criteria.bedMax} />
        <RangeFields legend="Bathrooms" name="bath" min={criteria.bathMin} max={criteria.bathMax} step={0.5} />
        <RangeFields legend="Home sq ft" name="sqft" min={criteria.sqftMin} max={criteria.sqftMax} step={100} />
      </div>
      <Group legend="House">
        {(
          [
            ['either', 'Either', criteria.hasHouse === undefined || criteria.hasHouse === null],
            ['yes', 'With a house', criteria.hasHouse === true],
            ['no', 'Without a house', criteria.hasHouse === false],
          ] as const
        ).map(([value, label, checked]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" name="hasHouse" value={value} defaultChecked={checked} />
            {label}
          </label>
        ))}
      </Group>
      <Group legend="Listing status">
        {marketStatusValues.map((status) => (
          <Check
            key={status}
            name="marketStatus"
            value={String(status)}
            label={statusLabels[status]}
            checked={statuses.includes(status)}
          />
        ))}
      </Group>
      <div className="grid gap-4 sm:grid-cols-3">
        <label className="flex flex-col gap-1 text-sm font-semibold" htmlFor={`${id}sale`}>
          Sale type
          <select
            id={`${id}sale`}
            name="transactionType"
            defaultValue={transaction}
            className="rounded border px-2 py-1"
          >
            <option value={0}>Any</option>
            <option value={transactionType.sale}>For sale</option>
            <option value={transactionType.auction}>Auctions</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold" htmlFor={`${id}listed`}>
          Date listed
          <select
            id={`${id}listed`}
            name="dateListed"
            defaultValue={criteria.dateListed ?? 0}
            className="rounded border px-2 py-1"
          >
            {dateListedDays.map((days) => (
              <option key={days} value={days}>
                {dateListedLabels[days]}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="m-0 flex flex-col gap-1 border-0 p-0">
          <legend className="mb-1 p-0 text-sm font-semibold">Price changed</legend>
          <select
            aria-label="Price change within"
            name="priceChangeLookback"
            defaultValue={criteria.priceChangeLookback ?? 0}
            className="rounded border px-2 py-1 text-sm"
          >
            <option value={0}>Any time or never</option>
            {priceChangeLookbackDays.map((days) => (
              <option key={days} value={days}>
                Past {days} days
              </option>
            ))}
          </select>
          <select
            aria-label="Kind of price change"
            name="priceChangeType"
            defaultValue={criteria.priceChangeType === 'change' ? 'change' : 'reduction'}
            className="rounded border px-2 py-1 text-sm"
          >
            <option value="reduction">Reduced</option>
            <option value="change">Any change</option>
          </select>
        </fieldset>
      </div>
      <Group legend="Features">
        {flags.map(([name, label]) => (
          <Check key={name} name={name} value="true" label={label} checked={criteria[name] === true} />
        ))}
      </Group>
      <Group legend="Activities">
        {activities.map((activity) => (
          <Check
            key={activity}
            name="activity"
            value={activity}
            label={activity[0]!.toUpperCase() + activity.slice(1)}
            checked={criteria.activityTypes?.includes(activity) ?? false}
          />
        ))}
      </Group>
      <Group legend="Amenities">
        {amenities.map((amenity) => (
          <Check
            key={amenity}
            name="amenity"
            value={amenity}
            label={amenity[0]!.toUpperCase() + amenity.slice(1)}
            checked={criteria.amenityTypes?.includes(amenity) ?? false}
          />
        ))}
      </Group>
    </>
  )
}
