import { Popup, type Map as MapLibreMap, type MapLayerMouseEvent } from 'maplibre-gl'
import { priceDisplay } from '../../format/listing-format.ts'
import { pointLayer } from './map-layers.ts'

// The pointer over the listing points: hovering one shows its price and highlights its card in the list; clicking
// one selects it (the map opens its card, map-pin-card.tsx) and keeps it highlighted until the buyer clicks elsewhere
// on the map.

export interface PointerHandlers {
  onHighlight: (listingId: number | null) => void
  /** A point was pressed (its listing's card opens), or the map elsewhere (null: the card closes). */
  onSelect: (listingId: number | null) => void
  /** The selected listing (its card is open), or null. */
  selected: () => number | null
  /** While drawing an area, a click is a corner: points neither highlight nor open. */
  isDrawing: () => boolean
}

/** Starts following the pointer; returns a function that stops. */
export function followPointer(map: MapLibreMap, handlers: PointerHandlers): () => void {
  const popup = new Popup({ closeButton: false, closeOnClick: false, offset: 12, maxWidth: '14rem' })
  let hovered: number | null = null
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
    const id = handlers.selected() === null ? show(event) : (event.features?.[0]?.id ?? null)
    if (typeof id !== 'number' || id === hovered) return
    hovered = id
    handlers.onHighlight(id)
  }
  const onLeave = () => {
    if (handlers.isDrawing()) return
    map.getCanvas().style.cursor = ''
    if (hovered === null) return
    hovered = null
    popup.remove()
    handlers.onHighlight(handlers.selected())
  }
  const onClick = (event: MapLayerMouseEvent) => {
    if (handlers.isDrawing()) return
    const id = event.features?.[0]?.id
    if (typeof id !== 'number') return
    popup.remove()
    handlers.onHighlight(id)
    handlers.onSelect(id)
  }
  // A click anywhere else on the map lets go of the pinned listing (the layer's own click comes first).
  const onMapClick = (event: { point: { x: number; y: number } }) => {
    if (handlers.selected() === null) return
    if (map.queryRenderedFeatures([event.point.x, event.point.y], { layers: [pointLayer] }).length) return
    popup.remove()
    handlers.onHighlight(null)
    handlers.onSelect(null)
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
