import { NavigationControl, type Map as MapLibreMap } from 'maplibre-gl'

// What every map of the site (search, listing, the add-listing pin) shares: north stays up and the map stays flat, as
// a buyer reads a plat or a county map (and the search keeps its view as two corners, which a turned map cannot be).
// Only the maps' lazy chunks import this, with maplibre.

/** The maps' common options, beside each map's container, style, view and zoom limits. */
export const northUpOptions = {
  minZoom: 2,
  dragRotate: false,
  pitchWithRotate: false,
  touchPitch: false,
  attributionControl: { compact: true },
} as const

/**
 * After the map is made: no turning by touch or keys, zoom buttons without a compass, and a part of the map that
 * fails to load said in `showProblem`.
 */
export function keepNorthUp(map: MapLibreMap, showProblem: (text: string) => void): void {
  map.touchZoomRotate.disableRotation()
  map.keyboard.disableRotation()
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right')
  map.on('error', (event) => showProblem(`Part of the map could not be loaded: ${event.error.message}`))
}
