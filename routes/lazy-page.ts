import { lazyRouteComponent } from '@tanstack/react-router'
import { chunkWithTimeout } from '../web/site/chunk-timeout.ts'

export interface LazyPageOptions {
  /**
   * A page a buyer moves between most (home, search, listing, seller): its chunk lists the chunks it imports, so
   * the browser fetches them together when the router loads it. The build reads this from the declaration's syntax
   * (routes/build/browsing-pages.ts), so it must be written as the literal `{ browsing: true }`.
   */
  browsing?: true
}

/**
 * A route's page, loaded on demand: `component: lazyPage(() => import('../web/pages/home-page.tsx'), 'HomePage')`.
 * The export name travels with the component, so the server can find the page's chunk in the client build (its
 * lazy-exports list) and preload it with the route: the route's declaration is the only place that names it.
 */
export function lazyPage<TModule extends Record<string, unknown>, TExport extends keyof TModule & string>(
  importer: () => Promise<TModule>,
  exportName: TExport,
  options: LazyPageOptions = {},
) {
  // A chunk that fails reaches the route's error component: a render crash, logged in the spec's words, then /error/.
  return Object.assign(lazyRouteComponent(chunkWithTimeout(importer, exportName), exportName), {
    lazyExport: exportName,
    browsing: options.browsing === true,
  })
}

/** Whether a route's lazily loaded page is a browsing page (LazyPageOptions). */
export function isBrowsingPage(component: unknown): boolean {
  return (component as { browsing?: unknown } | undefined)?.browsing === true
}

/** The export a route's lazily loaded page comes from, if its component is one. */
export function lazyExportOf(component: unknown): string | undefined {
  const name = (component as { lazyExport?: unknown } | undefined)?.lazyExport
  return typeof name === 'string' ? name : undefined
}
