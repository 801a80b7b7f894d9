import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brandIds, brands } from '../../brands/brand-registry.ts'
import { financingTarget } from '../../routes/content/finance-route-loader.ts'
import { parsePlainSearch } from '../../routes/plain-search.ts'
import type { RouterContext } from '../../routes/router-context.ts'
import { siteLinksByBrand } from '../../routes/links/brand-urls-by-id.ts'
import { lenderPath } from '../../web/components/finance/lender-text.ts'
import { financingQuery, readFinancingQuery } from '../../web/rules/financing-query.ts'
import { usStates } from '../../web/rules/us-states.ts'
import { brandRoutes } from './brand-routes.ts'
import { anyText } from './url-properties.ts'

// The finance center's query (spec §2: the finance center takes the query fcid; its state picker names a state):
// a lender's link and a state's reach /financing and read back as that lender or state; any other query reads as
// no lender and no state, never an error; and the address the route names as canonical reads back the same.

const lenderId = fc.integer({ min: 1, max: 9_999_999_999 })
const state = fc.constantFrom(...usStates)
const queryValue = fc.oneof(anyText, fc.integer().map(String), fc.constant(undefined), fc.anything())

describe('the financing query', () => {
  const routesOf = Object.fromEntries(brandIds.map((id) => [id, brandRoutes(id)]))

  it('reads a lender’s link back as the lender, on /financing of each brand', () => {
    fc.assert(
      fc.property(fc.constantFrom(...brandIds), lenderId, (brandId, id) => {
        const [path = '', query = ''] = lenderPath(siteLinksByBrand[brandId], id).split('?')
        expect(routesOf[brandId]!(path).route?.options.path).toBe(path)
        expect(readFinancingQuery(parsePlainSearch(query))).toEqual({ lenderId: id, state: null })
      }),
    )
  })

  it('reads a state by its abbreviation in any case', () => {
    fc.assert(
      fc.property(state, fc.boolean(), (each, lower) => {
        const abbreviation = lower ? each.abbreviation.toLowerCase() : each.abbreviation
        expect(readFinancingQuery({ [financingQuery.state]: abbreviation }).state).toEqual(each)
      }),
    )
  })

  it('never throws, and reads a lender only from a whole id written as the link writes it', () => {
    fc.assert(
      fc.property(queryValue, queryValue, (fcid, stateValue) => {
        const read = readFinancingQuery({ [financingQuery.lenderId]: fcid, [financingQuery.state]: stateValue })
        if (read.lenderId !== null) expect(String(read.lenderId)).toBe(fcid)
        if (read.state) expect(read.state.abbreviation).toBe(String(stateValue).toUpperCase())
      }),
    )
  })

  it('names as canonical an address that reads back as the same lender or state', async () => {
    const context = (brandId: (typeof brandIds)[number]) =>
      ({ brand: brands[brandId], queryClient: { ensureQueryData: async () => true } }) as unknown as RouterContext
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...brandIds), queryValue, queryValue, async (brandId, fcid, stateValue) => {
        const search = { [financingQuery.lenderId]: fcid, [financingQuery.state]: stateValue }
        const { canonicalPath } = await financingTarget(context(brandId), search, '/financing')
        const [, query = ''] = canonicalPath.split('?')
        const asked = readFinancingQuery(search)
        const named = readFinancingQuery(parsePlainSearch(query))
        // A lender's page is the lender's alone; a state's page the state's.
        expect(named).toEqual(asked.lenderId !== null ? { lenderId: asked.lenderId, state: null } : asked)
      }),
    )
  })
})
