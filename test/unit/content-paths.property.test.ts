import { isNotFound } from '@tanstack/react-router'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { contentPages } from '../../brands/content-pages.ts'
import { contentRoutePaths } from '../../routes/content/content-route-paths.ts'
import { brandUrlsById, contentPath, contentPathsOf } from '../../routes/links/brand-urls-by-id.ts'
import { brandRoutes } from './brand-routes.ts'
import { isSafePath } from './url-properties.ts'

// Where each content page lives per brand (spec §2, routes/links/content-urls.ts) against the brand's route tree: every
// address a brand answers for a page reaches that page's route, which names the brand's own shape as canonical; the
// other form of a trailing slash, or an address in another case, is never that page (another brand's shape, or 404).

const brand = fc.constantFrom(...brandIds)
const page = fc.constantFrom(...contentPages)

/** A content route's beforeLoad on a path: the canonical path it names, or null for the 404 page. */
function canonicalOf(route: { options: { beforeLoad?: unknown } } | undefined, pathname: string) {
  try {
    const read = (route?.options.beforeLoad as (m: unknown) => { canonicalPath: string })({ location: { pathname } })
    return read.canonicalPath
  } catch (error) {
    expect(isNotFound(error)).toBe(true)
    return null
  }
}

describe('content paths', () => {
  const routesOf = Object.fromEntries(brandIds.map((id) => [id, brandRoutes(id)]))

  it('are URL-safe, the canonical one first, and no two pages of a brand share one', () => {
    fc.assert(
      fc.property(brand, page, page, (brandId, one, other) => {
        const paths = contentPathsOf(brandId, one)
        expect(paths[0]).toBe(contentPath(brandId, one))
        for (const path of paths) expect(isSafePath(path), path).toBe(true)
        if (one !== other) expect(paths.filter((path) => contentPathsOf(brandId, other).includes(path))).toEqual([])
      }),
    )
  })

  it('each reach the page’s route, which names the brand’s own shape as canonical', () => {
    fc.assert(
      fc.property(brand, page, (brandId, shown) => {
        const own = contentRoutePaths(brandUrlsById[brandId].content, shown).map((each) => each.path)
        for (const path of contentPathsOf(brandId, shown)) {
          const { route } = routesOf[brandId]!(path)
          expect(own).toContain(route?.options.path)
          if (shown !== 'financing') expect(canonicalOf(route, path)).toBe(contentPath(brandId, shown))
        }
      }),
    )
  })

  it('in another spelling are never the page: the other trailing slash or another case', () => {
    const spelling = fc.constantFrom(
      (path: string) => (path.endsWith('/') ? path.slice(0, -1) : `${path}/`),
      (path: string) => path.toUpperCase(),
      (path: string) => `${path}/x`,
    )
    fc.assert(
      fc.property(brand, page, spelling, (brandId, shown, respell) => {
        if (shown === 'financing') return
        for (const path of contentPathsOf(brandId, shown)) {
          const other = respell(path)
          if (contentPathsOf(brandId, shown).includes(other)) continue
          const { route } = routesOf[brandId]!(other)
          const own = contentRoutePaths(brandUrlsById[brandId].content, shown).some(
            (each) => each.path === route?.options.path,
          )
          if (own) expect(canonicalOf(route, other)).toBeNull()
        }
      }),
    )
  })
})
