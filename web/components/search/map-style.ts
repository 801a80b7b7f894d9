import type { GeoJSONSource, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl'

// The maps' base: a hosted vector style when MAP_STYLE_URL is configured (the root route writes it to
// <html data-map-style>; docs/maps.md), otherwise our own from public/geo, which needs no network beyond this site:
// states, county lines from zoom 6, and towns named by size (worker/tools/town-labels.ts chose which, and from what
// zoom). The towns' names are drawn in the canvas by the browser's own sans-serif: a style without a glyphs URL has
// maplibre (5.11 and later) draw text locally, so there are no font files to ship. In the canvas, unlike names in DOM
// markers, they keep maplibre's placement (a bigger town wins a crowded spot, names follow a pan at once) and stay out
// of the accessibility tree, which names the map as a whole.

const outlineSource = 'U.S. Census Bureau'
const countiesFromZoom = 6
/**
 * The last zoom of the towns in towns-far.geojson, which the style loads with its first view; towns.geojson has them
 * all (worker/tools/town-labels.ts writes both).
 */
export const farTownsLastZoom = 6
/** A layer a map's own drawing goes below, so the town names stay readable over it. */
export const townLabelLayer = 'town-label'

/** The hosted style's URL, or the offline style. */
export function mapStyle(): string | StyleSpecification {
  return document.documentElement.dataset.mapStyle || offlineStyle()
}

export const isOfflineStyle = (style: string | StyleSpecification): style is StyleSpecification =>
  typeof style !== 'string'

// Absolute URLs: MapLibre fetches GeoJSON in its web worker, whose blob: address cannot resolve a path.
const geoUrl = (file: string) => new URL(`/geo/${file}`, window.location.origin).href
const nothing = { type: 'FeatureCollection', features: [] } as const

function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      states: { type: 'geojson', data: geoUrl('states.geojson'), attribution: outlineSource },
      // Filled as the map comes near (addCountiesWhenNear).
      counties: { type: 'geojson', data: nothing, attribution: outlineSource },
      towns: { type: 'geojson', data: geoUrl('towns-far.geojson'), attribution: outlineSource },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#e6ebe8' } },
      { id: 'state-fill', type: 'fill', source: 'states', paint: { 'fill-color': '#fbfaf4' } },
      {
        id: 'county-outline',
        type: 'line',
        source: 'counties',
        minzoom: countiesFromZoom,
        paint: { 'line-color': '#b5bcb6', 'line-width': ['interpolate', ['linear'], ['zoom'], 6, 0.5, 10, 1.2] },
      },
      {
        id: 'state-outline',
        type: 'line',
        source: 'states',
        paint: { 'line-color': '#7d867f', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 8, 1.6] },
      },
      {
        id: townLabelLayer,
        type: 'symbol',
        source: 'towns',
        // Each town from the zoom it was given; maplibre weighs a filter's zoom at whole zoom levels.
        filter: ['<=', ['get', 'fromZoom'], ['zoom']],
        layout: {
          'text-field': ['get', 'name'],
          'text-font': ['system-ui', 'sans-serif'],
          // By population, and larger as the map comes near: a county view's few towns are read at a glance.
          'text-size': [
            'interpolate',
            ['linear'],
            ['zoom'],
            4,
            ['interpolate', ['linear'], ['get', 'population'], 0, 10, 250_000, 12, 2_000_000, 15],
            10,
            ['interpolate', ['linear'], ['get', 'population'], 0, 13, 20_000, 15, 250_000, 17, 2_000_000, 19],
          ],
          // Placed in this order where names would overlap: the biggest town keeps its name.
          'symbol-sort-key': ['-', ['get', 'population']],
          'text-max-width': 8,
          'text-padding': 4,
        },
        paint: { 'text-color': '#333a35', 'text-halo-color': '#fbfaf4', 'text-halo-width': 1.5 },
      },
    ],
  }
}

/**
 * Adds what the offline style leaves out of a country-wide view the first time the map comes near: the county lines
 * (1.6 MB, 336 KB gzipped), which that view would draw as a grey smear, and every named town (towns.geojson,
 * 1.2 MB, 140 KB gzipped, towns-far's among them). Returns a function that stops listening.
 */
export function addCountiesWhenNear(map: MapLibreMap): () => void {
  const steps = [
    { fromZoom: countiesFromZoom, source: 'counties', file: 'counties.geojson' },
    { fromZoom: farTownsLastZoom + 1, source: 'towns', file: 'towns.geojson' },
  ]
  const load = () => {
    // Half a zoom early, so the lines and names are there when the map gets to them.
    const near = steps.filter((step) => map.getZoom() >= step.fromZoom - 0.5)
    for (const step of near) {
      map.getSource<GeoJSONSource>(step.source)?.setData(geoUrl(step.file))
      steps.splice(steps.indexOf(step), 1)
    }
    if (!steps.length) map.off('zoomend', load)
  }
  map.on('zoomend', load)
  load()
  return () => map.off('zoomend', load)
}
