import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { DirectoryRequest } from '../../web/api/sellers.ts'
import { brandIds } from '../../brands/brand-registry.ts'
import type { SellerView } from '../../routes/links/seller-urls.ts'
import { sellerRouteTarget } from '../../routes/seller-route-target.ts'
import { brandUrlsById, directoryPathsOf, sellerPathsOf } from '../../routes/links/brand-urls-by-id.ts'
import { directoryTypes } from '../../web/rules/account-rules.ts'
import { brokerSortIds } from '../../web/rules/broker-sorts.ts'
import { usStates } from '../../web/rules/us-states.ts'
import { criteriaLimits } from '../../web/search/criteria-values.ts'
import { brandRoutes } from './brand-routes.ts'
import { anyPath, anyText, unicodeText } from './url-properties.ts'

// What a seller route makes of a URL (spec §2 member, profile and broker pages, agent directories, the main land
// site's member search), through each brand's real route tree: every seller and directory link reaches a seller
// route and reads back as what it links to; any other URL is no page or a directory page whose move goes to a
// canonical URL that stays put.

const seller = fc.record({
  accountId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  contactName: unicodeText(),
  companyName: unicodeText(),
})
const view = fc.constantFrom<SellerView>('details', 'listings')
const filters: fc.Arbitrary<DirectoryRequest> = fc.record(
  {
    stateAbbreviation: fc.constantFrom(...usStates.map((state) => state.abbreviation)),
    directoryType: fc.constantFrom(...directoryTypes.map((type) => type.id)),
    sort: fc.constantFrom(...brokerSortIds.filter((sort) => sort !== 'default')),
    pageIndex: fc.integer({ min: 1, max: 99_999 }),
    // A name the directory keeps whole: at most the 120 characters the API takes.
    keyword: unicodeText()
      .map((text) => text.trim())
      .filter((text) => text !== '' && text.length <= criteriaLimits.name),
  },
  { requiredKeys: [] },
)
const isLoneHalf = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

describe.each(brandIds)('%s seller routes', (brandId) => {
  const match = brandRoutes(brandId)
  const sellerRoute = (pathname: string) => /^\/[a-z-]+\/\$$/.test(match(pathname).routeId ?? '')

  it('read every seller link back as the seller and the view', () => {
    fc.assert(
      fc.property(seller, view, (each, shown) => {
        const path = sellerPathsOf[brandId].path(each, shown)
        expect(sellerRoute(path), path).toBe(true)
        expect(sellerRouteTarget(brandUrlsById[brandId], path, '')).toEqual({
          seller: { accountId: each.accountId, view: shown },
        })
      }),
    )
  })

  it('read every directory link back as its filters, at its canonical URL', () => {
    fc.assert(
      fc.property(filters, (asked) => {
        const [pathname = '', search = ''] = directoryPathsOf[brandId].path(asked).split('?')
        expect(sellerRoute(pathname), pathname).toBe(true)
        expect(sellerRouteTarget(brandUrlsById[brandId], pathname, search)).toEqual({
          directory: asked,
          memberSearch: false,
        })
      }),
    )
  })

  it('never throw on any URL, and move a directory URL to one that stays', () => {
    const root = directoryPathsOf[brandId].root
    const path = fc.oneof(
      anyPath,
      fc
        .tuple(fc.constantFrom(root, 'member', 'broker', 'profile'), anyPath)
        .map(([first, rest]) => `/${first}${rest}`),
    )
    fc.assert(
      fc.property(
        path,
        fc.oneof(
          anyText,
          anyText.map((name) => `name=${name}`),
        ),
        (pathname, search) => {
          const target = sellerRouteTarget(brandUrlsById[brandId], pathname, search)
          if (!target || !('directory' in target)) return
          expect(isLoneHalf.test(target.directory.keyword ?? '')).toBe(false)
          expect((target.directory.keyword ?? '').length).toBeLessThanOrEqual(criteriaLimits.name)
          if (!target.redirectTo) return
          const [movedPath = '', movedSearch = ''] = target.redirectTo.split('?')
          expect(sellerRouteTarget(brandUrlsById[brandId], movedPath, movedSearch)).toEqual({
            directory: target.directory,
            memberSearch: false,
          })
        },
      ),
      // A member search path with a lone half of a pair kept it in the keyword (found by a run of this property).
      { examples: [['/member/\ud800a/', 'name=']] },
    )
  })
})

describe('the main land site’s member search', () => {
  it('searches sellers for the words of a /member/{word}/ that is no id, whole characters only', () => {
    const words = fc.array(
      unicodeText(12).filter((word) => /^[^\s/?#%\-_+]+$/.test(word)),
      {
        minLength: 1,
        maxLength: 20,
      },
    )
    fc.assert(
      fc.property(words, (list) => {
        const segment = list.map(encodeURIComponent).join('-')
        const target = sellerRouteTarget(brandUrlsById.land, `/member/${segment}/`, '')
        if (/^[1-9]\d{0,15}$/.test(segment)) return
        const keyword = target && 'directory' in target ? target.directory.keyword : undefined
        expect(target && 'memberSearch' in target && target.memberSearch).toBe(true)
        expect(keyword).toBe(list.join(' ').slice(0, keyword!.length))
        expect(isLoneHalf.test(keyword!)).toBe(false)
      }),
    )
  })
})
