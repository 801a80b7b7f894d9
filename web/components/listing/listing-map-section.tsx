import { Suspense, useRef } from 'react'
import type { ListingDetail } from '../../api/listing-detail.ts'
import { useShownWhenNear } from '../../site/use-shown-when-near.ts'
import { lazyWithNotice } from '../lazy-with-notice.tsx'

// The listing's map, below the fold: maplibre (the site's largest script) loads as the buyer scrolls near the map or
// asks for it, never with the page. The box has its final height from the first render, so nothing moves when the map
// arrives.
const ListingMap = lazyWithNotice(() => import('./listing-map.tsx'), 'map')
// Rendered by the server with the page; its code comes after the page's first script, which has no room for it.
const WhereItIs = lazyWithNotice(() => import('./where-it-is.tsx'), 'coordinates and directions')

/** Far enough ahead that the map is drawn by the time it scrolls into view on a phone. */
const mapTriggerMargin = '400px'
const mapBox = 'h-80 w-full md:h-96'
const placeholderBox = `${mapBox} flex items-center justify-center rounded-lg border border-solid border-gray-300 bg-brand-surface`

/** The listing's map (its boundary drawn when it has one) and, under it, where it is. */
export function ListingMapSection(props: {
  listing: Pick<ListingDetail, 'lat' | 'lng' | 'countyId' | 'boundary' | 'nearestTown'>
  title: string
}) {
  const { listing } = props
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
            <ListingMap
              lat={listing.lat}
              lng={listing.lng}
              countyId={listing.countyId}
              title={props.title}
              boundary={listing.boundary?.ring ?? null}
              framed
            />
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
      <Suspense fallback={null}>
        <WhereItIs lat={listing.lat} lng={listing.lng} nearestTown={listing.nearestTown} />
      </Suspense>
    </section>
  )
}
