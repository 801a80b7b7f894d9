import 'maplibre-gl/dist/maplibre-gl.css'
import { useQuery } from '@tanstack/react-query'
import { Map as MapLibreMap, Marker, type GeoJSONSource, type MapMouseEvent } from 'maplibre-gl'
import { createNorthUpMap } from '../north-up-map.ts'
import { useEffect, useMemo, useRef, useState } from 'react'
import { countyOutlineQuery } from '../../api/county-outline.ts'
import type { Ring } from '../../rules/boundary.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { secondaryButton } from '../account/account-look.tsx'
import { addCountiesWhenNear, isOfflineStyle, mapStyle } from '../search/map-style.ts'
import type { Bounds } from '../search/map-view.ts'
import type { ListingForm } from './listing-values.ts'
import {
  boundaryOfCorners,
  cornersOfBoundary,
  placeMapView,
  pointOfTyped,
  typedOfPoint,
  type Point,
} from './place-map-values.ts'

// The seller's map in the listing form (issue 32), its own chunk loaded as the seller comes to "Where it is": a tap or
// click drops the pin (dragged after), or, drawing the boundary, adds a corner. The typed latitude and longitude and
// the boundary field are the form's values and stay the fallback: the map writes them, and follows them when typed.

const boundarySource = 'drawn-boundary'
const maxZoom = 17

type Mode = 'pin' | 'boundary'

const corners = (view: Bounds): [[number, number], [number, number]] => [
  [view.west, view.south],
  [view.east, view.north],
]
type SourceData = Parameters<GeoJSONSource['setData']>[0]

/** The corners as the map draws them: the area once closed, its edges, and each corner as a dot. */
function drawnData(ring: Ring): SourceData {
  const closed = ring.length >= 3 ? [...ring, ring[0]!] : ring
  return {
    type: 'FeatureCollection',
    features: [
      ...(ring.length >= 3
        ? [{ type: 'Feature' as const, geometry: { type: 'Polygon' as const, coordinates: [closed] }, properties: {} }]
        : []),
      ...(ring.length >= 2
        ? [{ type: 'Feature' as const, geometry: { type: 'LineString' as const, coordinates: closed }, properties: {} }]
        : []),
      ...ring.map((corner) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: corner },
        properties: {},
      })),
    ],
  }
}

export default function PlaceMap(props: { form: ListingForm }) {
  const { form } = props
  const api = useApi()
  const { theme } = useBrand()
  const countyId = Number(form.values.countyId) || 0
  const outline = useQuery({ ...countyOutlineQuery(api, countyId), enabled: countyId > 0 })
  const county = outline.data?.data?.geometry ?? null
  const point = pointOfTyped(form.values.latitude, form.values.longitude)
  const [mode, setMode] = useState<Mode>('pin')
  // The corners tapped so far: one or two are no boundary yet, so they live here until the third makes one.
  const [draft, setDraft] = useState<Ring>(() => cornersOfBoundary(form.values.boundary))
  const written = useRef(form.values.boundary)
  const container = useRef<HTMLDivElement>(null)
  const [map, setMap] = useState<MapLibreMap | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const marker = useRef<Marker | null>(null)

  // A boundary picked or pasted in the boundary field replaces the corners drawn.
  useEffect(() => {
    if (form.values.boundary === written.current) return
    written.current = form.values.boundary
    setDraft(cornersOfBoundary(form.values.boundary))
  }, [form.values.boundary])

  const setCorners = (next: Ring) => {
    setDraft(next)
    const text = boundaryOfCorners(next)
    if (text === written.current) return
    written.current = text
    form.set('boundary', text)
  }
  const setPoint = (next: Point) => {
    const typed = typedOfPoint(next)
    form.set('latitude', typed.latitude)
    form.set('longitude', typed.longitude)
  }
  // The map's handlers are bound once; they reach the current mode and corners through this.
  const latest = useRef({ mode, draft, setCorners, setPoint })
  latest.current = { mode, draft, setCorners, setPoint }

  useEffect(() => {
    const element = container.current
    if (!element) return
    const style = mapStyle()
    const created = createNorthUpMap(
      {
        container: element,
        style,
        bounds: corners(placeMapView(county, point, draft)),
        fitBoundsOptions: { padding: 24, maxZoom: 15, animate: false },
        locale: { 'Map.Title': 'Map: tap to place your listing' },
        maxZoom,
        cooperativeGestures: true,
      },
      setProblem,
      'This browser cannot draw the map (WebGL is not available): type the latitude and longitude below.',
    )
    if (!created) return
    created.on('click', (event: MapMouseEvent) => {
      const { lng, lat } = event.lngLat
      const now = latest.current
      if (now.mode === 'pin') now.setPoint({ lat, lng })
      else now.setCorners([...now.draft, [lng, lat]])
    })
    let stopBaseMap = () => {}
    created.on('load', () => {
      created.resize()
      if (isOfflineStyle(style)) stopBaseMap = addCountiesWhenNear(created)
      created.addSource(boundarySource, { type: 'geojson', data: drawnData([]) })
      created.addLayer({
        id: 'drawn-boundary-area',
        type: 'fill',
        source: boundarySource,
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'fill-color': theme.accent, 'fill-opacity': 0.25 },
      })
      created.addLayer({
        id: 'drawn-boundary-line',
        type: 'line',
        source: boundarySource,
        filter: ['==', ['geometry-type'], 'LineString'],
        paint: { 'line-color': theme.accent, 'line-width': 3 },
      })
      created.addLayer({
        id: 'drawn-boundary-corner',
        type: 'circle',
        source: boundarySource,
        filter: ['==', ['geometry-type'], 'Point'],
        paint: {
          'circle-color': '#ffffff',
          'circle-radius': 5,
          'circle-stroke-color': theme.accent,
          'circle-stroke-width': 2,
        },
      })
      setMap(created)
    })
    return () => {
      stopBaseMap()
      marker.current?.remove()
      marker.current = null
      created.remove()
      setMap(null)
    }
  }, [])

  // The pin where the fields say: made on the first point, moved as they change, dragged to change them.
  useEffect(() => {
    if (!map) return
    if (!point) {
      marker.current?.remove()
      marker.current = null
      return
    }
    if (!marker.current) {
      const pin = new Marker({ color: theme.primary, draggable: true })
      pin.getElement().setAttribute('aria-label', 'Your listing’s pin')
      pin.getElement().dataset.testid = 'place-pin'
      pin.on('dragend', () => {
        const { lng, lat } = pin.getLngLat()
        latest.current.setPoint({ lat, lng })
      })
      marker.current = pin.setLngLat([point.lng, point.lat]).addTo(map)
    } else marker.current.setLngLat([point.lng, point.lat])
  }, [map, point?.lat, point?.lng])

  useEffect(() => {
    map?.getSource<GeoJSONSource>(boundarySource)?.setData(drawnData(draft))
  }, [map, draft])

  // The chosen county, while nothing is placed: the map goes there when it is chosen (or its outline comes).
  const placed = point !== null || draft.length > 0
  useEffect(() => {
    if (!map || placed || !county) return
    map.fitBounds(corners(placeMapView(county, null, [])), { padding: 24, animate: false })
  }, [map, county, placed])

  const status = useMemo(() => {
    if (mode === 'boundary') {
      if (draft.length === 0) return 'Tap each corner of your land in turn.'
      if (draft.length < 3) return `${draft.length} of at least 3 corners: tap the next one.`
      return `The boundary has ${draft.length} corners. Tap to add another, or undo the last.`
    }
    return point ? 'Your pin is placed. Tap elsewhere or drag it to move it.' : 'Tap the map where your land is.'
  }, [mode, draft.length, point !== null])

  return (
    <div className="flex flex-col gap-2 sm:col-span-2" data-testid="place-map" data-mode={mode}>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="What a tap on the map does">
        {(['pin', 'boundary'] as const).map((each) => (
          <button
            key={each}
            type="button"
            // The mode in force reads as chosen: the brand's colour, as a pressed button.
            className={`${secondaryButton} ${mode === each ? 'border-brand-primary-dark ring-2 ring-brand-primary' : ''}`}
            aria-pressed={mode === each}
            onClick={() => setMode(each)}
            data-testid={`place-map-${each}`}
          >
            {each === 'pin' ? 'Drop the pin' : 'Draw the boundary'}
          </button>
        ))}
        {mode === 'boundary' && (
          <>
            <button
              type="button"
              className={secondaryButton}
              disabled={draft.length === 0}
              onClick={() => setCorners(draft.slice(0, -1))}
            >
              Undo the last corner
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={draft.length === 0}
              onClick={() => setCorners([])}
            >
              Clear the boundary
            </button>
          </>
        )}
      </div>
      <div className="relative h-72 w-full overflow-hidden rounded-lg border border-solid border-gray-300 bg-brand-surface md:h-96">
        <div ref={container} className="h-full w-full" data-testid="place-map-canvas" />
      </div>
      <p role="status" className="m-0 text-sm" data-testid="place-map-status">
        {problem ?? (map ? status : 'Loading the map…')}
      </p>
    </div>
  )
}
