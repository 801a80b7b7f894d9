import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Manifest } from 'vite'

// The client build as `npm run build` wrote it (npm test builds first), read apart from the worker's own reading of
// it (worker/ssr/client-assets.ts): the build plugins' tests (routes/build/) check their effect on it.

const distDir = join(import.meta.dirname, '../../../dist/client')
export const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest
export const textOf = (file: string) => readFileSync(join(distDir, file), 'utf8')
/** One of the JSON files the build writes beside Vite's manifest, by its path in dist/client (the plugins' constants). */
export const builtJson = <T>(file: string): T => JSON.parse(textOf(file)) as T

/** Every script of the build, by file, with its text. */
export const scripts = new Map(
  [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => [file, textOf(file)]),
)

/** The files a chunk imports statically, to the end (itself first): what runs at once when it runs. */
export function staticFiles(key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => staticFiles(child, seen))]
}

/** The manifest key of a built file. */
export function keyOf(file: string): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.file === file)
  if (!key) throw new Error(`no chunk ${file} in the build's manifest`)
  return key
}

/** The chunk with React DOM (known by the name it gives React's devtools). */
export const reactChunk = [...scripts].find(([, text]) => text.includes('rendererPackageName:`react-dom`'))?.[0]

/** The map library's chunk, known by the global name its UMD build gives itself. */
export const mapLibraryChunks = [...scripts.keys()].filter((file) => scripts.get(file)!.includes('.maplibregl='))
