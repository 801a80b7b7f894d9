import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl'
import { useEffect, useMemo, useState } from 'react'
import {
  boundsText,
  mapBoundariesQuery,
  maxParcelViewDegrees,
  parcelZoom,
  type BoundaryView,
  type MapBoundaries,
} from '../../api/map-boundaries.ts'
import type { MapData } from '../../api/search.ts'
import { useApi } from '../../site/api-context.tsx'
import { useBrand } from '../../site/brand-context.tsx'
import { viewCriteria } from './map-view.ts'

// The listings' boundaries on the search map (issue 31), from the spec's parcel zoom: outlines under the pins, for
// the listings the map has pins for (a boundary without its pin would be a listing the search left out). Below the
// parcel zoom the map asks for none: a county's worth of outlines is a smear, and a heavy one.

const boundarySource = 'parcel-boundaries'
const boundaryLine = 'parcel-boundary-line'

type Boundary = MapBoundaries['boundaries'][number]

/** The boundaries' source and layers; added before the result layers, so the pins are drawn over them. */
export function addBoundaryLayers(map: MapLibreMap, colour: string): void {
  map.addSource(boundarySource, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } })
  map.addLayer({
    id: 'parcel-boundary-area',
    type: 'fill',
    source: boundarySource,
    paint: { 'fill-color': colour, 'fill-opacity': 0.15 },
  })
  map.addLayer({
    id: boundaryLine,
    type: 'line',
    source: boundarySource,
    layout: { 'line-join': 'round' },
    paint: { 'line-color': colour, 'line-width': 2.5 },
  })
}

function showBoundaries(map: MapLibreMap, boundaries: readonly Boundary[]): void {
  map.getSource<GeoJSONSource>(boundarySource)?.setData({
    type: 'FeatureCollection',
    features: boundaries.map((boundary) => ({
      type: 'Feature',
      id: boundary.listingId,
      geometry: { type: 'Polygon', coordinates: [boundary.ring] },
      properties: { listingId: boundary.listingId },
    })),
  })
}

/** Less than the widest view the API takes, so rounding the corners to 5 decimals cannot make it too wide. */
const widestAsked = maxParcelViewDegrees - 1e-4

/**
 * The view to ask boundaries for, as {bounds} writes it: the map's own at the parcel zoom or closer (the criteria's
 * zoom, web/components/search/map-view.ts), its middle on a map wider than the API takes; null further out.
 */
export function parcelView(view: BoundaryView, mapLibreZoom: number): string | null {
  if (viewCriteria(view, mapLibreZoom).mapZoomLevel < parcelZoom) return null
  const span = (low: number, high: number, limit: number): [number, number] => {
    const middle = (low + high) / 2
    const half = Math.min(high - low, widestAsked) / 2
    return [Math.max(-limit, middle - half), Math.min(limit, middle + half)]
  }
  const [south, north] = span(view.south, view.north, 90)
  const [west, east] = span(view.west, view.east, 180)
  return boundsText({ south, west, north, east })
}

function mapView(map: MapLibreMap): BoundaryView {
  const bounds = map.getBounds()
  return { south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() }
}

/**
 * Fetches and draws the boundaries of the view while the map is at the parcel zoom; answers how many the canvas
 * drew (a canvas has no elements for a browser test to count).
 */
export function useParcelBoundaries(map: MapLibreMap | null, data: MapData | null): number {
  const api = useApi()
  const { siteId } = useBrand()
  const [view, setView] = useState<string | null>(null)
  const [rendered, setRendered] = useState(0)

  useEffect(() => {
    if (!map) return
    const update = () => setView(parcelView(mapView(map), map.getZoom()))
    // Counted when the map settles: the outlines are drawn by then, or gone.
    const count = () => {
      const drawn = map.queryRenderedFeatures({ layers: [boundaryLine] })
      setRendered(new Set(drawn.map((feature) => feature.properties.listingId)).size)
    }
    update()
    map.on('moveend', update)
    map.on('idle', count)
    return () => {
      map.off('moveend', update)
      map.off('idle', count)
    }
  }, [map])

  // Panning at the parcel zoom keeps the outlines it has until the new view's come.
  const query = useQuery({
    ...mapBoundariesQuery(api, siteId, view ?? ''),
    enabled: view !== null,
    placeholderData: keepPreviousData,
  })
  const answered = view === null ? null : query.data?.data?.boundaries
  const points = data?.points
  const shown = useMemo(() => {
    const pins = new Set(points?.map(([id]) => id))
    return (answered ?? []).filter((boundary) => pins.has(boundary.listingId))
  }, [answered, points])

  useEffect(() => {
    if (map) showBoundaries(map, shown)
  }, [map, shown])

  return rendered
}
