import { useEffect, useState } from 'react'
import type { NearestTown } from '../../api/listing-detail.ts'
import { usNumber } from '../../format/us-numbers.ts'
import { useMediaQuery } from '../../site/use-media-query.ts'

// Where it is (issue 31), under the listing's map: the coordinates to copy, directions in the buyer's maps app, and
// the nearest town. Its own chunk: the server renders it with the page, and the browser hydrates it after the page's
// first script, which has no room for it (listing-map-section.tsx).

/** '42.43521, -122.80512': latitude and longitude to 5 decimals (about a metre), as maps apps take them. */
export const coordinatesText = (lat: number, lng: number) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`

/**
 * Directions to the point: on a phone (a coarse pointer) a geo: URI, which opens the buyer's own maps app; elsewhere
 * Google Maps' directions page, which asks where from.
 */
export function directionsHref(lat: number, lng: number, phone: boolean): string {
  const point = `${lat.toFixed(5)},${lng.toFixed(5)}`
  return phone ? `geo:${point}` : `https://www.google.com/maps/dir/?api=1&destination=${point}`
}

/** '14.6 mi from Eagle Point, OR'. */
export const nearestTownText = (town: NearestTown) =>
  `${usNumber(town.miles, 1)} mi from ${town.name}, ${town.stateAbbr}`

/** How long "Copied" stays before the button reads Copy again. */
const copiedMs = 3000

type CopyState = 'idle' | 'copied' | 'failed'
const copyWords: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied',
  failed: 'Could not copy: select the coordinates to copy them.',
}

export default function WhereItIs(props: { lat: number; lng: number; nearestTown: NearestTown | null }) {
  const { lat, lng } = props
  // The server cannot know the pointer: it links to the maps page, and a phone's browser changes it to geo: at once.
  const phone = useMediaQuery('(pointer: coarse)')
  const [copy, setCopy] = useState<CopyState>('idle')
  const coordinates = coordinatesText(lat, lng)

  useEffect(() => {
    if (copy !== 'copied') return
    const timer = setTimeout(() => setCopy('idle'), copiedMs)
    return () => clearTimeout(timer)
  }, [copy])

  const copyCoordinates = () => {
    // No clipboard outside a secure page (or refused): the buyer is told to select them instead.
    const written = navigator.clipboard?.writeText(coordinates) ?? Promise.reject(new Error('no clipboard'))
    written.then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    )
  }

  return (
    <section aria-labelledby="where-it-is" className="mt-3 text-sm" data-testid="where-it-is">
      <h3 id="where-it-is" className="m-0 mb-1 text-base font-semibold">
        Where it is
      </h3>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="flex flex-wrap items-center gap-2">
          <span id="where-it-is-coordinates" className="select-all font-mono" data-testid="coordinates">
            {coordinates}
          </span>
          <button
            type="button"
            onClick={copyCoordinates}
            aria-describedby="where-it-is-coordinates"
            className="tap-target cursor-pointer rounded border border-solid border-brand-primary bg-white px-2 font-semibold text-brand-primary"
          >
            {copy === 'copied' ? 'Copied' : 'Copy'}
          </button>
          <span role="status" className={copy === 'failed' ? 'text-red-700' : 'sr-only'}>
            {copyWords[copy]}
          </span>
        </span>
        <a
          href={directionsHref(lat, lng, phone)}
          {...(phone ? {} : { target: '_blank', rel: 'noopener' })}
          className="tap-target font-semibold text-brand-primary"
          data-testid="directions"
        >
          Directions
          {!phone && <span className="sr-only"> (opens in a new tab)</span>}
        </a>
        {props.nearestTown && <span data-testid="nearest-town">{nearestTownText(props.nearestTown)}</span>}
      </div>
    </section>
  )
}
