import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import { browsingPages } from './routes/build/browsing-pages.ts'
import { clientEntries } from './routes/build/client-entries.ts'
import { compileHints } from './routes/build/compile-hints.ts'
import { eagerCommonJs } from './routes/build/eager-commonjs.ts'
import { inlineCss } from './routes/build/inline-css.ts'
import { lazyExports } from './routes/build/lazy-exports.ts'
import { startModules, type StartModules } from './routes/build/start-modules.ts'

// Builds the browser bundle only: hashed file names under dist/client/assets (served immutable by Workers Static
// Assets), public/ copied beside them, and a manifest the worker reads to link them. Each plugin is a file of its own
// in routes/build/, with a test on the build's output in test/unit/build/; the library internals they rely on are
// listed, with the test that notices an upgrade moving each, in docs/build-internals.md.

/** The start's later stages' chunk name (the groups below). */
const appStartChunk = 'app-start'
const start: StartModules = { shared: new Set(), later: new Set() }
const browsing = browsingPages()

export default defineConfig({
  plugins: [
    UnoCSS(),
    lazyExports(),
    inlineCss(),
    startModules(start),
    browsing.plugin,
    compileHints(),
    eagerCommonJs(),
  ],
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
    modulePreload: { resolveDependencies: browsing.resolveDependencies },
    rollupOptions: {
      input: clientEntries,
      output: {
        codeSplitting: {
          // What every page loads before it is interactive (every brand's entry's static imports) goes in one chunk:
          // split across the many small chunks the lazy pages would otherwise carve out of it, it compressed worse and
          // cost requests. What only some brands' entries import (a brand's config and URL shapes) stays with them.
          // The start's later stages (routes/start-client.tsx) get a chunk of their own, imported when they begin:
          // a chunk runs all its modules at once, in one long task.
          groups: [
            { name: 'app', test: (id: string) => start.shared.has(id), priority: 2 },
            { name: appStartChunk, test: (id: string) => start.later.has(id), priority: 1 },
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
