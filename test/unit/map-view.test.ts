import { describe, expect, it } from 'vitest'
import {
  criteriaBounds,
  lower48,
  resultSetKey,
  sameView,
  startingView,
  viewCriteria,
  ViewMemory,
  type Bounds,
} from '../../web/components/search/map-view.ts'
import { searchCriteria } from '../../web/search/search-criteria.ts'
import * as v from 'valibot'

// The search map's rules without a map: what a view writes into the criteria, when criteria naming a view move the
// map, and where a result set is first seen.

const texas: Bounds = { south: 25.84, west: -106.65, north: 36.5, east: -93.51 }

describe('search map views', () => {
  it('writes a view as criteria the schema accepts: 5 decimals, Google zoom to 2 decimals, within the globe', () => {
    const written = viewCriteria({ south: 30.123456789, west: -181.5, north: 95, east: -97.000004 }, 6.12345)
    expect(written).toEqual({
      lowerLeftLatitude: 30.12346,
      lowerLeftLongitude: -180,
      upperRightLatitude: 90,
      upperRightLongitude: -97,
      mapZoomLevel: 7.12,
    })
    expect(v.safeParse(searchCriteria, written).success).toBe(true)
    expect(criteriaBounds(written)).toEqual({ south: 30.12346, west: -180, north: 90, east: -97 })
    expect(criteriaBounds({ lowerLeftLatitude: 1, lowerLeftLongitude: 2, upperRightLatitude: 3 })).toBeNull()
  })

  it('counts a view as the same once rounded as the criteria keep it', () => {
    expect(sameView(texas, { ...texas, south: texas.south + 4e-6 })).toBe(true)
    expect(sameView(texas, { ...texas, south: texas.south + 2e-5 })).toBe(false)
  })

  it('starts on the listings, or on the lower 48 for a country-wide set or none', () => {
    expect(startingView([])).toEqual(lower48)
    expect(
      startingView([
        [30, -100],
        [32, -97],
      ]),
    ).toEqual({ south: 30, west: -100, north: 32, east: -97 })
    expect(
      startingView([
        [61.2, -149.9],
        [44.3, -69.8],
      ]),
    ).toEqual(lower48)
    expect(startingView([[61.2, -149.9]])).toEqual({ south: 61.2, west: -149.9, north: 61.2, east: -149.9 })
  })

  it('keys a result set by what decides its listings, not by page, sort or view', () => {
    const texasSearch = { stateAbbreviation: 'TX', priceMax: 500000 }
    expect(resultSetKey({ ...texasSearch, pageIndex: 3, sortOrderId: 2, ...viewCriteria(texas, 6) })).toBe(
      resultSetKey({ priceMax: 500000, stateAbbreviation: 'TX' }),
    )
    expect(resultSetKey(texasSearch)).not.toBe(resultSetKey({ ...texasSearch, acresMin: 5 }))
  })
})

describe('the map’s memory of its views', () => {
  const view = (south: number): Bounds => ({ south, west: -100, north: south + 5, east: -95 })

  it('does not move for its own searches coming back, even after further moves', () => {
    const memory = new ViewMemory()
    expect(memory.mustFit(view(30))).toBe(true)
    memory.fittedTo(view(30))
    expect(memory.mustFit(view(30))).toBe(false)
    memory.search(view(31))
    memory.search(view(32))
    // The URL catches up with the first move while the buyer is already at the second: no jump back.
    expect(memory.mustFit(view(31))).toBe(false)
    expect(memory.mustFit(view(32))).toBe(false)
    // Back through the history: the map follows.
    expect(memory.mustFit(view(31))).toBe(true)
    memory.fittedTo(view(31))
    expect(memory.mustFit(view(30))).toBe(true)
  })

  it('fits each new result set once, and again after the buyer has moved away from it', () => {
    const memory = new ViewMemory()
    expect(memory.mustFitResults('texas')).toBe(true)
    memory.fittedToResults('texas')
    expect(memory.mustFitResults('texas')).toBe(false)
    expect(memory.mustFitResults('texas ranches')).toBe(true)
    memory.search(view(31))
    expect(memory.mustFitResults('texas')).toBe(true)
  })
})
