import { describe, expect, it } from 'vitest'
import type { CountyGeometry } from '../../web/api/county-outline.ts'
import { listingMapBounds } from '../../web/components/listing/listing-map-view.ts'

// Where a listing's map looks: its county's outline with the listing's point, as plain numbers.

const square = (west: number, south: number, east: number, north: number): [number, number][] => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
]

describe('listingMapBounds', () => {
  it('holds a county’s outline, the listing inside it', () => {
    const county: CountyGeometry = { type: 'Polygon', coordinates: [square(-98.2, 30.1, -97.4, 30.6)] }
    expect(listingMapBounds(county, { lat: 30.3, lng: -97.7 })).toEqual({
      south: 30.1,
      west: -98.2,
      north: 30.6,
      east: -97.4,
    })
  })

  it('holds every part of a county of several polygons (islands), and a point off the outline', () => {
    const county: CountyGeometry = {
      type: 'MultiPolygon',
      coordinates: [[square(-76, 35, -75.5, 35.5)], [square(-75.4, 35.6, -75.2, 35.9)]],
    }
    expect(listingMapBounds(county, { lat: 34.8, lng: -75.3 })).toEqual({
      south: 34.8,
      west: -76,
      north: 35.9,
      east: -75.2,
    })
  })

  it('sees a county across the antimeridian as one piece, from the west', () => {
    const aleutians: CountyGeometry = {
      type: 'MultiPolygon',
      coordinates: [[square(172.4, 51.2, 179.9, 53)], [square(-179.9, 51.5, -178.6, 52.1)]],
    }
    const view = listingMapBounds(aleutians, { lat: 52, lng: -179 })
    expect(view.west).toBeCloseTo(-187.6)
    expect(view.east).toBeCloseTo(-178.6)
    expect(view.east - view.west).toBeLessThan(10)
  })

  it('is the area around the point when there is no outline', () => {
    const view = listingMapBounds(null, { lat: 44, lng: -110 })
    expect(view.south).toBeLessThan(44)
    expect(view.north).toBeGreaterThan(44)
    expect(view.west).toBeLessThan(-110)
    expect(view.east).toBeGreaterThan(-110)
    expect((view.north + view.south) / 2).toBeCloseTo(44)
    expect((view.east + view.west) / 2).toBeCloseTo(-110)
  })
})
