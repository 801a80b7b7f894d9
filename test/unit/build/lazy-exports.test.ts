import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { brandIds } from '../../../brands/brand-ids.ts'
import { lazyRoutesOf, routerManifests } from '../../../worker/ssr/client-assets.ts'

// routes/build/lazy-exports.ts: every route whose page loads lazily has that page's chunk preloaded by the server, which
// finds it by the export names the build lists. The chunk is found here independently of the worker's lookup: by
// reading the built files for the one that exports the page.

const assetsDir = join(import.meta.dirname, '../../../dist/client/assets')
const chunks = readdirSync(assetsDir)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file: `/assets/${file}`, text: readFileSync(join(assetsDir, file), 'utf8') }))

/** The built file whose export list names `exportName` (`export{w as HomePage}`). */
function chunkExporting(exportName: string): string {
  const pattern = new RegExp(`export\\s*\\{[^}]*\\b(?:as\\s+)?${exportName}\\s*[,}]`)
  const found = chunks.filter((chunk) => pattern.test(chunk.text))
  expect(
    found.map((chunk) => chunk.file),
    `built chunks exporting ${exportName}`,
  ).toHaveLength(1)
  return found[0]!.file
}

describe.each(brandIds)('%s', (brandId) => {
  const lazyRoutes = lazyRoutesOf(brandId)

  it('has lazily loaded pages', () => {
    expect(lazyRoutes.length).toBeGreaterThan(0)
  })

  it.each(lazyRoutes.map((route) => [route.routeId, route.exportName] as const))(
    'route %s preloads the chunk of %s',
    (routeId, exportName) => {
      expect(routerManifests[brandId].routes[routeId]?.preloads ?? []).toContain(chunkExporting(exportName))
    },
  )
})
