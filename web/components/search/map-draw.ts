import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl'
import type { LatLng } from '../../search/polyline.ts'

// A drawn search area on the map: the criteria's area (mapEncodedCords) when one is set, or the corners being
// placed while the buyer draws. One source serves both, since the map shows one area at a time.

const areaSource = 'search-area'

/** The most corners an area takes: a hand-drawn shape needs far fewer, and the criteria cap its encoded text. */
export const maxAreaCorners = 100

type AreaFeature =
  | { type: 'Feature'; geometry: { type: 'Polygon'; coordinates: [number, number][][] }; properties: object }
  | { type: 'Feature'; geometry: { type: 'LineString'; coordinates: [number, number][] }; properties: object }
  | { type: 'Feature'; geometry: { type: 'Point'; coordinates: [number, number] }; properties: { corner: true } }

export function addAreaLayers(map: MapLibreMap, colour: string): void {
  map.addSource(areaSource, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } })
  map.addLayer({
    id: 'search-area-fill',
    type: 'fill',
    source: areaSource,
    filter: ['==', ['geometry-type'], 'Polygon'],
    paint: { 'fill-color': colour, 'fill-opacity': 0.1 },
  })
  map.addLayer({
    id: 'search-area-outline',
    type: 'line',
    source: areaSource,
    filter: ['!=', ['geometry-type'], 'Point'],
    layout: { 'line-join': 'round' },
    paint: { 'line-color': colour, 'line-width': 2.5 },
  })
  map.addLayer({
    id: 'search-area-corners',
    type: 'circle',
    source: areaSource,
    filter: ['==', ['geometry-type'], 'Point'],
    paint: { 'circle-color': '#ffffff', 'circle-radius': 5, 'circle-stroke-color': colour, 'circle-stroke-width': 2 },
  })
}

/**
 * Shows an area: closed (a polygon, from the criteria) or being drawn (its corners marked, a line until there are
 * three of them). No points clears it.
 */
export function showArea(map: MapLibreMap, points: readonly LatLng[], drawing: boolean): void {
  const ring = points.map(([lat, lng]): [number, number] => [lng, lat])
  const features: AreaFeature[] = []
  const first = ring[0]
  if (first && ring.length >= 3)
    features.push({ type: 'Feature', geometry: { type: 'Polygon', coordinates: [[...ring, first]] }, properties: {} })
  else if (ring.length === 2)
    features.push({ type: 'Feature', geometry: { type: 'LineString', coordinates: ring }, properties: {} })
  if (drawing)
    for (const corner of ring)
      features.push({ type: 'Feature', geometry: { type: 'Point', coordinates: corner }, properties: { corner: true } })
  map.getSource<GeoJSONSource>(areaSource)?.setData({ type: 'FeatureCollection', features })
}
