import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { searchUrlCodecs } from '../../routes/search-urls/search-url-codec.ts'
import { landingPlaceOf } from '../../web/search/landing-place.ts'
import { sortOrder } from '../../web/rules/listing-rules.ts'
import { usStates } from '../../web/rules/us-states.ts'
import { propertyTypeNameList, sortOrderValues } from '../../web/search/criteria-values.ts'
import type { SearchCriteria } from '../../web/search/search-criteria.ts'
import { brandRoutes } from './brand-routes.ts'

// The main land site's landing pages (spec §2: the states and DC, /{region}-Region, /{county}-County-{ST} and the
// Borough and Parish variants): the URL of a state, region or county alone reaches the search route and reads back as
// that place's landing page once the API has named its id; the same URL with any filter, sort or page is a search.

const { build, parse } = searchUrlCodecs.land
const state = fc.constantFrom(...usStates)
const name = fc.array(fc.stringMatching(/^[A-Z][a-z]{1,9}$/), { minLength: 1, maxLength: 2 }).map((w) => w.join(' '))
const place = fc.oneof(
  state.map((each) => ({ type: 'state' as const, criteria: { stateName: each.name } })),
  fc.tuple(state, name, fc.constantFrom('County', 'Parish', 'Borough')).map(([each, words, kind]) => ({
    type: 'county' as const,
    criteria: { stateAbbreviation: each.abbreviation, countyName: `${words} ${kind}` },
  })),
  fc.tuple(state, name).map(([each, words]) => ({
    type: 'region' as const,
    criteria: { stateAbbreviation: each.abbreviation, regionName: words },
  })),
)
/** What the search API answers for a place: the criteria with its id. */
const resolved = (asked: SearchCriteria, id: number): SearchCriteria => ({
  ...asked,
  stateId: id,
  regionIdList: [id],
  countyIdList: [id],
})
const read = (url: string) => {
  const [path = '', query = ''] = url.split('?')
  return parse(path, query)
}

describe('landing pages', () => {
  const match = brandRoutes('land')

  it('are the URL of a state, region or county alone, on the search route', () => {
    fc.assert(
      fc.property(place, fc.integer({ min: 1, max: 99_999 }), (each, id) => {
        const url = build(each.criteria)
        expect(match(url).routeId).toBe('/$')
        const asked = read(url)!
        expect(landingPlaceOf(asked, resolved(asked, id))).toEqual({ type: each.type, id })
      }),
    )
  })

  it('are no landing page with a filter, a sort or a page', () => {
    const extra = fc.oneof(
      fc.record({ propertyTypes: fc.subarray(propertyTypeNameList, { minLength: 1, maxLength: 2 }) }),
      fc.record({ priceMax: fc.integer({ min: 1000, max: 1_000_000 }) }),
      fc.record({ sortOrderId: fc.constantFrom(...sortOrderValues.filter((sort) => sort !== sortOrder.default)) }),
      fc.record({ pageIndex: fc.integer({ min: 1, max: 50 }) }),
      fc.record({ keywordQuery: fc.constantFrom('creek', 'well water') }),
    )
    fc.assert(
      fc.property(place, extra, (each, more) => {
        const asked = read(build({ ...each.criteria, ...more }))!
        expect(landingPlaceOf(asked, resolved(asked, 7))).toBeNull()
      }),
    )
  })
})
