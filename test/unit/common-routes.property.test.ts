import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { parsePlainSearch } from '../../routes/plain-search.ts'
import { reportCrash } from '../../web/pages/report-crash.ts'
import { brandRoutes } from './brand-routes.ts'
import { anyText, unicodeText } from './url-properties.ts'

// The query of the routes every brand has (routes/common-routes.tsx): the error page's ?eurl, which a render crash
// writes (web/pages/report-crash.ts, spec §4: /error/?eurl={path}), and the local mailbox's ?pageIndex, which its
// page links write. What is written reads back; anything else reads as nothing, never an error.

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A route's validateSearch on a query string, as the router hands it over (plain strings). */
function searchOf(brandId: (typeof brandIds)[number], path: string, query: string) {
  const { route } = brandRoutes(brandId)(path)
  expect(route?.options.path).toBe(path)
  return (route!.options.validateSearch as (search: Record<string, unknown>) => Record<string, unknown>)(
    parsePlainSearch(query),
  )
}

describe('the error page’s eurl', () => {
  /** The page that crashed: its path and query, as the browser's location gives them (percent-encoded ASCII). */
  const crashedAt = fc
    .tuple(fc.array(unicodeText(12), { maxLength: 4 }), fc.option(unicodeText(), { nil: undefined }))
    .map(([segments, query]) => {
      const url = new URL(`https://land.example/${segments.map(encodeURIComponent).join('/')}`)
      if (query !== undefined) url.search = query
      return { pathname: url.pathname, search: url.search }
    })

  it('names the page a crash left, and the error page reads it back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...brandIds), crashedAt, (brandId, location) => {
        const replace = vi.fn()
        vi.stubGlobal('window', { location: { ...location, replace } })
        reportCrash(async () => new Response(null, { status: 204 }), new Error('boom'))
        const path = location.pathname + location.search
        if (location.pathname.startsWith('/error/')) {
          expect(replace).not.toHaveBeenCalled()
          return
        }
        const [target = ''] = replace.mock.calls[0] as [string]
        const [errorPath, query = ''] = target.split(/\?(.*)/s)
        expect(errorPath).toBe('/error/')
        expect(searchOf(brandId, '/error/', query)).toEqual(path ? { eurl: path } : {})
      }),
      { numRuns: 60 },
    )
  })

  it('reads any other query as some text or nothing, never an error', () => {
    fc.assert(
      fc.property(fc.constantFrom(...brandIds), anyText, (brandId, query) => {
        const { eurl } = searchOf(brandId, '/error/', query)
        expect(eurl === undefined || (typeof eurl === 'string' && eurl !== '')).toBe(true)
      }),
      { numRuns: 60 },
    )
  })
})

describe('the mailbox’s pageIndex', () => {
  it('reads back the page its links name, the first page without one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...brandIds), fc.integer({ min: 0, max: 1_000_000 }), (brandId, pageIndex) => {
        // The page links write ?pageIndex=N (web/pages/mailbox-page.tsx).
        const read = searchOf(brandId, '/mailbox/', `?pageIndex=${pageIndex}`)
        expect(read).toEqual(pageIndex > 0 ? { pageIndex } : {})
      }),
      { numRuns: 60 },
    )
  })

  it('reads anything else as the first page or a whole page number', () => {
    fc.assert(
      fc.property(fc.constantFrom(...brandIds), anyText, (brandId, value) => {
        const { pageIndex } = searchOf(
          brandId,
          '/mailbox/',
          `?pageIndex=${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}`,
        )
        expect(pageIndex === undefined || (Number.isSafeInteger(pageIndex) && (pageIndex as number) > 0)).toBe(true)
      }),
      { numRuns: 60 },
    )
  })
})
