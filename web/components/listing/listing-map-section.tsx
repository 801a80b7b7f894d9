import { Suspense, useRef, useState } from 'react'
import { useNearViewport } from '../../site/use-near-viewport.ts'
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
  const box = useRef<HTMLDivElement>(null)
  const [asked, setAsked] = useState(false)
  const near = useNearViewport(box, mapTriggerMargin)
  const show = () => {
    setAsked(true)
    // The button goes: the focus stays in the section, one Tab before the map.
    box.current?.focus()
  }
  return (
    <section aria-labelledby="listing-map" className="mt-6" data-testid="listing-map-section">
      <h2 id="listing-map" className="mb-2 text-lg font-semibold">
        Map
      </h2>
      <div ref={box} tabIndex={-1} className={`${mapBox} outline-none`}>
        {asked || near ? (
          <Suspense
            fallback={
              <p role="status" className={`${placeholderBox} m-0`}>
                Loading the map…
              </p>
            }
          >
            <ListingMap {...props} className={mapBox} />
          </Suspense>
        ) : (
          <button
            type="button"
            onClick={show}
            className={`${placeholderBox} cursor-pointer font-semibold text-brand-ink`}
          >
            Show map
          </button>
        )}
      </div>
    </section>
  )
}
