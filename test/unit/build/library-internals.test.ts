import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// What the build relies on inside its libraries rather than their documented options (docs/build-internals.md): each
// pinned to an exact version in package.json, each with a test that fails when an upgrade moves it. The Rolldown
// wrapper's test is eager-commonjs.test.ts; Vite's modulePreload timing, browsing-pages.test.ts; Vite's importedCss,
// inline-css.test.ts; Rolldown's chunk groups, start-modules.test.ts. These are the TanStack ones.

const projectRoot = join(import.meta.dirname, '../../..')
const packageJson = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as Record<
  'dependencies' | 'devDependencies',
  Record<string, string>
>
/** A library's file as installed (the files read here are not among a package's exports). */
const sourceOf = (path: string) => readFileSync(join(projectRoot, 'node_modules', path), 'utf8')

describe('the libraries whose internals the build relies on', () => {
  it('are pinned to exact versions', () => {
    const all = { ...packageJson.dependencies, ...packageJson.devDependencies }
    for (const name of [
      'vite',
      'rolldown',
      '@tanstack/react-router',
      '@tanstack/router-core',
      '@tanstack/react-store',
    ]) {
      expect(all[name], name).toMatch(/^\d+\.\d+\.\d+$/)
    }
  })
})

describe("TanStack Router's inline stylesheet", () => {
  // vite.config.ts defines process.env.TSS_INLINE_CSS_ENABLED so the router keeps the server's inline stylesheet when
  // the browser hydrates: a flag of its Asset component, not an option.
  it('is kept on hydration by the environment flag the build defines', () => {
    const asset = sourceOf('@tanstack/react-router/dist/esm/Asset.js')
    expect(asset).toContain('process.env.TSS_INLINE_CSS_ENABLED === "true"')
  })
})

describe("TanStack Store's selector hook", () => {
  // vite.config.ts points the shim's import at the package's plain entry, which uses React's own hook: without the
  // alias, every first script carries the shim's fallback for Reacts before 18.
  it('imports the shim the build points at React’s own hook', () => {
    expect(sourceOf('@tanstack/react-store/dist/useSelector.js')).toContain(
      'use-sync-external-store/shim/with-selector',
    )
    expect(sourceOf('use-sync-external-store/with-selector.js')).toContain('cjs/use-sync-external-store-with-selector')
  })
})
