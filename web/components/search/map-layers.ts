import { Marker, type ExpressionSpecification, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl'
import type { MapData } from '../../api/search.ts'
import { countDisplay } from '../../format/listing-format.ts'
import { withCommas } from '../../format/us-numbers.ts'

// The results on the map. Listings are circles in the canvas (up to a thousand, worker/search/map-data.ts); the
// server's clusters are HTML buttons, because a count must be readable and the canvas has no glyphs to write it
// with, and a button is what a keyboard can reach and a screen reader can name.

export const pointLayer = 'result-points'
const pointSource = 'result-points'
const highlightLayer = 'result-point-highlight'

interface MapColours {
  point: string
  highlight: string
}

interface PointFeature {
  type: 'Feature'
  id: number
  geometry: { type: 'Point'; coordinates: [lng: number, lat: number] }
  properties: { price: number }
}

/** The listing points' source and layers: the highlighted listing (feature-state) is redrawn larger on top. */
export function addResultLayers(map: MapLibreMap, colours: MapColours): void {
  map.addSource(pointSource, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } })
  map.addLayer({
    id: pointLayer,
    type: 'circle',
    source: pointSource,
    paint: {
      'circle-color': colours.point,
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 4, 4.5, 10, 7],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1.5,
    },
  })
  const highlighted: ExpressionSpecification = ['boolean', ['feature-state', 'highlight'], false]
  map.addLayer({
    id: highlightLayer,
    type: 'circle',
    source: pointSource,
    paint: {
      'circle-color': colours.highlight,
      'circle-radius': ['case', highlighted, 10, 0],
      'circle-opacity': ['case', highlighted, 1, 0],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': ['case', highlighted, 2.5, 0],
      'circle-stroke-opacity': ['case', highlighted, 1, 0],
    },
  })
}

export function showPoints(map: MapLibreMap, points: MapData['points']): void {
  const features = points.map(([id, lat, lng, price]): PointFeature => ({
    type: 'Feature',
    id,
    geometry: { type: 'Point', coordinates: [lng, lat] },
    properties: { price },
  }))
  map.getSource<GeoJSONSource>(pointSource)?.setData({ type: 'FeatureCollection', features })
}

export function setHighlight(map: MapLibreMap, listingId: number, on: boolean): void {
  if (map.getSource(pointSource)) map.setFeatureState({ source: pointSource, id: listingId }, { highlight: on })
}

/** Diameter in pixels: 28 for a few listings, growing with the count's digits up to 52, so sizes compare at a glance. */
const clusterSize = (count: number) => Math.round(Math.min(52, 24 + 7 * Math.log10(Math.max(count, 1))))

/** A cluster's name: it starts with what the button shows ('1.5K'), so a voice user can say it (WCAG 2.5.3). */
export function clusterLabel(count: number): string {
  const shown = countDisplay(count)
  const exact = withCommas(count)
  return `${shown === exact ? exact : `${shown} (${exact})`} listings here: zoom in`
}

/**
 * The clusters as buttons on the map. A click goes to `onClick` (which zooms in on it); when that answers false
 * (while drawing an area) the click goes on to the map instead, as a corner there. Returns a function that removes
 * them all.
 */
export function showClusters(
  map: MapLibreMap,
  clusters: MapData['clusters'],
  colour: string,
  onClick: (lat: number, lng: number, event: MouseEvent) => boolean,
): () => void {
  const markers = clusters.map(([lat, lng, count]) => {
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'search-map-cluster'
    button.textContent = countDisplay(count)
    button.setAttribute('aria-label', clusterLabel(count))
    const size = clusterSize(count)
    Object.assign(button.style, {
      width: `${size}px`,
      height: `${size}px`,
      borderRadius: '50%',
      border: '2px solid #ffffff',
      background: colour,
      color: '#ffffff',
      font: `600 ${size > 36 ? 13 : 12}px/1 system-ui, sans-serif`,
      boxShadow: '0 1px 4px rgb(0 0 0 / 35%)',
      cursor: 'pointer',
      padding: '0',
    })
    button.addEventListener('click', (event) => {
      if (onClick(lat, lng, event)) event.stopPropagation()
    })
    return new Marker({ element: button }).setLngLat([lng, lat]).addTo(map)
  })
  return () => markers.forEach((marker) => marker.remove())
}
