import 'maplibre-gl/dist/maplibre-gl.css'
import { useQuery } from '@tanstack/react-query'
import { Map as MapLibreMap, NavigationControl, type GeoJSONSource } from 'maplibre-gl'
import { useEffect, useRef, useState } from 'react'
import { countyOutlineQuery, type CountyGeometry } from '../../api/county-outline.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { mapStyle } from '../search/map-style.ts'
import type { Bounds } from '../search/map-view.ts'
import { listingMapBounds } from './listing-map-view.ts'

// A listing's place on a map (spec §2 interactive map), loaded only when shown (listing-map-section.tsx): the listing
// as a point inside its county's outline. The outline comes from the county outline API, a few kilobytes, rather
// than the base style's whole county file (addCountiesWhenNear), which a map of one county does not need.

const outlineSource = 'county-outline'
const pointSource = 'listing-point'
/** The outline is the Census Bureau's, like the offline style's; a hosted style does not credit it. */
const outlineAttribution = 'U.S. Census Bureau'
/** Fitting to the point alone (no outline) must not zoom to the street. */
const fitOptions = { padding: 24, maxZoom: 13, animate: false }

type Point = { lat: number; lng: number }
/** GeoJSON as a source takes it (maplibre's own types, without a GeoJSON types package of ours). */
type SourceData = Parameters<GeoJSONSource['setData']>[0]

const pointData = (point: Point): SourceData => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [point.lng, point.lat] },
  properties: {},
})
/** The county's outline as a source's data; an empty collection for none (and for a source not yet filled). */
const outlineData = (geometry: CountyGeometry | null): SourceData => ({
  type: 'FeatureCollection',
  features: geometry ? [{ type: 'Feature', geometry, properties: {} }] : [],
})

const corners = (view: Bounds): [[number, number], [number, number]] => [
  [view.west, view.south],
  [view.east, view.north],
]

export default function ListingMap(props: {
  lat: number
  lng: number
  countyId: number
  /** The listing's title ('40 Acres in Travis County, TX', 'Creekside Ranch'): the map's accessible name. */
  title: string
  className?: string
}) {
  const api = useApi()
  const { theme } = useBrand()
  const outline = useQuery(countyOutlineQuery(api, props.countyId))
  // A county the API does not know (404) or a failed call: the map shows the point alone.
  const geometry = outline.data?.data?.geometry ?? null
  const container = useRef<HTMLDivElement>(null)
  const [map, setMap] = useState<MapLibreMap | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const point = { lat: props.lat, lng: props.lng }
  const county = outline.data?.data?.name
  // A seller's title may not say where the place is ('Creekside Ranch'): the county does, once known.
  const label = county && !props.title.includes(county) ? `Map of ${props.title} in ${county}` : `Map of ${props.title}`

  useEffect(() => {
    const element = container.current
    if (!element) return
    let created: MapLibreMap
    try {
      created = new MapLibreMap({
        container: element,
        style: mapStyle(),
        bounds: corners(listingMapBounds(geometry, point)),
        fitBoundsOptions: fitOptions,
        // The canvas is the map's keyboard target (arrows pan, + and - zoom) and a region: named for the listing.
        locale: { 'Map.Title': label },
        maxZoom: 17,
        minZoom: 2,
        // The page scrolls past this map: one finger (or the wheel without Ctrl) scrolls the page, not the map.
        cooperativeGestures: true,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        attributionControl: { compact: true },
      })
    } catch {
      setProblem('This browser cannot draw the map (WebGL is not available).')
      return
    }
    created.touchZoomRotate.disableRotation()
    created.keyboard.disableRotation()
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right')
    created.on('error', (event) => setProblem(`Part of the map could not be loaded: ${event.error.message}`))
    created.on('load', () => {
      created.addSource(outlineSource, { type: 'geojson', data: outlineData(null), attribution: outlineAttribution })
      created.addLayer({
        id: 'county-area',
        type: 'fill',
        source: outlineSource,
        paint: { 'fill-color': theme.primary, 'fill-opacity': 0.08 },
      })
      created.addLayer({
        id: 'county-line',
        type: 'line',
        source: outlineSource,
        paint: { 'line-color': theme.primaryDark, 'line-width': 2 },
      })
      created.addSource(pointSource, { type: 'geojson', data: outlineData(null) })
      created.addLayer({
        id: 'listing-point',
        type: 'circle',
        source: pointSource,
        paint: {
          'circle-color': theme.primary,
          'circle-radius': 8,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2.5,
        },
      })
      setMap(created)
    })
    return () => {
      created.remove()
      setMap(null)
    }
  }, [])

  useEffect(() => {
    map?.getCanvas().setAttribute('aria-label', label)
  }, [map, label])

  // The point, the outline once it has come (or failed to), and the view holding both: moved to at once, a move
  // the buyer did not make.
  const settled = !outline.isPending
  useEffect(() => {
    if (!map) return
    map.getSource<GeoJSONSource>(pointSource)?.setData(pointData(point))
    map.getSource<GeoJSONSource>(outlineSource)?.setData(outlineData(geometry))
    if (settled) map.fitBounds(corners(listingMapBounds(geometry, point)), fitOptions)
  }, [map, geometry, settled, props.lat, props.lng])

  return (
    <div
      className={`relative overflow-hidden rounded-lg border border-solid border-gray-300 bg-brand-surface ${props.className ?? ''}`}
      data-testid="listing-map"
      data-outline={geometry ? 'shown' : settled ? 'none' : 'loading'}
    >
      <div ref={container} className="h-full w-full" />
      <p
        role="status"
        className={`absolute bottom-8 left-2 z-10 m-0 max-w-[80%] rounded bg-white/90 px-2 py-1 text-sm shadow ${
          problem || !map ? '' : 'sr-only'
        }`}
      >
        {problem ?? (map ? '' : 'Loading the map…')}
      </p>
    </div>
  )
}
