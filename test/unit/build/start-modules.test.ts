import { describe, expect, it } from 'vitest'
import { brandIds } from '../../../brands/brand-ids.ts'
import { brands } from '../../../brands/brand-registry.ts'
import { clientEntryOf } from '../../../routes/build/client-entries.ts'
import { lazyExportsFile } from '../../../routes/build/lazy-exports.ts'
import { startStagesFile } from '../../../routes/build/start-modules.ts'
import { routerManifests } from '../../../worker/ssr/client-assets.ts'
import { builtJson, keyOf, manifest, mapLibraryChunks, scripts, staticFiles } from './built-client.ts'

// routes/build/start-modules.ts and the chunk groups of vite.config.ts: a page starts in stages (routes/start-client.tsx)
// from one chunk every brand's entry shares and the later stages' chunk, which runs in a task of its own; a brand's
// own config and URL shapes stay with its entry; and nothing the start imports on demand (a page, a dialog, the map)
// downloads with every page.

const stages = builtJson<string[]>(startStagesFile)
const appStart = Object.values(manifest).find((chunk) => chunk.name === 'app-start')?.file
const shared = Object.values(manifest).find((chunk) => chunk.name === 'app')?.file

describe('the start', () => {
  it('has its later stages named by the build: the shared chunk (React DOM) and the app start chunk', () => {
    expect(appStart).toBeDefined()
    expect([...stages].sort()).toEqual([appStart, shared].sort())
  })

  it.each(brandIds)('%s: the app start chunk runs apart from the entry, and downloads with the page', (brandId) => {
    const entryFiles = staticFiles(clientEntryOf(brandId))
    expect(entryFiles).toContain(shared)
    expect(entryFiles).not.toContain(appStart)
    expect(routerManifests[brandId].routes.__root__?.preloads).toContain(`/${appStart}`)
  })

  // Every page's first script is the root's preloads (worker/ssr/client-assets.ts): the entry's static imports and the
  // start's stages with theirs. A lazy chunk among them would ship to every visitor (the map is 1 MB).
  it.each(brandIds)('%s: every page starts with no lazy chunk', (brandId) => {
    const preloads = routerManifests[brandId].routes.__root__?.preloads ?? []
    const start = new Set(
      [clientEntryOf(brandId), ...stages.map(keyOf)].flatMap((key) => staticFiles(key)).map((file) => `/${file}`),
    )
    expect(preloads.length).toBeGreaterThan(2)
    expect(preloads.filter((file) => !start.has(file))).toEqual([])
    const lazySources = Object.keys(builtJson<Record<string, string[]>>(lazyExportsFile))
    const lazyFiles = [...lazySources.map((source) => manifest[source]!.file), ...mapLibraryChunks]
    expect(lazyFiles.length).toBeGreaterThan(10)
    expect(preloads.filter((file) => lazyFiles.includes(file.slice(1)))).toEqual([])
  })

  // A brand's name is in its own config (brands/<brand>.ts): a page of one brand carries no other brand's config.
  it.each(brandIds)('%s: the start carries its own brand config and no other', (brandId) => {
    const texts = (routerManifests[brandId].routes.__root__?.preloads ?? []).map((file) => scripts.get(file.slice(1))!)
    const carries = (otherId: (typeof brandIds)[number]) =>
      texts.some((text) => text.includes(JSON.stringify(brands[otherId].tagline).slice(1, -1)))
    expect(carries(brandId)).toBe(true)
    expect(brandIds.filter((otherId) => otherId !== brandId && carries(otherId))).toEqual([])
  })
})
