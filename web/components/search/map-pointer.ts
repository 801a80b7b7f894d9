import { Popup, type Map as MapLibreMap, type MapLayerMouseEvent } from 'maplibre-gl'
import { priceDisplay } from '../../format/listing-format.ts'
import { pointLayer } from './map-layers.ts'

// The pointer over the listing points: hovering one shows its price and highlights its card, clicking one keeps
// both until the buyer clicks elsewhere on the map. The card (in the page's list) is where its link is.

export interface PointerHandlers {
  onHighlight: (listingId: number | null) => void
  /** While drawing an area, a click is a corner: points neither highlight nor open. */
  isDrawing: () => boolean
}

/** Starts following the pointer; returns a function that stops. */
export function followPointer(map: MapLibreMap, handlers: PointerHandlers): () => void {
  const popup = new Popup({ closeButton: false, closeOnClick: false, offset: 12, maxWidth: '14rem' })
  let hovered: number | null = null
  let pinned: number | null = null
  const content = document.createElement('p')
  content.className = 'search-map-price'
  content.style.margin = '0'
  content.style.font = '600 14px/1.3 system-ui, sans-serif'

  const show = (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0]
    if (!feature || typeof feature.id !== 'number' || feature.geometry.type !== 'Point') return null
    const [lng, lat] = feature.geometry.coordinates as [number, number]
    content.textContent = priceDisplay(Number(feature.properties.price))
    popup.setLngLat([lng, lat]).setDOMContent(content).addTo(map)
    return feature.id
  }
  const onMove = (event: MapLayerMouseEvent) => {
    if (handlers.isDrawing()) return
    map.getCanvas().style.cursor = 'pointer'
    const id = pinned === null ? show(event) : (event.features?.[0]?.id ?? null)
    if (typeof id !== 'number' || id === hovered) return
    hovered = id
    handlers.onHighlight(id)
  }
  const onLeave = () => {
    if (handlers.isDrawing()) return
    map.getCanvas().style.cursor = ''
    if (hovered === null) return
    hovered = null
    if (pinned === null) popup.remove()
    handlers.onHighlight(pinned)
  }
  const onClick = (event: MapLayerMouseEvent) => {
    if (handlers.isDrawing()) return
    const id = show(event)
    if (id === null) return
    pinned = id
    handlers.onHighlight(id)
  }
  // A click anywhere else on the map lets go of the pinned listing (the layer's own click comes first).
  const onMapClick = (event: { point: { x: number; y: number } }) => {
    if (pinned === null) return
    if (map.queryRenderedFeatures([event.point.x, event.point.y], { layers: [pointLayer] }).length) return
    pinned = null
    popup.remove()
    handlers.onHighlight(null)
  }
  map.on('mousemove', pointLayer, onMove)
  map.on('mouseleave', pointLayer, onLeave)
  map.on('click', pointLayer, onClick)
  map.on('click', onMapClick)
  return () => {
    map.off('mousemove', pointLayer, onMove)
    map.off('mouseleave', pointLayer, onLeave)
    map.off('click', pointLayer, onClick)
    map.off('click', onMapClick)
    popup.remove()
  }
}
