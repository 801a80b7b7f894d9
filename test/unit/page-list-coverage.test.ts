import { createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { createBrandTree } from '../../routes/brand-route-trees.ts'
import { searchUrlCodecs } from '../../routes/search-urls/search-url-codec.ts'
import type { RouterContext } from '../../routes/router-context.ts'
import { harnessPages } from '../harness/page-list.ts'
import { brandUrlsById, contentPathsOf } from '../../routes/links/brand-urls-by-id.ts'

// The harness's page list covers every route of every brand: each route of a brand's tree is matched by at least one
// page of its list, so a route added without a page in test/harness/page-list.ts fails here, before it can skip
// the browser, accessibility, layout, fuzz and Lighthouse checks.

describe.each(brandIds)('%s', (brandId) => {
  // A router only to match paths against the tree; nothing is loaded.
  const router = createRouter({ routeTree: createBrandTree(brandUrlsById[brandId]), context: {} as RouterContext })
  const leafOf = (path: string) => {
    const url = new URL(path, 'http://harness.test')
    return router.matchRoutes(url.pathname, Object.fromEntries(url.searchParams)).at(-1)?.routeId
  }
  const pages = harnessPages[brandId]

  it('has page names unique within the brand', () => {
    expect(new Set(pages.map((page) => page.name)).size).toBe(pages.length)
  })

  // A page that answers 200, or for a route that shows no page at its own paths (/listing/ only moves a listing to
  // its canonical /property/ address), the 404 of an id that does not exist.
  it('matches every route of the tree with a page of the list', () => {
    const covered = new Set(pages.map((page) => leafOf(page.path)))
    const routes = Object.keys(router.routesById).filter((id) => id !== '__root__')
    expect(routes.length).toBeGreaterThan(0)
    expect(routes.filter((id) => !covered.has(id as never))).toEqual([])
  })

  // A listed search page at an address that redirects would check the redirect, not the page.
  it('lists each search page by its canonical URL', () => {
    const codec = searchUrlCodecs[brandId]
    for (const page of pages.filter((listed) => listed.status === 200)) {
      const [path = '', query = ''] = page.path.split('?')
      const criteria = codec.parse(path, query)
      // The map view's and the rough location's parameters are the page's own, not criteria (search-query.ts).
      if (criteria) expect(codec.build(criteria), page.name).toBe(page.path.replace(/[?&](view=map|near=rough)$/, ''))
    }
  })

  // Search is the catch-all after the named routes (spec §2): a path no named route matches reaches it, and its codec
  // answers 404 for what it cannot read (checked in the browser, page-quality). Other 404 pages are named routes'
  // answers to an id that does not exist (an unknown listing).
  it('lists pages for the not-found page that only the search catch-all matches', () => {
    const unmatched = pages.filter((page) => page.status === 404 && ['__root__', '/$'].includes(leafOf(page.path)!))
    expect(unmatched.length).toBeGreaterThan(0)
  })

  // A variant (test/browser/page-quality.ts checks one of a template's variants in full a run) shows its template's
  // page with other data: the same route, a page checked in full, of the same status.
  it('names as a variant’s template a page checked in full at the same route', () => {
    const byName = new Map(pages.map((page) => [page.name, page]))
    const variants = pages.filter((page) => page.variantOf)
    expect(variants.length).toBeGreaterThan(0)
    for (const variant of variants) {
      const template = byName.get(variant.variantOf!)
      expect(template, `${variant.name}: variant of ${variant.variantOf}`).toMatchObject({ status: 200 })
      expect(template?.variantOf ?? template?.sameAs, `${variant.name}'s template is checked in full`).toBeUndefined()
      // The content pages' text articles are one template at a route each (test/harness/page-list.ts, textPages).
      const articles = contentPathsOf(brandId, 'termsOfUse').includes(template!.path)
      if (!articles) {
        expect(leafOf(variant.path), `${variant.name} is at ${variant.variantOf}'s route`).toBe(leafOf(template!.path))
      }
    }
  })
})
