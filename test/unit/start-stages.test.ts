import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Manifest } from 'vite'
import { describe, expect, it } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { routerManifests } from '../../worker/ssr/client-assets.ts'

// A page starts in stages (routes/start-client.tsx): the app's code comes in a chunk the entry imports dynamically, so
// it runs in a task of its own, not with the entry's graph; the page still downloads it from the start; and it opens
// with V8's compile hint (vite.config.ts). Read from the build, apart from the worker's own reading of the manifest.

const distDir = join(import.meta.dirname, '../../dist/client')
const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest
const textOf = (file: string) => readFileSync(join(distDir, file), 'utf8')

/** The app's start chunk (routes/client-app.tsx and what it imports), named by its chunk group in vite.config.ts. */
const appStart = Object.values(manifest).find((chunk) => chunk.name === 'app-start')?.file

/** The files a brand's entry imports statically, to the end: what runs at once when the entry runs. */
function staticFiles(key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => staticFiles(child, seen))]
}

describe('the app start chunk', () => {
  it('opens with the compile hint', () => {
    expect(appStart).toMatch(/^assets\/app-start-/)
    expect(textOf(appStart!).split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
  })

  it.each(brandIds)('%s: runs apart from the entry, and downloads with the page', (brandId) => {
    const entryFiles = staticFiles(`routes/client/${brandId}.tsx`)
    expect(entryFiles.length).toBeGreaterThan(1)
    expect(entryFiles).not.toContain(appStart)
    expect(routerManifests[brandId].routes.__root__?.preloads).toContain(`/${appStart}`)
  })
})
