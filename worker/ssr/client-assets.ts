import { createRouter } from '@tanstack/react-router'
import type { Manifest as ViteManifest } from 'vite'
import inlineCssJson from '../../dist/client/.vite/inline-css.json'
import lazyExportsJson from '../../dist/client/.vite/lazy-exports.json'
import manifest from '../../dist/client/.vite/manifest.json'
import startStagesJson from '../../dist/client/.vite/start-stages.json'
import type { BrandId } from '../../brands/brand-config.ts'
import { brandIds, perBrand } from '../../brands/brand-registry.ts'
import { createBrandTree } from '../../routes/brand-route-trees.ts'
import { clientEntryOf } from '../../routes/build/client-entries.ts'
import { lazyExportOf } from '../../routes/lazy-page.ts'
import type { RouterContext } from '../../routes/router-context.ts'
import { brandUrlsById } from '../../routes/links/brand-urls-by-id.ts'
import { hydrationFallbackScript } from '../../web/site/hydration-fallback.ts'

// The client build's hashed files, read from Vite's manifest at bundle time, turned into each brand's router asset
// manifest: the root route carries the stylesheet inline and preloads the entry and its imports (the page's start
// scripts run the entry after the first paint); a route whose page loads lazily (lazyPage) preloads that page's
// chunk, found by its export name in the build's lazy-exports list, so a page never waits for the entry to ask for
// it. Nothing here lists pages: the route trees do. The build's files are typed by their declarations
// (client-build.d.ts), never by reading them: type checking does not need a build.

type RouterManifest = {
  routes: Record<string, { css?: string[]; preloads?: string[] }>
  /** Stylesheets by URL that the router writes into the page instead of linking (see vite.config.ts). */
  inlineCss: { styles: Record<string, string> }
}

function clientEntryChunk(brandId: BrandId): NonNullable<ViteManifest[string]> {
  const entry = manifest[clientEntryOf(brandId)]
  if (!entry) throw new Error(`The client build has no entry ${clientEntryOf(brandId)}: run npm run build`)
  return entry
}
const url = (file: string) => `/${file}`

/** The manifest keys of the start's stages' chunks (the build names their files). */
const startStageKeys = startStagesJson.map((file) => {
  const key = Object.keys(manifest).find((name) => manifest[name]?.file === file)
  if (!key) throw new Error(`The client build's manifest has no chunk ${file}: rebuild`)
  return key
})

/** The build's source file of each lazily loaded export ('HomePage' -> 'web/pages/home-page.tsx'). */
const sourceOfExport = new Map(
  Object.entries(lazyExportsJson).flatMap(([source, names]) => names.map((name) => [name, source] as const)),
)

/** A chunk of the build and every chunk it imports, each once (the brands' entries share most of theirs). */
function chunksWithImports(key: string, seen = new Set<string>()): NonNullable<ViteManifest[string]>[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [chunk, ...(chunk.imports ?? []).flatMap((child) => chunksWithImports(child, seen))]
}

/** Every route of the brand's tree whose page loads lazily, with the export it loads. */
export function lazyRoutesOf(brandId: BrandId): { routeId: string; exportName: string }[] {
  // A router only to read its routes (it computes their ids); nothing is matched or loaded, so no context is needed.
  const router = createRouter({ routeTree: createBrandTree(brandUrlsById[brandId]), context: {} as RouterContext })
  return Object.values(router.routesById).flatMap((route) => {
    const exportName = lazyExportOf(route.options.component)
    return exportName ? [{ routeId: route.id, exportName }] : []
  })
}

function buildRouterManifest(brandId: BrandId): RouterManifest {
  const clientEntry = clientEntryOf(brandId)
  clientEntryChunk(brandId) // a build without it fails here, not with an empty manifest
  // The entry's chunks and the stages of the start it imports dynamically (routes/start-client.tsx, named by the
  // build): all of them run before the page answers input, so all download with the page. Nothing else the entry's
  // code imports on demand does: a lazy chunk there is loaded when asked for, not by every page.
  const seen = new Set<string>()
  const entryChunks = chunksWithImports(clientEntry, seen)
  for (const stage of startStageKeys) entryChunks.push(...chunksWithImports(stage, seen))
  const entryFiles = new Set(entryChunks.map((chunk) => chunk.file))
  const routes: RouterManifest['routes'] = {
    __root__: {
      // The stylesheet comes through the chunk the brands' entries share, not the entry itself.
      css: entryChunks.flatMap((chunk) => chunk.css ?? []).map(url),
      // The entry and its imports download from the start (modulepreload), but run only once the first frame is
      // painted: the server's HTML shows at once, and the app's start-up (a long task on a phone) comes after it.
      preloads: [...entryFiles].map(url),
    },
  }
  for (const { routeId, exportName } of lazyRoutesOf(brandId)) {
    const source = sourceOfExport.get(exportName)
    if (!source) throw new Error(`No chunk of the client build exports ${exportName} (route ${routeId}): rebuild`)
    // What the root already preloads (the entry and the chunks it imports) is not asked for twice.
    const files = chunksWithImports(source)
      .map((chunk) => chunk.file)
      .filter((file) => !entryFiles.has(file))
    routes[routeId] = { preloads: files.map(url), css: (manifest[source]?.css ?? []).map(url) }
  }
  return { routes, inlineCss: { styles: inlineCssJson } }
}

export const routerManifests: Record<BrandId, RouterManifest> = perBrand(buildRouterManifest)

/**
 * The inline scripts that end each brand's pages (RouterContext.startScripts): the hydration fallback's timer
 * (web/site/hydration-fallback.ts), then the entry, started once the first frame is painted, so the server's HTML shows
 * at once and the app's start-up (a long task on a phone) comes after it. The entry and its imports download from the
 * start (the root's preloads above).
 */
export const startScripts: Record<BrandId, readonly string[]> = perBrand((brandId) => {
  const entry = url(clientEntryChunk(brandId).file)
  return [hydrationFallbackScript, `requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(entry)})))`]
})

/**
 * What names this client build: its brands' hashed entry files. A page rendered for one build names that build's
 * chunks, so the edge cache keeps each build's pages apart (a deploy's first page is never an older build's).
 */
export const clientBuildId = brandIds.map((brandId) => manifest[clientEntryOf(brandId)]?.file ?? '').join('|')
