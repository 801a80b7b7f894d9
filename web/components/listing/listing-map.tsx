import 'maplibre-gl/dist/maplibre-gl.css'
import { useQuery } from '@tanstack/react-query'
import { Map as MapLibreMap, type GeoJSONSource } from 'maplibre-gl'
import { createNorthUpMap } from '../north-up-map.ts'
import { useEffect, useRef, useState } from 'react'
import { countyOutlineQuery, type CountyGeometry } from '../../api/county-outline.ts'
import type { Ring } from '../../rules/boundary.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { addCountiesWhenNear, isOfflineStyle, mapStyle, townLabelLayer } from '../search/map-style.ts'
import type { Bounds } from '../search/map-view.ts'
import { listingMapBounds } from './listing-map-view.ts'

// A listing's place on a map (spec §2 interactive map), loaded only when shown (listing-map-section.tsx and the
// full-screen Map tab): the listing as a point inside its county, highlighted, among the county lines and town names
// of the base map (map-style.ts). The highlight comes from the county outline API, a few kilobytes that arrive long
// before the base map's file of every county. A listing with a boundary (issue 31) has it drawn, and the map looks at
// the parcel rather than the county.

const outlineSource = 'county-outline'
const pointSource = 'listing-point'
const boundarySource = 'listing-boundary'
const boundaryLine = 'listing-boundary-line'
/** The outline is the Census Bureau's, like the offline style's; a hosted style does not credit it. */
const outlineAttribution = 'U.S. Census Bureau'
/** As close as the map goes: a parcel of a few acres fills it. */
const maxZoom = 17
/**
 * Room around the county or the parcel, a fifth of the map's shorter side, where its neighbours show; fitting to the
 * point alone (no outline) must not zoom to the street, while a parcel of a few acres is seen as close as the map goes.
 */
const fitOptions = (box: HTMLElement, boundary: Ring | null) => ({
  padding: Math.round(Math.min(box.clientWidth, box.clientHeight) / 5),
  maxZoom: boundary ? maxZoom : 13,
  animate: false,
})

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
const boundaryData = (ring: Ring | null): SourceData =>
  outlineData(ring ? { type: 'Polygon', coordinates: [ring] } : null)

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
  /**
   * A rounded, bordered box on the page; without, edge to edge (full screen). Either way the map fills the box its
   * parent gives it: the parent sets the size, never classes merged into the map's own (the full-screen map was once
   * given `absolute` beside the map's `relative`, and the stylesheet's order made it 0 px high).
   */
  framed?: boolean
  /** The listing's boundary (web/rules/boundary.ts), drawn and fitted to; null or left out for none. */
  boundary?: Ring | null
}) {
  const api = useApi()
  const { theme } = useBrand()
  const outline = useQuery(countyOutlineQuery(api, props.countyId))
  // A county the API does not know (404) or a failed call: the map shows the point alone.
  const geometry = outline.data?.data?.geometry ?? null
  const container = useRef<HTMLDivElement>(null)
  const [map, setMap] = useState<MapLibreMap | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  /** Whether the canvas has drawn the boundary: a canvas has no elements, so the box says so (for browser tests). */
  const [boundaryDrawn, setBoundaryDrawn] = useState(false)
  const point = { lat: props.lat, lng: props.lng }
  const boundary = props.boundary ?? null
  const county = outline.data?.data?.name
  // A seller's title may not say where the place is ('Creekside Ranch'): the county does, once known.
  const label = county && !props.title.includes(county) ? `Map of ${props.title} in ${county}` : `Map of ${props.title}`

  useEffect(() => {
    const element = container.current
    if (!element) return
    const style = mapStyle()
    const created = createNorthUpMap(
      {
        container: element,
        style,
        bounds: corners(listingMapBounds(geometry, point, boundary)),
        fitBoundsOptions: fitOptions(element, boundary),
        // The canvas is the map's keyboard target (arrows pan, + and - zoom) and a region: named for the listing.
        locale: { 'Map.Title': label },
        maxZoom,
        // The page scrolls past this map: one finger (or the wheel without Ctrl) scrolls the page, not the map.
        cooperativeGestures: true,
      },
      setProblem,
      'This browser cannot draw the map (WebGL is not available).',
    )
    if (!created) return
    let stopBaseMap = () => {}
    created.on('load', () => {
      // Made in the full-screen dialog before it shows (its box 0 × 0), the map starts at maplibre's 400 × 300 and
      // would keep it: maplibre takes its box's first resize report for its starting size. Measured again here.
      created.resize()
      if (isOfflineStyle(style)) stopBaseMap = addCountiesWhenNear(created)
      // The listing's county stands out from its neighbours, under the town names so they stay readable.
      const belowNames = created.getLayer(townLabelLayer) ? townLabelLayer : undefined
      created.addSource(outlineSource, { type: 'geojson', data: outlineData(null), attribution: outlineAttribution })
      created.addLayer(
        {
          id: 'county-area',
          type: 'fill',
          source: outlineSource,
          paint: { 'fill-color': theme.primary, 'fill-opacity': 0.16 },
        },
        belowNames,
      )
      created.addLayer(
        {
          id: 'county-line',
          type: 'line',
          source: outlineSource,
          paint: { 'line-color': theme.primaryDark, 'line-width': ['interpolate', ['linear'], ['zoom'], 6, 2, 12, 4] },
        },
        belowNames,
      )
      // The parcel over its county, in the brand's accent: the one shape on the map that is the listing's own.
      created.addSource(boundarySource, { type: 'geojson', data: boundaryData(null) })
      created.addLayer(
        {
          id: 'listing-boundary-area',
          type: 'fill',
          source: boundarySource,
          paint: { 'fill-color': theme.accent, 'fill-opacity': 0.25 },
        },
        belowNames,
      )
      created.addLayer(
        {
          id: boundaryLine,
          type: 'line',
          source: boundarySource,
          layout: { 'line-join': 'round' },
          paint: { 'line-color': theme.accent, 'line-width': 3 },
        },
        belowNames,
      )
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
      stopBaseMap()
      created.remove()
      setMap(null)
    }
  }, [])

  useEffect(() => {
    map?.getCanvas().setAttribute('aria-label', label)
  }, [map, label])

  // The point, the outline once it has come (or failed to), and the view holding both: moved to at once, a move
  // the buyer did not make. A boundary's view needs no outline, so it is looked at from the start.
  const settled = !outline.isPending
  useEffect(() => {
    if (!map) return
    map.getSource<GeoJSONSource>(pointSource)?.setData(pointData(point))
    map.getSource<GeoJSONSource>(outlineSource)?.setData(outlineData(geometry))
    if (settled && !boundary)
      map.fitBounds(corners(listingMapBounds(geometry, point)), fitOptions(map.getContainer(), null))
  }, [map, geometry, settled, props.lat, props.lng])

  useEffect(() => {
    if (!map) return
    map.getSource<GeoJSONSource>(boundarySource)?.setData(boundaryData(boundary))
    if (!boundary) return
    map.fitBounds(corners(listingMapBounds(null, point, boundary)), fitOptions(map.getContainer(), boundary))
    // Each time the map settles until the boundary is on the canvas: the first may come before its data is in.
    const drawn = () => {
      const shown = map.queryRenderedFeatures({ layers: [boundaryLine] }).length > 0
      setBoundaryDrawn(shown)
      if (shown) map.off('idle', drawn)
    }
    map.on('idle', drawn)
    return () => {
      map.off('idle', drawn)
    }
  }, [map, boundary])

  return (
    <div
      className={`relative h-full w-full overflow-hidden bg-brand-surface ${props.framed ? 'rounded-lg border border-solid border-gray-300' : ''}`}
      data-testid="listing-map"
      data-outline={geometry ? 'shown' : settled ? 'none' : 'loading'}
      data-boundary={boundary ? (boundaryDrawn ? 'drawn' : 'loading') : 'none'}
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
