import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Manifest } from 'vite'
import { describe, expect, it } from 'vitest'
import { brandIds } from '../../brands/brand-registry.ts'
import { routerManifests } from '../../worker/ssr/client-assets.ts'

// A page starts in stages (routes/start-client.tsx): the app's code comes in a chunk the entry imports dynamically, so
// it runs in a task of its own, not with the entry's graph; the page still downloads it from the start. Every chunk of
// 4 KB or more but the map library's opens with V8's compile hint (vite.config.ts); React's CommonJS modules compile
// with their file. Read from the build, apart from the worker's own reading of the manifest.

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
  it.each(brandIds)('%s: runs apart from the entry, and downloads with the page', (brandId) => {
    const entryFiles = staticFiles(`routes/client/${brandId}.tsx`)
    expect(entryFiles.length).toBeGreaterThan(1)
    expect(entryFiles).not.toContain(appStart)
    expect(routerManifests[brandId].routes.__root__?.preloads).toContain(`/${appStart}`)
  })
})

/** The build's scripts, each read once, with the chunk that holds React DOM (known by the name it gives React's
 *  devtools). */
const scripts = new Map(
  [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => [file, textOf(file)]),
)
const reactChunk = [...scripts].find(([, text]) => text.includes('rendererPackageName:`react-dom`'))?.[0]

describe("V8's compile hint", () => {
  const hint = '//# allFunctionsCalledOnLoad\n'
  const hinted = (file: string) => scripts.get(file)!.startsWith(hint)
  // The size the build's rule reads (vite.config.ts): the chunk's code in bytes, before the hint.
  const codeBytes = (file: string) => Buffer.byteLength(scripts.get(file)!) - (hinted(file) ? hint.length : 0)
  // The map library's chunk, known by the global name its UMD build gives itself.
  const mapLibrary = [...scripts.keys()].filter((file) => scripts.get(file)!.includes('.maplibregl='))

  it('opens the app start chunk and the chunk with React DOM', () => {
    expect(reactChunk, 'the chunk with React DOM').toBeDefined()
    expect([appStart, reactChunk].filter((file) => !hinted(file!))).toEqual([])
  })

  it('opens every chunk of 4 KB or more but the map library, and no smaller one', () => {
    expect(mapLibrary).toHaveLength(1)
    expect(hinted(mapLibrary[0]!)).toBe(false)
    const big = [...scripts.keys()].filter((file) => codeBytes(file) >= 4096 && !mapLibrary.includes(file))
    expect(big.length).toBeGreaterThan(20)
    expect(big.filter((file) => !hinted(file))).toEqual([])
    expect([...scripts.keys()].filter((file) => codeBytes(file) < 4096 && hinted(file))).toEqual([])
  })
})

describe("React's CommonJS modules", () => {
  it('are wrapped in parenthesized function expressions, which V8 compiles as the file streams in', () => {
    expect(reactChunk, 'the chunk with React DOM').toBeDefined()
    const text = scripts.get(reactChunk!)!
    // Rolldown's wrapper, minified: the runtime's __commonJSMin called with a wrapped function of (exports, module).
    expect(text.match(/[\w$]+\(\(function\([\w$,]*\)\{/g)?.length ?? 0).toBeGreaterThanOrEqual(5)
    // An arrow function in the same place compiles only on its first call, on the main thread.
    expect(text.match(/[\w$]+\(\((?:[\w$]+|\([\w$,]*\))=>\{/g) ?? []).toEqual([])
  })
})
