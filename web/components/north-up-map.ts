import { Map as MapLibreMap, NavigationControl, type MapOptions } from 'maplibre-gl'

// What every map of the site (search, listing, the add-listing pin) shares: north stays up and the map stays flat, as
// a buyer reads a plat or a county map (and the search keeps its view as two corners, which a turned map cannot be).
// Only the maps' lazy chunks import this, with maplibre.

/** The maps' common options, beside each map's container, style, view and zoom limits. */
const northUpOptions = {
  minZoom: 2,
  dragRotate: false,
  pitchWithRotate: false,
  touchPitch: false,
  attributionControl: { compact: true },
} as const

/**
 * A map with `options` that stays north up: no turning by touch or keys, zoom buttons without a compass, and a part
 * of it that fails to load said in `showProblem`. Without WebGL there is no map: `showProblem` says `noWebGl` (the
 * page's words, with what it offers instead) and the answer is null.
 */
export function createNorthUpMap(
  options: MapOptions,
  showProblem: (text: string) => void,
  noWebGl: string,
): MapLibreMap | null {
  let map: MapLibreMap
  try {
    map = new MapLibreMap({ ...options, ...northUpOptions })
  } catch {
    showProblem(noWebGl)
    return null
  }
  map.touchZoomRotate.disableRotation()
  map.keyboard.disableRotation()
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right')
  map.on('error', (event) => showProblem(`Part of the map could not be loaded: ${event.error.message}`))
  return map
}
