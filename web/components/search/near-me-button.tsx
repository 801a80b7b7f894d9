import { nearMeAround } from '../../search/near-me.ts'
import type { SearchCriteria } from '../../search/search-criteria.ts'
import { useBrowserLocation } from '../../site/use-browser-location.ts'
import type { ChangeCriteria } from './criteria-change.ts'

/**
 * Land near the buyer: asks the browser where it is and searches around that point. Refused or unavailable positions
 * say so next to the button.
 */
export function NearMeButton(props: { criteria: SearchCriteria; onChange: ChangeCriteria }) {
  const browser = useBrowserLocation()
  const active = props.criteria.latitude !== undefined && props.criteria.longitude !== undefined
  return (
    <span className="flex items-center gap-2">
      <button
        type="button"
        aria-pressed={active}
        disabled={browser.asking}
        className={`tap-target rounded-full border px-3 py-1 text-sm ${
          active ? 'border-brand-primary bg-brand-primary text-white' : 'border-gray-400 bg-white'
        }`}
        onClick={() => browser.ask((point) => props.onChange(nearMeAround(point)))}
      >
        {browser.asking ? 'Finding you…' : 'Near me'}
      </button>
      {browser.problem && (
        <span role="alert" className="text-xs text-red-700">
          {browser.problem}
        </span>
      )}
    </span>
  )
}
