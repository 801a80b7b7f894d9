import { createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { brandIds } from '../../../brands/brand-ids.ts'
import { createBrandTree } from '../../../routes/brand-route-trees.ts'
import { isBrowsingPage, lazyExportOf } from '../../../routes/lazy-page.ts'
import type { RouterContext } from '../../../routes/router-context.ts'
import { brandUrlsById } from '../../../routes/links/brand-urls-by-id.ts'
import { lazyExportsFile } from '../../../routes/build/lazy-exports.ts'
import { routerManifests } from '../../../worker/ssr/client-assets.ts'
import { builtJson, scripts, staticFiles } from './built-client.ts'

// routes/build/browsing-pages.ts: the lazy pages the route trees declare browsing list the chunks they import, for the
// browser to fetch with the page's own; the others list none. Vite writes each dynamic import's list into the chunk
// that imports it, as one array of file names (__vite__mapDeps).

/** Every lazy page of every brand's route tree, by its export, and whether the tree declares it browsing. */
const lazyPages = new Map<string, boolean>()
for (const brandId of brandIds) {
  const router = createRouter({ routeTree: createBrandTree(brandUrlsById[brandId]), context: {} as RouterContext })
  for (const route of Object.values(router.routesById)) {
    const exportName = lazyExportOf(route.options.component)
    if (exportName) lazyPages.set(exportName, isBrowsingPage(route.options.component))
  }
}
const sourceOfExport = new Map(
  Object.entries(builtJson<Record<string, string[]>>(lazyExportsFile)).flatMap(([source, names]) =>
    names.map((name) => [name, source] as const),
  ),
)
/** The files the build lists anywhere for the browser to fetch with a dynamic import. */
const listed = new Set(
  [...scripts.values()].flatMap((text) =>
    [...text.matchAll(/m\.f=\[([^\]]*)\]/g)].flatMap((match) => JSON.parse(`[${match[1]}]`) as string[]),
  ),
)
/** What every page starts with: a dynamic import lists none of it. */
const start = new Set(brandIds.flatMap((brandId) => routerManifests[brandId].routes.__root__?.preloads ?? []))
/** The chunks a page's chunk imports, to the end, but those every page starts with. */
const importsOf = (exportName: string) =>
  staticFiles(sourceOfExport.get(exportName)!)
    .slice(1)
    .filter((file) => !start.has(`/${file}`))

describe('browsing pages', () => {
  const browsing = [...lazyPages].filter(([, isBrowsing]) => isBrowsing).map(([name]) => name)
  const others = [...lazyPages].filter(([, isBrowsing]) => !isBrowsing).map(([name]) => name)

  it('are the home, search, listing and seller pages of the route trees', () => {
    expect(browsing.sort()).toEqual(['HomePage', 'ListingPage', 'SearchPage', 'SellerRoutesPage'])
  })

  it.each(browsing)('%s lists every chunk it imports', (exportName) => {
    const imports = importsOf(exportName)
    expect(imports.length).toBeGreaterThan(0)
    expect(imports.filter((file) => !listed.has(file))).toEqual([])
  })

  it('other pages list no chunk that only they import', () => {
    const browsingImports = new Set(browsing.flatMap(importsOf))
    const own = others.flatMap(importsOf).filter((file) => !browsingImports.has(file))
    expect(own.length, 'chunks only other pages import').toBeGreaterThan(0)
    expect(own.filter((file) => listed.has(file))).toEqual([])
  })
})
