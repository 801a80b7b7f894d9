import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { routerManifests } from '../../worker/ssr/client-assets.ts'
import { gzipSize } from '../bench/page-weight.ts'
import { firstScriptBudget, inlineCssBudget } from '../harness/byte-budgets.ts'

// The JS budget, in bytes of the build rather than in timings: what every page type downloads before it answers input
// is the root's preloads (the brand's entry, the chunks it imports and the start's stages) and its route's (the lazy
// page's chunk and what that imports), as the server lists them (worker/ssr/client-assets.ts). Each file is counted
// gzipped at level 9, what a CDN sends at best; the bench measures the same files loaded in chromium, with timings.

const clientDir = join(import.meta.dirname, '../../dist/client')
const gzipBytes = new Map<string, number>()
function gzipped(url: string): number {
  let bytes = gzipBytes.get(url)
  if (bytes === undefined) {
    bytes = gzipSize(readFileSync(join(clientDir, url)))
    gzipBytes.set(url, bytes)
  }
  return bytes
}
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

describe.each(brandIds)('%s', (brandId) => {
  const { routes, inlineCss } = routerManifests[brandId]
  const rootFiles = routes.__root__?.preloads ?? []
  const pageTypes = Object.entries(routes).map(([routeId, route]) => ({
    routeId,
    files: [...new Set([...rootFiles, ...(route.preloads ?? [])])],
  }))

  it.each(pageTypes.map((pageType) => [pageType.routeId, pageType.files] as const))(
    `route %s: its first script is at most ${kib(firstScriptBudget)} gzipped`,
    (_, files) => {
      const total = files.reduce((sum, file) => sum + gzipped(file), 0)
      const largest = files.map((file) => `${file} ${kib(gzipped(file))}`).sort()
      expect(total, `${kib(total)} in ${files.length} files:\n${largest.join('\n')}`).toBeLessThanOrEqual(
        firstScriptBudget,
      )
    },
  )

  it(`inlines at most ${kib(inlineCssBudget)} of stylesheet gzipped`, () => {
    const css = Object.values(inlineCss.styles).join('')
    expect(css.length, 'the build inlines a stylesheet').toBeGreaterThan(0)
    expect(gzipSize(css)).toBeLessThanOrEqual(inlineCssBudget)
  })
})
