import { useId } from 'react'
import type { SearchCriteria } from '../../search/search-criteria.ts'
import { radiusOptions, radiusToKeep, searchRadius } from '../../search/search-radius.ts'
import type { ChangeCriteria } from './criteria-change.ts'

export interface RadiusChipProps {
  criteria: SearchCriteria
  onChange: ChangeCriteria
}

/**
 * How far around its town, ZIP or the buyer's position a search looks ('Within 25 mi'), as a chip whose menu is the
 * browser's own select: 5, 10, 25, 50 or 100 miles, applied at once. Nothing for a search of another place. The
 * place's default radius is kept out of the criteria, so the URL stays the place's own.
 */
export function RadiusChip(props: RadiusChipProps) {
  const id = useId()
  const miles = searchRadius(props.criteria)
  if (miles === null) return null
  return (
    <label
      htmlFor={id}
      className="tap-target flex items-center gap-1 rounded-full border border-solid border-brand-primary bg-white py-1 pl-3 pr-1 text-sm"
    >
      Within
      <select
        id={id}
        value={miles}
        onChange={(event) => props.onChange({ radius: radiusToKeep(props.criteria, Number(event.target.value)) })}
        className="cursor-pointer rounded-full border-0 bg-transparent py-0 pl-1 pr-6 font-semibold"
      >
        <RadiusOptions miles={miles} />
      </select>
    </label>
  )
}

/** The options of a radius select (the chip's, More Filters'), the search's own radius among them. */
export function RadiusOptions(props: { miles: number }) {
  return radiusOptions(props.miles).map((choice) => (
    <option key={choice} value={choice}>
      {choice} mi
    </option>
  ))
}
