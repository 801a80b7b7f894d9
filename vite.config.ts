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
      this.emitFile({ type: 'asset', fileName: '.vite/lazy-exports.json', source: JSON.stringify(exportsBySource) })
    },
  }
}

// Builds the browser bundle only: hashed file names under dist/client/assets (served immutable by
// Workers Static Assets), public/ copied beside them, and a manifest the worker reads to link them.
/**
 * Writes .vite/inline-css.json: the stylesheets the client entry imports, by their URL, with their text. The worker
 * gives them to TanStack Router as inline CSS (worker/ssr/client-assets.ts), which writes them into the page's head
 * instead of linking them, and the browser keeps them from the page when it hydrates.
 */
function inlineCss(): Plugin {
  return {
    name: 'inline-css',
    generateBundle(_, bundle) {
      // The entries (one per brand) share the stylesheet through a chunk they import: every stylesheet the entries
      // and the chunks they import statically bring.
      const chunks = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
      )
      const files = new Set<string>()
      const visit = (fileName: string, seen = new Set<string>()) => {
        const chunk = chunks.get(fileName)
        if (!chunk || seen.has(fileName)) return
        seen.add(fileName)
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
        for (const imported of chunk.imports) visit(imported, seen)
      }
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName)
      const styles = Object.fromEntries(
        [...files].map((file) => {
          const asset = bundle[file]
          return [`/${file}`, asset?.type === 'asset' ? String(asset.source) : '']
        }),
      )
      if (!Object.values(styles).join('')) this.error('inline css: the client entry imports no stylesheet')
      this.emitFile({ type: 'asset', fileName: '.vite/inline-css.json', source: JSON.stringify(styles) })
    },
  }
}

/**
 * The pages a buyer moves between most: their imports list the chunks they need, which the browser then fetches
 * in parallel with the page's own. Other lazy chunks (content, account and dashboard pages, dialogs) list none and
 * fetch what they import as they run: each listed chunk costs every page's first script its file name, and those pages
 * are reached less often and are small.
 */
const browsingPage = /assets\/(home-page|search-page|listing-page|seller-route-page|directory-page)-/

/** Modules only one brand's entry loads: its config, its links and its search URL codec. */
const brandOwnModule =
  /[\\/](client[\\/]|brands[\\/](land|landwatch|laf)\.ts|links[\\/](land|landwatch|laf)-links\.ts|search-urls[\\/](land-search-url|land-type-pages|lower-case-search-url)\.ts)/

/** The chunk of the start's later stages (the groups below). */
const appStartChunk = 'app-start'

/**
 * V8's explicit compile hint, `//# allFunctionsCalledOnLoad`, on every chunk of 4 KB or more: all its functions compile
 * while the file streams in, off the main thread, instead of each on its first call, on the main thread, inside the
 * start's long tasks (making the router, hydrating, running the page's own chunks). A probe with Lighthouse's trace
 * categories at 8× CPU slowdown, 12 loads of landwatch's county search page, builds alternated: with the hint on the
 * app-start chunk only, median TBT 192 ms (hydration's task 33 ms, the tasks after it 55 ms over 50); on every chunk
 * of 4 KB or more, 134 ms (22 ms, 26 ms). It does not replace eagerCommonJs below: without that, React DOM's stage
 * went from 107 to 165 ms. Smaller chunks compile in well under a millisecond, and the comment's 29 bytes would be a
 * larger share of them (the home page's JS budget). The map library is left out: a page runs a small part of its
 * 1 MB, and only once a map opens. The comment must open the file, so it goes in last, after Vite's own lines.
 */
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || Buffer.byteLength(chunk.code) < compileHintMinBytes) continue
          if (chunk.moduleIds.some((id) => mapLibrary.test(id))) continue
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`
        }
      },
    },
  }
}
const compileHintMinBytes = 4096
const mapLibrary = /[\\/]node_modules[\\/]maplibre-gl[\\/]/

/**
 * Rolldown wraps each CommonJS module (React, React DOM, the scheduler) in an arrow function that runs on the module's
 * first require. V8 compiles an arrow function lazily, on its first call, on the main thread: React DOM's is 170 KB,
 * and its compile was most of the start's longest task (a probe at 7x: 70-240 ms). A parenthesized `function`
 * expression is V8's sign of a function called at once: it compiles with the file as the file streams in, off the main
 * thread (the functions inside still compile on their first call). Same probe: that task's median 157 -> 111 ms
 * (laf), 98 -> 83 ms (landwatch). A wrapper's body is the module's own code, which uses no `this` or `arguments` of
 * its own at its top, so the two forms run alike.
 */
function eagerCommonJs(): Plugin {
  return {
    name: 'eager-commonjs',
    renderChunk(code) {
      const eager = code.replace(commonJsWrapper, '__commonJSMin((function ($1) {')
      return eager === code ? null : { code: eager, map: null }
    },
  }
}
/** Rolldown's wrapper of a CommonJS module, before minifying. */
const commonJsWrapper = /__commonJSMin\(\(\(([\w$, ]*)\) => \{/g

/** The source that starts a page (routes/start-client.tsx): what it imports dynamically are the start's stages. */
const startClientSource = /[\\/]routes[\\/]start-client\.tsx$/
/**
 * React and React DOM: CommonJS, so their code runs when first required (the start's first stage), not when their chunk
 * loads: they can sit in the entries' chunk.
 */
const reactModule = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/

/** What a page runs before it answers input, in two chunks (see the groups below). */
interface StartModules {
  /** The entries' static imports, with React's CommonJS modules: the chunk the entries import. */
  first: Set<string>
  /** What the start's later stages import, statically, to the end (not the lazy pages they import on demand). */
  later: Set<string>
}

/**
 * Sorts, once the build has read every module, what a page runs before it answers input (StartModules). The chunk
 * groups read the sets: they sort modules when the bundle is written, after the build.
 */
function startModules(start: StartModules): Plugin {
  return {
    name: 'start-modules',
    buildEnd(error) {
      // A failed build reports its own error; its module graph is incomplete.
      if (error) return
      const staticImports = (ids: string[], into: Set<string>) => {
        const visit = (id: string) => {
          if (into.has(id)) return
          into.add(id)
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported)
        }
        ids.forEach(visit)
      }
      const ids = [...this.getModuleIds()]
      staticImports(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        start.first,
      )
      const stages = ids
        .filter((id) => startClientSource.test(id))
        .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
      if (!stages.length) this.error('start modules: routes/start-client.tsx imports no stage')
      staticImports(stages, start.later)
      for (const id of start.later) if (reactModule.test(id)) start.first.add(id)
    },
  }
}
const start: StartModules = { first: new Set(), later: new Set() }

export default defineConfig({
  plugins: [UnoCSS(), lazyExports(), inlineCss(), startModules(start), compileHints(), eagerCommonJs()],
  // TanStack Router keeps the server's inline stylesheet when the browser hydrates only with this set.
  define: { 'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true') },
  resolve: {
    // TanStack's store reads React's useSyncExternalStore through the package's shim, which carries its own version for
    // Reacts before 18. The package's plain entry uses React's: the same hook, with no fallback in every first script.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: { resolveDependencies: (file, deps) => (browsingPage.test(file) ? deps : []) },
    rollupOptions: {
      // One entry per brand (routes/client/): a page loads its own brand's config and URL shapes only.
      input: ['routes/client/land.tsx', 'routes/client/landwatch.tsx', 'routes/client/laf.tsx'],
      output: {
        codeSplitting: {
          // What every page loads before it is interactive (the entries' static imports) goes in one chunk: split
          // across the many small chunks the lazy pages would otherwise carve out of it, it compressed worse and
          // cost requests. One brand's own config and URL shapes stay in that brand's entry.
          // The start's later stages (routes/start-client.tsx) get a chunk of their own, imported when they begin:
          // a chunk runs all its modules at once, in one long task.
          groups: [
            { name: 'app', test: (id: string) => start.first.has(id) && !brandOwnModule.test(id), priority: 2 },
            { name: appStartChunk, test: (id: string) => start.later.has(id) && !brandOwnModule.test(id), priority: 1 },
          ],
        },
      },
      onwarn(warning, warn) {
        // React libraries mark modules "use client"; the directive means nothing in a client-only bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
        warn(warning)
      },
    },
  },
})
