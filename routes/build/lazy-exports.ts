import { relative } from 'node:path'
import type { Plugin } from 'vite'

/** Where the build writes the lazily loaded chunks' exports, beside Vite's manifest (read by worker/ssr/client-assets). */
export const lazyExportsFile = '.vite/lazy-exports.json'

/**
 * Writes the named exports of every lazily loaded chunk, by source file. The worker matches a route's lazy page
 * (routes/lazy-page.ts) to its chunk by export name, so the SSR preload list follows from the route trees and the
 * build, with no list of page files to keep in step.
 */
export function lazyExports(): Plugin {
  return {
    name: 'lazy-exports',
    generateBundle(_, bundle) {
      const exportsBySource: Record<string, string[]> = {}
      const sourceOf = new Map<string, string>()
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry || !chunk.facadeModuleId) continue
        const source = relative(process.cwd(), chunk.facadeModuleId)
        // The page module's own exports: the chunk may also export shared code to other chunks, under minified names.
        const own = new Set(this.getModuleInfo(chunk.facadeModuleId)?.exports ?? [])
        const names = chunk.exports.filter((name) => name !== 'default' && own.has(name))
        for (const name of names) {
          const other = sourceOf.get(name)
          if (other && other !== source) this.error(`lazy exports: ${name} is exported by both ${other} and ${source}`)
          sourceOf.set(name, source)
        }
        exportsBySource[source] = names
      }
      this.emitFile({ type: 'asset', fileName: lazyExportsFile, source: JSON.stringify(exportsBySource) })
    },
  }
}
