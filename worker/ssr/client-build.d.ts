// The client build's outputs that the worker bundles (worker/ssr/client-assets.ts imports them from
// dist/client/.vite/, written by `npm run build`). Their shapes are declared here, so type checking never reads the
// build: `tsc` passes on a fresh clone, and the types are the same before and after a build. This holds because
// tsconfig.json leaves resolveJsonModule off: TypeScript never opens a .json file and always takes these
// declarations (test/unit/build-output-imports.test.ts checks both).

declare module '*/dist/client/.vite/manifest.json' {
  /** Vite's manifest of the client build: each entry and chunk by its source key, with its file and imports. */
  const manifest: import('vite').Manifest
  export default manifest
}

declare module '*/dist/client/.vite/lazy-exports.json' {
  /** The named exports of each lazily loaded module, by its source file (routes/build/lazy-exports.ts). */
  const lazyExports: Record<string, string[]>
  export default lazyExports
}

declare module '*/dist/client/.vite/inline-css.json' {
  /** The stylesheets the client entries import, by URL, with their text (routes/build/inline-css.ts). */
  const inlineCss: Record<string, string>
  export default inlineCss
}

declare module '*/dist/client/.vite/start-stages.json' {
  /** The chunks of the start's stages that routes/start-client.tsx imports (routes/build/start-modules.ts). */
  const startStages: string[]
  export default startStages
}
