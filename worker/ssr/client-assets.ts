import type { Manifest as ViteManifest } from 'vite'
import viteManifest from '../../dist/client/.vite/manifest.json'

// The client build's hashed files, read from Vite's manifest at bundle time, turned into the router's
// asset manifest: the root route links the stylesheet, preloads the entry's imports and loads the entry;
// a lazily loaded page's chunk is preloaded on the route that shows it, so it never waits for the entry.

type RouterManifest = {
  routes: Record<string, { css?: string[]; preloads?: string[]; scripts?: { attrs: Record<string, string> }[] }>
}

const manifest = viteManifest as ViteManifest
const clientEntry = 'routes/entry-client.tsx'

/** Route ids and the source file of the lazily loaded component each shows. */
const lazyRouteSources: Record<string, string> = { '/': 'web/pages/home-page.tsx' }

function chunkWithImports(key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => chunkWithImports(child, seen))]
}

export function buildRouterManifest(): RouterManifest {
  const entry = manifest[clientEntry]
  if (!entry) throw new Error(`The client build has no entry ${clientEntry}: run npm run build`)
  const url = (file: string) => `/${file}`
  const routes: RouterManifest['routes'] = {
    __root__: {
      css: (entry.css ?? []).map(url),
      preloads: chunkWithImports(clientEntry).slice(1).map(url),
      scripts: [{ attrs: { type: 'module', src: url(entry.file) } }],
    },
  }
  for (const [routeId, source] of Object.entries(lazyRouteSources)) {
    const files = chunkWithImports(source).filter((file) => file !== entry.file)
    routes[routeId] = { preloads: files.map(url), css: (manifest[source]?.css ?? []).map(url) }
  }
  return { routes }
}

export const routerManifest = buildRouterManifest()
