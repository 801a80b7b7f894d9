import { Suspense, useRef } from 'react'
import { useShownWhenNear } from '../../site/use-shown-when-near.ts'
import { lazyWithNotice } from '../lazy-with-notice.tsx'

// The listing's map, below the fold: maplibre (the site's largest script) loads as the buyer scrolls near the map or
// asks for it, never with the page. The box has its final height from the first render, so nothing moves when the map
// arrives.
const ListingMap = lazyWithNotice(() => import('./listing-map.tsx'), 'map')

/** Far enough ahead that the map is drawn by the time it scrolls into view on a phone. */
const mapTriggerMargin = '400px'
const mapBox = 'h-80 w-full md:h-96'
const placeholderBox = `${mapBox} flex items-center justify-center rounded-lg border border-solid border-gray-300 bg-brand-surface`

export function ListingMapSection(props: { lat: number; lng: number; countyId: number; title: string }) {
  const section = useRef<HTMLElement>(null)
  const map = useShownWhenNear(section, mapTriggerMargin)
  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-labelledby="listing-map"
      className="mt-6"
      data-testid="listing-map-section"
    >
      <h2 id="listing-map" className="mb-2 text-lg font-semibold">
        Map
      </h2>
      <div className={mapBox}>
        {map.shown ? (
          <Suspense
            fallback={
              <p role="status" className={`${placeholderBox} m-0`}>
                Loading the map…
              </p>
            }
          >
            <ListingMap {...props} framed />
          </Suspense>
        ) : (
          <button
            type="button"
            {...map.buttonProps}
            className={`${placeholderBox} cursor-pointer font-semibold text-brand-ink`}
          >
            Show map
          </button>
        )}
      </div>
    </section>
  )
}
