import { useState } from 'react'
import type { SearchCriteria } from '../../search/search-criteria.ts'
import type { ChangeCriteria } from './criteria-change.ts'

/** The place fields a near-me search replaces: the point is the place. */
const noPlace: Partial<SearchCriteria> = {
  cityName: undefined,
  cityIdList: undefined,
  countyName: undefined,
  countyIdList: undefined,
  regionName: undefined,
  regionIdList: undefined,
  stateId: undefined,
  stateName: undefined,
  stateAbbreviation: undefined,
  zip: undefined,
  lakeIdList: undefined,
}

/** Near me works on the browser's position rounded to one decimal (about 11 km), as spec §7 says. */
const roundToTenth = (value: number) => Math.round(value * 10) / 10

/**
 * Land near the buyer: asks the browser where it is (only on a click, so no page prompts on its own) and searches
 * around that point. Refused or unavailable positions say so next to the button.
 */
export function NearMeButton(props: { criteria: SearchCriteria; onChange: ChangeCriteria }) {
  const [problem, setProblem] = useState('')
  const [asking, setAsking] = useState(false)
  const active = props.criteria.latitude !== undefined && props.criteria.longitude !== undefined
  return (
    <span className="flex items-center gap-2">
      <button
        type="button"
        aria-pressed={active}
        disabled={asking}
        className={`tap-target rounded-full border px-3 py-1 text-sm ${
          active ? 'border-brand-primary bg-brand-primary text-white' : 'border-gray-400 bg-white'
        }`}
        onClick={() => {
          if (!('geolocation' in navigator)) return setProblem('This browser cannot share its location.')
          setAsking(true)
          navigator.geolocation.getCurrentPosition(
            (position) => {
              setAsking(false)
              setProblem('')
              props.onChange({
                ...noPlace,
                latitude: roundToTenth(position.coords.latitude),
                longitude: roundToTenth(position.coords.longitude),
                isNearMeSearch: true,
              })
            },
            () => {
              setAsking(false)
              setProblem('Your location is not available. Allow location access and try again.')
            },
            { maximumAge: 10 * 60_000, timeout: 15_000 },
          )
        }}
      >
        {asking ? 'Finding you…' : 'Near me'}
      </button>
      {problem && (
        <span role="alert" className="text-xs text-red-700">
          {problem}
        </span>
      )}
    </span>
  )
}
