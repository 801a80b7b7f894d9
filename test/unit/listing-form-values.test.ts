import { describe, expect, it } from 'vitest'
import type { EditableListing } from '../../web/api/edit-listing.ts'
import { maxPhotoBytes, maxPhotosPerListing, photoRefusals } from '../../web/api/listing-photos.ts'
import { listingFormOfValues, listingValuesOf } from '../../web/components/add-listing/listing-values.ts'
import { movedPhoto, withPhotoFiles, type PendingPhoto } from '../../web/components/add-listing/pending-photos.ts'
import {
  boundaryOfCorners,
  cornersOfBoundary,
  placeMapView,
  pointOfTyped,
  typedOfPoint,
} from '../../web/components/add-listing/place-map-values.ts'
import { lower48 } from '../../web/components/search/map-view.ts'
import { noLandFacts } from '../../web/rules/land-facts-form.ts'
import * as v from 'valibot'

// The listing form's values that need no browser (issue 32): the photos picked checked by the worker's own limits and
// words before they are sent, their order, the map's pin and boundary as the typed fields and the boundary field hold
// them, where the map looks, and a listing's values filling the edit form as the form's rule reads them back.

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(Math.min(size, 16))], name, { type })
/** A File whose size is what the test says (the bytes themselves are never read). */
const sized = (name: string, type: string, size: number) =>
  Object.defineProperty(file(name, type), 'size', { value: size })
let keys = 0
const keyOf = () => `k${++keys}`

describe('photos picked with a new listing', () => {
  it('takes JPEG, PNG and WebP files, in the order picked, after those already picked', () => {
    const first = withPhotoFiles([], [file('a.jpg', 'image/jpeg')], keyOf)
    const next = withPhotoFiles(first.photos, [file('b.png', 'image/png'), file('c.webp', 'image/webp')], keyOf)
    expect(next.photos.map((photo) => photo.file.name)).toEqual(['a.jpg', 'b.png', 'c.webp'])
    expect(next.photos.every((photo) => photo.altText === '')).toBe(true)
    expect(next.refusals).toEqual([])
  })

  it('refuses another type, a file past the size limit and one past the count, in the worker’s words', () => {
    const many = Array.from({ length: maxPhotosPerListing }, (_, i) => file(`p${i}.jpg`, 'image/jpeg'))
    const full = withPhotoFiles([], many, keyOf).photos
    const tried = withPhotoFiles(
      full.slice(1),
      [
        file('notes.pdf', 'application/pdf'),
        sized('huge.jpg', 'image/jpeg', maxPhotoBytes + 1),
        file('last.jpg', 'image/jpeg'),
        file('one-too-many.jpg', 'image/jpeg'),
      ],
      keyOf,
    )
    expect(tried.photos).toHaveLength(maxPhotosPerListing)
    expect(tried.photos.at(-1)!.file.name).toBe('last.jpg')
    expect(tried.refusals).toEqual([
      photoRefusals.notAPhoto('notes.pdf'),
      photoRefusals.tooLarge('huge.jpg', maxPhotoBytes + 1),
      photoRefusals.tooMany(0),
    ])
  })

  it('moves a photo one place earlier or later, and no further than the ends', () => {
    const photos = ['a', 'b', 'c'] as unknown as PendingPhoto[]
    expect(movedPhoto(photos, 2, -1)).toEqual(['a', 'c', 'b'])
    expect(movedPhoto(photos, 0, 1)).toEqual(['b', 'a', 'c'])
    expect(movedPhoto(photos, 0, -1)).toEqual(['a', 'b', 'c'])
    expect(movedPhoto(photos, 2, 1)).toEqual(['a', 'b', 'c'])
  })
})

describe('the map’s pin and boundary', () => {
  it('reads the pin from the typed fields only when both are degrees, and writes it to six decimals', () => {
    expect(pointOfTyped('30.2672', '-97.7431')).toEqual({ lat: 30.2672, lng: -97.7431 })
    expect(pointOfTyped('30.2672', '')).toBeNull()
    expect(pointOfTyped('north', '-97')).toBeNull()
    expect(pointOfTyped('95', '-97')).toBeNull()
    expect(typedOfPoint({ lat: 30.26721234567, lng: -97.74312345678 })).toEqual({
      latitude: '30.267212',
      longitude: '-97.743123',
    })
  })

  it('makes a boundary of three corners or more, and reads the corners back from it', () => {
    const corners: [number, number][] = [
      [-98.93, 30.27],
      [-98.927712, 30.27],
      [-98.927712, 30.27199],
    ]
    expect(boundaryOfCorners(corners.slice(0, 2))).toBe('')
    const text = boundaryOfCorners(corners)
    expect(JSON.parse(text)).toEqual({ type: 'Polygon', coordinates: [[...corners, corners[0]]] })
    expect(cornersOfBoundary(text)).toEqual(corners)
    expect(cornersOfBoundary('')).toEqual([])
    expect(cornersOfBoundary('not a boundary')).toEqual([])
  })

  it('looks at the corners and pin, else the chosen county, else the lower 48', () => {
    const county = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [-99, 30],
          [-98, 30],
          [-98, 31],
          [-99, 31],
          [-99, 30],
        ] as [number, number][],
      ],
    }
    expect(placeMapView(null, null, [])).toEqual(lower48)
    expect(placeMapView(county, null, [])).toEqual({ south: 30, west: -99, north: 31, east: -98 })
    expect(placeMapView(county, { lat: 30.5, lng: -98.5 }, [])).toEqual({ south: 30, west: -99, north: 31, east: -98 })
    const parcel: [number, number][] = [
      [-98.6, 30.5],
      [-98.5, 30.5],
      [-98.5, 30.6],
    ]
    expect(placeMapView(county, { lat: 30.55, lng: -98.55 }, parcel)).toEqual({
      south: 30.5,
      west: -98.6,
      north: 30.6,
      east: -98.5,
    })
  })
})

describe('a listing’s values in the edit form', () => {
  const listing: EditableListing = {
    id: 1000001,
    title: 'Forty wooded acres with a creek',
    propertyTypes: ['recreational', 'hunting'],
    stateId: 48,
    countyId: 48171,
    city: 'Fredericksburg',
    zip: '78624',
    address: '',
    latitude: 30.27,
    longitude: -98.93,
    acres: 40,
    priceKind: 'auction',
    price: null,
    description: 'Live oaks, a wet-weather creek and county road frontage, ten minutes from town.',
    beds: null,
    baths: 2,
    homeSqft: null,
    ownerFinancing: true,
    landFacts: { ...noLandFacts, roadAccess: 'paved', hoa: false },
    boundary: boundaryOfCorners([
      [-98.93, 30.27],
      [-98.927712, 30.27],
      [-98.927712, 30.27199],
    ]),
    marketStatus: 1,
  }

  it('fills every field, and the form’s rule reads the same listing back', () => {
    const values = listingValuesOf(listing)
    expect(values).toMatchObject({ countyId: '48171', acres: '40', price: '', baths: '2', beds: '' })
    expect(values['landFacts.roadAccess']).toBe('paved')
    expect(values['landFacts.hoa']).toBe('no')
    const read = v.parse(listingFormOfValues, values)
    const { id: _, marketStatus: __, boundary, ...fields } = listing
    expect(read).toMatchObject({ ...fields, landFacts: { roadAccess: 'paved', hoa: false } })
    expect(read.boundary).toEqual(JSON.parse(boundary!))
  })
})
