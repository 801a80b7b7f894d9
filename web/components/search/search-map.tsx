import 'maplibre-gl/dist/maplibre-gl.css'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Map as MapLibreMap } from 'maplibre-gl'
import { createNorthUpMap } from '../north-up-map.ts'
import { useEffect, useMemo, useRef, useState } from 'react'
import { mapDataQuery, type MapData, type SearchListing } from '../../api/search.ts'
import { withCommas } from '../../format/us-numbers.ts'
import { decodePolyline, encodePolyline, type LatLng } from '../../search/polyline.ts'
import type { SearchCriteria } from '../../search/search-criteria.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import type { ChangeCriteria } from './criteria-change.ts'
import { addBoundaryLayers, useParcelBoundaries } from './map-boundaries.ts'
import { MapDrawControls } from './map-draw-controls.tsx'
import { MapPinCard } from './map-pin-card.tsx'
import { addAreaLayers, maxAreaCorners, showArea } from './map-draw.ts'
import { addResultLayers, pointLayer, setHighlight, showClusters, showPoints } from './map-layers.ts'
import { followPointer } from './map-pointer.ts'
import { addCountiesWhenNear, isOfflineStyle, mapStyle } from './map-style.ts'
import {
  criteriaBounds,
  dataPoints,
  lower48,
  noPlace,
  resultSetKey,
  sameView,
  startingView,
  viewCriteria,
  ViewMemory,
  type Bounds,
} from './map-view.ts'

// The search page's map (spec §2: the main land site's list/map toggle), loaded only when shown: maplibre is the
// largest script of the site. It shows the whole result set, searches the view when the buyer moves the map, and
// searches inside an area the buyer draws.

/** A buyer who pans in small steps gets one search at the end, not one per step. */
const moveSearchDelayMs = 500
/** How long after the last wheel turn its zoom can still be ending (maplibre eases a wheel zoom over ~200 ms). */
const wheelMoveMs = 1000
/** Fitting to one listing would zoom to the street; this is close enough to see its surroundings. */
const maxFitZoom = 12

export default function SearchMap(props: {
  /** The search as the URL says it (web/search/search-criteria.ts). */
  criteria: SearchCriteria
  /** Apply a change of criteria (navigates; undefined clears a field). See web/components/search/criteria-change.ts. */
  onChange: ChangeCriteria
  /** The listing whose card the buyer points at, to highlight its marker. */
  highlightedId: number | null
  /** The buyer points at a marker (or leaves it): the page highlights that card. */
  onHighlight: (listingId: number | null) => void
  /** The page's result cards: a pressed pin among them opens its card at once. */
  listings: readonly SearchListing[]
}) {
  const api = useApi()
  const brand = useBrand()
  // The page and the sort order change the list, not the set the map shows: turning pages reuses the map's data.
  const { pageIndex: _page, sortOrderId: _sort, ...wholeSet } = props.criteria
  const query = useQuery({ ...mapDataQuery(api, brand.siteId, wholeSet), placeholderData: keepPreviousData })
  const container = useRef<HTMLDivElement>(null)
  const [map, setMap] = useState<MapLibreMap | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  /** How many listing points the canvas drew, and where the first is (x,y on the canvas): a canvas has no elements
   *  for a browser test to find, so the region says where a pin can be pressed. */
  const [renderedPoints, setRenderedPoints] = useState({ count: 0, first: '' })
  /** The corners being drawn, or null when not drawing. */
  const [draft, setDraft] = useState<LatLng[] | null>(null)
  /** The listing whose pin the buyer pressed: its card is open. */
  const [selected, setSelected] = useState<number | null>(null)
  // Map event handlers outlive renders: they read the newest props and draft through these.
  const latest = useRef({ props, draft, selected })
  latest.current = { props, draft, selected }
  /** Where the map has been, so criteria naming the view it is at (its own searches coming back) move nothing. */
  const [views] = useState(() => new ViewMemory())

  const colours = brand.theme
  const area = useMemo(
    () => decodePolyline(props.criteria.mapEncodedCords ?? '') ?? [],
    [props.criteria.mapEncodedCords],
  )
  const data = query.data?.data ?? null
  // A failed call answers with no data (web/api/api-call.ts) rather than throwing.
  const failed = query.isError || (query.data !== undefined && !data)
  const renderedBoundaries = useParcelBoundaries(map, data)

  useEffect(() => {
    const element = container.current
    if (!element) return
    const style = mapStyle()
    const created = createNorthUpMap(
      {
        container: element,
        style,
        bounds: toLngLat(criteriaBounds(latest.current.props.criteria) ?? lower48),
        maxZoom: 17,
        renderWorldCopies: false,
        // North stays up: the criteria keep a view as two corners, which a turned map cannot be.
      },
      setProblem,
      'This browser cannot draw the map (WebGL is not available). The list shows every result.',
    )
    if (!created) return
    created.on('idle', () => {
      if (!created.getLayer(pointLayer)) return
      const drawn = created.queryRenderedFeatures({ layers: [pointLayer] })
      const at =
        drawn[0]?.geometry.type === 'Point' ? created.project(drawn[0].geometry.coordinates as [number, number]) : null
      setRenderedPoints({ count: drawn.length, first: at ? `${Math.round(at.x)},${Math.round(at.y)}` : '' })
    })
    let stopCounties = () => {}
    created.on('load', () => {
      addAreaLayers(created, colours.primaryDark)
      addBoundaryLayers(created, colours.accent)
      addResultLayers(created, { point: colours.primary, highlight: colours.accent })
      if (isOfflineStyle(style)) stopCounties = addCountiesWhenNear(created)
      setMap(created)
    })
    return () => {
      stopCounties()
      created.remove()
      setMap(null)
    }
  }, [])

  // The results: listing points, or the server's clusters as buttons that zoom in.
  useEffect(() => {
    if (!map || !data) return
    showPoints(map, data.points)
    return showClusters(map, data.clusters, colours.primaryDark, (lat, lng, event) => {
      if (latest.current.draft) return false
      map.easeTo({ center: [lng, lat], zoom: Math.min(map.getMaxZoom(), map.getZoom() + 2) }, { originalEvent: event })
      return true
    })
  }, [map, data])

  // Where the map looks: the criteria's view when they name one, else the result set's (its area, its listings).
  const asked = criteriaBounds(props.criteria)
  const resultSet = resultSetKey(props.criteria)
  useEffect(() => {
    if (!map) return
    if (asked) {
      if (!views.mustFit(asked)) return
      fit(map, asked, 0)
      views.fittedTo(asked)
      return
    }
    if (!views.mustFitResults(resultSet) || !data || query.isPlaceholderData) return
    // The area and the listings both: they differ only when the criteria also name a place, which the server prefers.
    fit(map, startingView([...area, ...dataPoints(data)]), 32)
    views.fittedToResults(resultSet)
  }, [map, asked?.south, asked?.west, asked?.north, asked?.east, resultSet, data, query.isPlaceholderData])

  // Moving the map searches the new view: the buyer's moves only (a drag, a pinch, the wheel, the zoom buttons, the
  // keyboard), never a fit or a resize. A move the buyer made carries its input event, except the wheel's zoom, which
  // maplibre ends a few frames later without one: a move ending soon after a wheel turn on the map is the buyer's.
  useEffect(() => {
    if (!map) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let wheeledAt = -Infinity
    const element = map.getContainer()
    const onWheel = () => (wheeledAt = performance.now())
    element.addEventListener('wheel', onWheel, { capture: true, passive: true })
    const onMoveStart = () => clearTimeout(timer)
    const onMoveEnd = (event: { originalEvent?: unknown }) => {
      const wheeled = performance.now() - wheeledAt < wheelMoveMs
      if (!(event.originalEvent || wheeled) || latest.current.draft) return
      clearTimeout(timer)
      timer = setTimeout(() => {
        const bounds = boundsOf(map)
        const { criteria, onChange } = latest.current.props
        const current = criteriaBounds(criteria)
        if (current && sameView(current, bounds)) return
        views.search(bounds)
        onChange({ ...noPlace, ...viewCriteria(bounds, map.getZoom()) })
      }, moveSearchDelayMs)
    }
    map.on('movestart', onMoveStart)
    map.on('moveend', onMoveEnd)
    return () => {
      clearTimeout(timer)
      element.removeEventListener('wheel', onWheel, { capture: true })
      map.off('movestart', onMoveStart)
      map.off('moveend', onMoveEnd)
    }
  }, [map])

  useEffect(() => {
    if (!map) return
    return followPointer(map, {
      onHighlight: (id) => latest.current.props.onHighlight(id),
      onSelect: setSelected,
      selected: () => latest.current.selected,
      isDrawing: () => latest.current.draft !== null,
    })
  }, [map])

  // The highlighted card's listing; set again when new data replaces the points.
  useEffect(() => {
    const id = props.highlightedId
    if (!map || id === null) return
    setHighlight(map, id, true)
    return () => setHighlight(map, id, false)
  }, [map, props.highlightedId, data])

  // The area: the one being drawn (a click adds a corner), else the criteria's.
  const drawing = draft !== null
  useEffect(() => {
    if (!map) return
    showArea(map, draft ?? area, drawing)
  }, [map, draft, area])
  useEffect(() => {
    if (!map || !drawing) return
    const addCorner = (event: { lngLat: { wrap(): { lat: number; lng: number } } }) => {
      const { lat, lng } = event.lngLat.wrap()
      setDraft((corners) => (corners && corners.length < maxAreaCorners ? [...corners, [lat, lng]] : corners))
    }
    map.doubleClickZoom.disable()
    map.getCanvas().style.cursor = 'crosshair'
    map.on('click', addCorner)
    return () => {
      map.off('click', addCorner)
      map.getCanvas().style.cursor = ''
      map.doubleClickZoom.enable()
    }
  }, [map, drawing])

  const finish = () => {
    if (!map || !draft || draft.length < 3) return
    const bounds = boundsOf(map)
    views.search(bounds)
    // The view goes with the area, so clearing the area later leaves a search of what the buyer was looking at.
    props.onChange({ ...noPlace, ...viewCriteria(bounds, map.getZoom()), mapEncodedCords: encodePolyline(draft) })
    setDraft(null)
  }

  const closeCard = () => {
    setSelected(null)
    props.onHighlight(null)
  }
  const total = data?.totalCount
  return (
    <div
      role="region"
      aria-label={total === undefined ? 'Map of results' : `Map of ${withCommas(total)} results`}
      aria-busy={query.isFetching}
      data-testid="search-map-region"
      data-points={data?.points.length ?? 0}
      data-clusters={data?.clusters.length ?? 0}
      data-rendered-points={renderedPoints.count}
      data-first-point={renderedPoints.first || undefined}
      data-rendered-boundaries={renderedBoundaries}
      data-drawing={drawing}
      className="relative h-full min-h-80 w-full overflow-hidden rounded-lg border border-gray-300 bg-brand-surface"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || (!drawing && selected === null)) return
        event.stopPropagation()
        if (drawing) setDraft(null)
        else closeCard()
      }}
    >
      <div ref={container} className="h-full w-full" />
      {map && (
        <MapDrawControls
          corners={draft?.length ?? null}
          hasArea={area.length > 0}
          onStart={() => setDraft([])}
          onAddCentre={() => {
            const { lat, lng } = map.getCenter().wrap()
            setDraft((corners) => (corners && corners.length < maxAreaCorners ? [...corners, [lat, lng]] : corners))
          }}
          onUndo={() => setDraft((corners) => corners?.slice(0, -1) ?? null)}
          onFinish={finish}
          onCancel={() => setDraft(null)}
          onClear={() => props.onChange({ mapEncodedCords: undefined })}
        />
      )}
      {drawing && <Crosshair />}
      {selected !== null && !drawing && (
        <MapPinCard listingId={selected} listings={props.listings} onClose={closeCard} />
      )}
      <MapStatus
        problem={
          problem ?? (failed ? 'The results could not be loaded onto the map. Please try again in a moment.' : null)
        }
        data={data}
      />
    </div>
  )
}

/** Marks the map's centre while drawing: where "Add map centre" puts a corner. */
function Crosshair() {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute left-1/2 top-1/2 z-10 h-6 w-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-brand-primary-dark"
    />
  )
}

function MapStatus(props: { problem: string | null; data: MapData | null }) {
  const message =
    props.problem ?? (props.data ? (props.data.totalCount ? '' : 'No listings to show here.') : 'Loading the map…')
  return (
    <p
      role="status"
      className={`absolute bottom-8 left-2 z-10 m-0 max-w-[80%] rounded bg-white/90 px-2 py-1 text-sm shadow ${
        message ? '' : 'sr-only'
      }`}
      data-map-problem={props.problem ? true : undefined}
    >
      {message}
    </p>
  )
}

const toLngLat = (bounds: Bounds): [[number, number], [number, number]] => [
  [bounds.west, bounds.south],
  [bounds.east, bounds.north],
]

/** A programmatic move: it has no original event, so it searches nothing. */
function fit(map: MapLibreMap, bounds: Bounds, padding: number): void {
  map.fitBounds(toLngLat(bounds), { padding, maxZoom: maxFitZoom, animate: false })
}

function boundsOf(map: MapLibreMap): Bounds {
  const bounds = map.getBounds()
  return { south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() }
}
