import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { deviceQuery } from '../../api/device.ts'
import { nearMeAround } from '../../search/near-me.ts'
import type { SearchCriteria } from '../../search/search-criteria.ts'
import {
  roughLocationHref,
  roughLocationMove,
  roughLocationSays,
  roughLocationWords,
  roughPointOf,
} from '../../search/rough-location-move.ts'
import { useApi } from '../../site/api-context.tsx'
import { useSiteLinks } from '../../site/site-links.tsx'
import { useBrowserLocation } from '../../site/use-browser-location.ts'

/**
 * The rough location's notice (loaded by rough-location.tsx). The server renders it before the device is known (the
 * call is the browser's: only it comes from the visitor's connection); the browser then moves the search to the
 * rough point, replacing the address so back does not return to the whole country.
 */
export default function RoughLocationNotice(props: {
  criteria: SearchCriteria
  rough: boolean
  searchStr: string
  /** The href of the page shown: the notice moves it only while the router is not going elsewhere. */
  shown: string
  className: string
}) {
  const api = useApi()
  const links = useSiteLinks()
  const router = useRouter()
  const browser = useBrowserLocation()
  const device = useQuery(deviceQuery(api))
  const known = device.isFetched
  const point = roughPointOf(device.data ?? null)
  const move = known ? roughLocationMove(props.criteria, props.rough, point) : null
  const moveHref = move && roughLocationHref(links.search(move.criteria), props.searchStr, move.rough)
  useEffect(() => {
    // A rough point that comes while the page is going elsewhere (the buyer's own position, from any Near me) is late.
    if (moveHref && router.state.location.href === props.shown) void router.navigate({ href: moveHref, replace: true })
  }, [moveHref])

  const said = roughLocationSays(known ? (device.data ?? null) : undefined, props.rough, Boolean(moveHref))
  const askExactLocation = () =>
    browser.ask((exact) => {
      const around = { ...props.criteria, ...nearMeAround(exact), pageIndex: undefined }
      void router.navigate({ href: roughLocationHref(links.search(around), props.searchStr, false) })
    })
  return (
    <div data-testid="rough-location" className={props.className}>
      <p role="status" className="m-0">
        {said}
      </p>
      <button
        type="button"
        disabled={browser.asking}
        className="tap-target rounded-full border border-brand-primary bg-white px-3 py-1 text-sm font-semibold"
        onClick={askExactLocation}
      >
        {browser.asking ? 'Finding you…' : roughLocationWords.useExactLocation}
      </button>
      {browser.problem && (
        <span role="alert" className="text-xs text-red-700">
          {browser.problem}
        </span>
      )}
    </div>
  )
}
