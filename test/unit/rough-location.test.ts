import { describe, expect, it } from 'vitest'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import { searchPageParameters } from '../../routes/search-urls/search-query.ts'
import type { DeviceInfo } from '../../web/api/device.ts'
import { nearMeAround, nearMeWithoutPoint } from '../../web/search/near-me.ts'
import { isRoughLocation, keepRoughLocation, usesRoughLocation } from '../../web/search/rough-location.ts'
import {
  roughLocationHref,
  roughLocationMove,
  roughLocationSays,
  roughLocationWords,
  roughPointOf,
} from '../../web/search/rough-location-move.ts'
import { roughLocationParameter } from '../../web/search/rough-location-mark.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { localDevice } from '../../worker/api/device.ts'

// Near me without the buyer's own point starts from their connection's rough point (issue 30): the main land site's
// near-me page moves there, marked rough; a marked page follows whoever opens it; no rough point leaves it unmarked.

const land = siteLinksByBrand.land
const read = (href: string) => {
  const [path = '', query = ''] = href.split('?')
  return land.searchCriteria(path, query ? `?${query}` : '')!
}
const austin = roughPointOf(localDevice)!
const bozeman = { latitude: 45.6796, longitude: -111.0386 }
const abroad: DeviceInfo = { ...localDevice, countryCode: 'FR', state: '', latitude: null, longitude: null }

/** Where the land page at `href` (its query `searchStr`) goes once the device answers, as the notice moves it. */
function moveOf(href: string, device: DeviceInfo | null) {
  const searchStr = href.includes('?') ? href.slice(href.indexOf('?')) : ''
  const rough = isRoughLocation(searchStr)
  expect(usesRoughLocation(read(href), rough), `the rough location has a say on ${href}`).toBe(true)
  const move = roughLocationMove(read(href), rough, roughPointOf(device))
  return move && roughLocationHref(land.search(move.criteria), searchStr, move.rough)
}

describe('a near-me search around a point', () => {
  it('is rounded to a tenth of a degree and replaces the place searched', () => {
    const texas: SearchCriteria = { stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX', priceMax: 250_000 }
    expect(land.search({ ...texas, ...nearMeAround({ latitude: 45.6796, longitude: -111.0386 }) })).toBe(
      '/search/all-land/price-under-250000/lat45.7/long-111/',
    )
  })

  it.each([
    ['/search/all-land/', true],
    ['/search/all-land/price-under-250000/', true],
    ['/search/all-land/lat30.3/long-97.7/', false],
    ['/search/Texas/78701-land-for-sale/', false],
    ['/Texas/', false],
  ])('%s waits for its point: %s', (href, waits) => {
    expect(nearMeWithoutPoint(read(href))).toBe(waits)
  })
})

describe('the rough location', () => {
  it("moves land near me to the connection's point, marked rough, with its filters and view", () => {
    expect(moveOf('/search/all-land/', localDevice)).toBe('/search/all-land/lat30.3/long-97.7/?near=rough')
    expect(moveOf('/search/all-land/price-under-250000/?view=map', localDevice)).toBe(
      '/search/all-land/price-under-250000/lat30.3/long-97.7/?view=map&near=rough',
    )
  })

  it('stays on a page around its point', () => {
    expect(moveOf('/search/all-land/lat30.3/long-97.7/?near=rough', localDevice)).toBeNull()
  })

  it('follows the visitor who opens a marked page made elsewhere, from its first page', () => {
    const fromBozeman = land.search({ ...nearMeAround(bozeman), pageIndex: 2 })
    expect(moveOf(`${fromBozeman}?near=rough`, localDevice)).toBe('/search/all-land/lat30.3/long-97.7/?near=rough')
  })

  it('leaves a page alone when the buyer shared their own point (no mark)', () => {
    expect(usesRoughLocation(read('/search/all-land/lat45.7/long-111/'), false)).toBe(false)
  })

  it('has no say on a search of a place, marked or not', () => {
    expect(usesRoughLocation(read('/Texas/'), true)).toBe(false)
  })

  it('without a rough point (abroad, or no answer), stays near me with no point, unmarked', () => {
    expect(moveOf('/search/all-land/', abroad)).toBeNull()
    expect(moveOf('/search/all-land/', null)).toBeNull()
    expect(moveOf('/search/all-land/lat30.3/long-97.7/?near=rough', abroad)).toBe('/search/all-land/')
  })

  it('is a parameter every search page reads (its loader, a cached copy)', () => {
    expect(searchPageParameters).toContain(roughLocationParameter)
  })
})

describe('what the notice says', () => {
  it.each<[string, DeviceInfo | null | undefined, boolean, boolean, string]>([
    ['before the device answers, near me', undefined, false, false, roughLocationWords.finding],
    ['before the device answers, marked rough', undefined, true, false, roughLocationWords.near('')],
    ['while moving to the rough point', localDevice, false, true, roughLocationWords.finding],
    ['around the rough point', localDevice, true, false, roughLocationWords.near('Austin, TX')],
    ['a point in no known town', { ...localDevice, city: '', state: '' }, true, false, roughLocationWords.near('')],
    ['abroad', abroad, false, false, roughLocationWords.unknown],
    ['when the call failed', null, false, false, roughLocationWords.unknown],
  ])('%s', (_, device, rough, moving, said) => {
    expect(roughLocationSays(device, rough, moving)).toBe(said)
  })

  it('names the town as the spec example does', () => {
    expect(roughLocationWords.near('Austin, TX')).toBe(
      "Showing land near Austin, TX — your connection's rough location.",
    )
    expect(austin).toEqual({ latitude: 30.2713, longitude: -97.7426 })
  })
})

describe("the search page's own links", () => {
  const roughAustin = read('/search/all-land/lat30.3/long-97.7/')
  it('keep the mark while the search is around the rough point', () => {
    const cheaper = { ...roughAustin, priceMax: 250_000 }
    expect(keepRoughLocation(land.search(cheaper), '?near=rough', roughAustin, cheaper)).toBe(
      '/search/all-land/price-under-250000/lat30.3/long-97.7/?near=rough',
    )
  })

  it('drop it for another point, or on a page that was not rough', () => {
    const shared = { ...roughAustin, ...nearMeAround(bozeman) }
    expect(keepRoughLocation(land.search(shared), '?near=rough', roughAustin, shared)).toBe(land.search(shared))
    expect(keepRoughLocation(land.search(roughAustin), '', roughAustin, roughAustin)).toBe(land.search(roughAustin))
  })
})
