import { describe, expect, it } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { searchUrlCodecs } from '../../routes/search-urls/search-url-codec.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import {
  nearMeMiles,
  placeRadiusMiles,
  radiusChoices,
  radiusOptions,
  radiusPlaceOf,
  radiusToKeep,
  searchRadius,
} from '../../web/search/search-radius.ts'

// A town, a ZIP and the buyer's position are points a search covers a circle around (25 miles, 50 near me, unless
// the search names its radius); the URL keeps a radius only when it is not the place's default.

const texas = { stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX' }
const austin = { ...texas, cityName: 'Austin' }
const point = { latitude: 30.27, longitude: -97.74, isNearMeSearch: true }

describe('the point a search measures from, in the worker’s order of places', () => {
  it.each<[string, SearchCriteria, ReturnType<typeof radiusPlaceOf>, number | null]>([
    ['a ZIP', { zip: '78701' }, 'zip', placeRadiusMiles],
    ['a ZIP beside its state and a town', { ...austin, zip: '78701' }, 'zip', placeRadiusMiles],
    ['a town by name', austin, 'city', placeRadiusMiles],
    ['a town by id, 10 miles', { cityIdList: [1], radius: 10 }, 'city', 10],
    ['several towns', { cityIdList: [1, 2] }, null, null],
    ['several towns with a radius (from the first)', { cityIdList: [1, 2], radius: 5 }, 'city', 5],
    ['near me', point, 'near me', nearMeMiles],
    ['near me, 100 miles', { ...point, radius: 100 }, 'near me', 100],
    ['a state beside the position: the state', { ...texas, ...point }, null, null],
    ['a county', { ...texas, countyName: 'Travis County' }, null, null],
    ['a region', { regionName: 'Hill Country' }, null, null],
    ['lakes before a ZIP', { lakeIdList: [3], zip: '78701' }, null, null],
    ['listings by id', { inventoryIdList: [3], ...point }, null, null],
    ['a seller', { brokerId: 9, ...point }, null, null],
    ['the whole country', {}, null, null],
  ])('%s', (_, criteria, place, miles) => {
    expect(radiusPlaceOf(criteria)).toBe(place)
    expect(searchRadius(criteria)).toBe(miles)
  })
})

describe('the radius kept in the criteria', () => {
  it('is none for the place’s default, the miles otherwise', () => {
    expect(radiusToKeep(austin, placeRadiusMiles)).toBeUndefined()
    expect(radiusToKeep({ ...austin, radius: 50 }, placeRadiusMiles)).toBeUndefined()
    expect(radiusToKeep(austin, 50)).toBe(50)
    expect(radiusToKeep(point, nearMeMiles)).toBeUndefined()
    expect(radiusToKeep(point, placeRadiusMiles)).toBe(placeRadiusMiles)
    // Several towns with a radius: without it they would be towns, so it stays.
    expect(radiusToKeep({ cityIdList: [1, 2], radius: 25 }, placeRadiusMiles)).toBe(placeRadiusMiles)
  })

  it('offers 5, 10, 25, 50 and 100 miles, and a search’s own other radius in its place', () => {
    expect(radiusOptions(25)).toEqual([...radiusChoices])
    expect(radiusOptions(30)).toEqual([5, 10, 25, 30, 50, 100])
  })
})

describe.each(brandIds)('%s search URLs', (brand) => {
  const { build, parse } = searchUrlCodecs[brand]
  const read = (url: string) => parse(...(url.split('?') as [string, string?]))

  it('write a radius chosen in the brand’s style, and nothing for the default the chip keeps out', () => {
    for (const place of [austin, { ...texas, zip: '78701' }]) {
      expect(build(place)).not.toMatch(/within-/)
      expect(build({ ...place, radius: radiusToKeep(place, placeRadiusMiles) })).toBe(build(place))
      const wider = build({ ...place, radius: radiusToKeep(place, 50) })
      expect(wider).toMatch(/within-50-miles/)
      expect(read(wider)?.radius).toBe(50)
    }
  })
})
