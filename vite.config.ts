import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'

// Builds the browser bundle only: hashed file names under dist/client/assets (served immutable by
// Workers Static Assets), public/ copied beside them, and a manifest the worker reads to link them.
export default defineConfig({
  plugins: [UnoCSS()],
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
