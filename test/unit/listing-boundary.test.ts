import { createElement, type ReactElement } from 'react'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import { brands } from '../../brands/brand-registry.ts'
import type { ApiFetch } from '../../web/api/api-client.ts'
import { maxParcelViewDegrees } from '../../web/api/map-boundaries.ts'
import { acreageCheck } from '../../web/components/listing/acreage-check.tsx'
import { ListingFacts } from '../../web/components/listing/listing-facts.tsx'
import { ListingMapSection } from '../../web/components/listing/listing-map-section.tsx'
import { listingMapBounds } from '../../web/components/listing/listing-map-view.ts'
import { coordinatesText, directionsHref, nearestTownText } from '../../web/components/listing/where-it-is.tsx'
import { parcelView } from '../../web/components/search/map-boundaries.ts'
import { ViewMemory, type Bounds } from '../../web/components/search/map-view.ts'
import { ringAcres, type Ring } from '../../web/rules/boundary.ts'
import { ApiContext } from '../../web/site/api-context.tsx'
import { BrandContext } from '../../web/site/brand-context.tsx'
import { sampleListingDetail } from '../support/samples.ts'

// The acreage check, where it is, and the boundary's view (issue 31), as the server renders them: the check and the
// coordinates are lazy chunks the server waits for (worker/ssr/page-stream.tsx), so the markup here is the page's.

/** A square boundary around a point measuring `acres` (ringAcres, on the sphere), the way the seed scales its own. */
function squareOf(acres: number, lat = 42.43, lng = -122.8): Ring {
  const ring = (half: number): Ring => [
    [lng - half, lat - half],
    [lng + half, lat - half],
    [lng + half, lat + half],
    [lng - half, lat + half],
    [lng - half, lat - half],
  ]
  return ring(0.001 * Math.sqrt(acres / ringAcres(ring(0.001))))
}

const api: ApiFetch = async () => Response.json({})

/** The element as the server renders it once every lazy part has come, without React's text markers. */
async function html(element: ReactElement): Promise<string> {
  const wrapped = createElement(
    BrandContext.Provider,
    { value: brands.land },
    createElement(ApiContext.Provider, { value: api }, element),
  )
  const { prelude } = await prerender(wrapped)
  return (await new Response(prelude).text()).replace(/<!-- -->/g, '').replace(/<!--\/?\$[^>]*-->/g, '')
}

const text = (markup: string) => markup.replace(/<[^>]+>/g, '')

describe('the acreage check', () => {
  it('says the boundary measures 10 % more, and to ask for the survey, on a fixture off by 10 %', () => {
    const check = acreageCheck(50, squareOf(55))
    expect(check.measured).toBe('55 measured from the boundary')
    expect(check.note).toBe('The boundary measures 10 % more than the stated acres — ask the seller for the survey.')
    expect(acreageCheck(50, squareOf(45)).note).toBe(
      'The boundary measures 10 % less than the stated acres — ask the seller for the survey.',
    )
  })

  it('has no note within 5 %, and hundredths for a small lot', () => {
    expect(acreageCheck(56.07, squareOf(56.8))).toEqual({ measured: '56.8 measured from the boundary', note: null })
    expect(acreageCheck(50, squareOf(52.4)).note).toBeNull()
    expect(acreageCheck(50, squareOf(47.6)).note).toBeNull()
    expect(acreageCheck(2.5, squareOf(2.55)).measured).toBe('2.55 measured from the boundary')
    expect(acreageCheck(0, squareOf(12.34))).toEqual({ measured: '12.3 acres measured from the boundary', note: null })
  })

  it('stands beside the stated acres in the listing facts, the note under them, taking two columns', async () => {
    const off = await html(
      createElement(ListingFacts, {
        listing: sampleListingDetail({ acres: 50, boundary: { ring: squareOf(55), source: 'seller' } }),
      }),
    )
    expect(text(off)).toContain(
      'Acreage50 acres stated · 55 measured from the boundaryThe boundary measures 10 % more than the stated acres — ask the seller for the survey.',
    )
    expect(off).toMatch(/<div class="col-span-2"><dt[^>]*>Acreage/)

    const near = await html(
      createElement(ListingFacts, {
        listing: sampleListingDetail({ acres: 56.07, boundary: { ring: squareOf(56.8), source: 'land feed' } }),
      }),
    )
    expect(text(near)).toContain('Acreage56.07 acres stated · 56.8 measured from the boundary')
    expect(near).not.toContain('data-testid="acreage-note"')
  })

  it('leaves the acreage as it was for a listing without a boundary', async () => {
    const markup = await html(createElement(ListingFacts, { listing: sampleListingDetail({ acres: 40 }) }))
    expect(text(markup)).toContain('Acreage40 acresPrice per acre')
    expect(markup).not.toContain('measured')
    expect(markup).not.toContain('col-span-2')
  })
})

describe('where it is', () => {
  it('writes the coordinates to 5 decimals, directions for a phone and for a computer, and the nearest town', () => {
    expect(coordinatesText(42.435214, -122.8)).toBe('42.43521, -122.80000')
    expect(directionsHref(42.435214, -122.8, true)).toBe('geo:42.43521,-122.80000')
    expect(directionsHref(42.435214, -122.8, false)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=42.43521,-122.80000',
    )
    expect(nearestTownText({ name: 'Eagle Point', stateAbbr: 'OR', miles: 14.6 })).toBe('14.6 mi from Eagle Point, OR')
    expect(nearestTownText({ name: 'Burns', stateAbbr: 'OR', miles: 3 })).toBe('3 mi from Burns, OR')
  })

  it('is in the server-rendered map section: coordinates with Copy, the maps link, the nearest town', async () => {
    const listing = sampleListingDetail({
      lat: 42.435214,
      lng: -122.8,
      nearestTown: { name: 'Eagle Point', stateAbbr: 'OR', miles: 14.6 },
    })
    const markup = await html(createElement(ListingMapSection, { listing, title: 'Creekside Ranch' }))
    expect(markup).toContain('data-testid="where-it-is"')
    expect(text(markup)).toContain('Where it is42.43521, -122.80000Copy')
    // The server cannot know the pointer: the maps page, which a phone's browser turns to geo: as it hydrates.
    expect(markup).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=42.43521,-122.80000"')
    expect(text(markup)).toContain('14.6 mi from Eagle Point, OR')

    const nowhere = await html(createElement(ListingMapSection, { listing: sampleListingDetail(), title: 'X' }))
    expect(nowhere).not.toContain('data-testid="nearest-town"')
  })
})

describe("the boundary's view", () => {
  it('looks at the boundary and the point on the listing map, not the county', () => {
    const ring: Ring = [
      [-122.81, 42.43],
      [-122.8, 42.43],
      [-122.8, 42.44],
      [-122.81, 42.43],
    ]
    const county = {
      type: 'Polygon' as const,
      coordinates: [[...ring.map(([x, y]) => [x * 2, y] as [number, number])]],
    }
    expect(listingMapBounds(county, { lat: 42.435, lng: -122.805 }, ring)).toEqual({
      south: 42.43,
      west: -122.81,
      north: 42.44,
      east: -122.8,
    })
  })

  it('asks the search map for boundaries from zoom 15 (MapLibre 14) only, never wider than the API takes', () => {
    const view = { south: 30, west: -100, north: 30.01, east: -99.98 }
    expect(parcelView(view, 13.9)).toBeNull()
    expect(parcelView(view, 14)).toBe('30,-100,30.01,-99.98')
    // A map wider than the widest the API takes is asked for its middle.
    const [south, west, north, east] = parcelView({ south: 30, west: -100, north: 30.1, east: -99.5 }, 14)!
      .split(',')
      .map(Number) as [number, number, number, number]
    expect(north - south).toBeCloseTo(0.1, 5)
    expect(east - west).toBeLessThan(maxParcelViewDegrees)
    expect((east + west) / 2).toBeCloseTo(-99.75, 4)
  })
})

describe('the search map at the parcel zoom', () => {
  it('stays where the buyer zoomed when the results of that view arrive, as it does when they are asked for', () => {
    const close: Bounds = { south: 30.34027, west: -99.58128, north: 30.36131, east: -99.56656 }
    const memory = new ViewMemory()
    memory.search(close)
    // The criteria naming the view arrive, then its results: the map's effect asks each time, and never refits
    // (a refit stops at zoom 12, out of the parcel zoom).
    expect(memory.mustFit(close)).toBe(false)
    expect(memory.mustFit(close)).toBe(false)
    // Another view in the history still moves the map.
    expect(memory.mustFit({ ...close, south: 30.3 })).toBe(true)
  })
})
