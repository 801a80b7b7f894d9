import { relative } from 'node:path'
import UnoCSS from 'unocss/vite'
import { defineConfig, type Plugin } from 'vite'

/**
 * Writes .vite/lazy-exports.json beside Vite's manifest: the named exports of every lazily loaded chunk, by source
 * file. The worker matches a route's lazy page (routes/lazy-page.ts) to its chunk by export name, so the SSR preload
 * list follows from the route trees and the build, with no list of page files to keep in step.
 */
function lazyExports(): Plugin {
  return {
    name: 'lazy-exports',
    generateBundle(_, bundle) {
      const exportsBySource: Record<string, string[]> = {}
      const sourceOf = new Map<string, string>()
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry || !chunk.facadeModuleId) continue
        const source = relative(process.cwd(), chunk.facadeModuleId)
        const names = chunk.exports.filter((name) => name !== 'default')
        for (const name of names) {
          const other = sourceOf.get(name)
          if (other && other !== source) this.error(`lazy exports: ${name} is exported by both ${other} and ${source}`)
          sourceOf.set(name, source)
        }
        exportsBySource[source] = names
      }
      this.emitFile({ type: 'asset', fileName: '.vite/lazy-exports.json', source: JSON.stringify(exportsBySource) })
    },
  }
}

// Builds the browser bundle only: hashed file names under dist/client/assets (served immutable by
// Workers Static Assets), public/ copied beside them, and a manifest the worker reads to link them.
export default defineConfig({
  plugins: [UnoCSS(), lazyExports()],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      input: 'routes/entry-client.tsx',
      onwarn(warning, warn) {
        // React libraries mark modules "use client"; the directive means nothing in a client-only bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
        warn(warning)
      },
    },
  },
})
