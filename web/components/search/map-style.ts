import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl'

// The map's base: a hosted vector style when MAP_STYLE_URL is configured (the root route writes it to
// <html data-map-style>), otherwise our own outlines from public/geo, which need no network beyond this site and no
// glyphs or sprites (nothing in this map draws text in the canvas).

const outlineSource = 'U.S. Census Bureau'
const countiesFromZoom = 6

/** The hosted style's URL, or the offline style of state (and later county) outlines. */
export function mapStyle(): string | StyleSpecification {
  return document.documentElement.dataset.mapStyle || offlineStyle()
}

export const isOfflineStyle = (style: string | StyleSpecification): style is StyleSpecification =>
  typeof style !== 'string'

// Absolute URLs: MapLibre fetches GeoJSON in its web worker, whose blob: address cannot resolve a path.
const geoUrl = (file: string) => new URL(`/geo/${file}`, window.location.origin).href

function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      states: { type: 'geojson', data: geoUrl('states.geojson'), attribution: outlineSource },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#e6ebe8' } },
      { id: 'state-fill', type: 'fill', source: 'states', paint: { 'fill-color': '#fbfaf4' } },
      {
        id: 'state-outline',
        type: 'line',
        source: 'states',
        paint: { 'line-color': '#7d867f', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 8, 1.6] },
      },
    ],
  }
}

/**
 * Adds the county outlines the first time the map is zoomed in far enough to see them: the file is 1.6 MB, more
 * than the rest of the map, and a country-wide view would draw them as a grey smear anyway.
 */
export function addCountiesWhenNear(map: MapLibreMap): () => void {
  const add = () => {
    if (map.getZoom() < countiesFromZoom - 0.5 || map.getSource('counties')) return
    map.addSource('counties', { type: 'geojson', data: geoUrl('counties.geojson'), attribution: outlineSource })
    map.addLayer(
      {
        id: 'county-outline',
        type: 'line',
        source: 'counties',
        minzoom: countiesFromZoom,
        paint: { 'line-color': '#b5bcb6', 'line-width': 0.6 },
      },
      'state-outline',
    )
    map.off('zoomend', add)
  }
  map.on('zoomend', add)
  add()
  return () => map.off('zoomend', add)
}
