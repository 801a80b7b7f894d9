import { createRoute } from '@tanstack/react-router'
import { lazyPage } from './lazy-page.ts'
import type { createBrandRootRoute } from './root-route.tsx'

type BrandRoot = ReturnType<typeof createBrandRootRoute>

/**
 * The HTML sitemap (spec §2 sitemaps) at every /sitemap address, in the brand's shapes: one route, whose lazily
 * loaded loader reads the address (routes/sitemap-route-loader.ts), so every page's first script carries only this.
 */
export function createSitemapRoute(root: BrandRoot) {
  return createRoute({
    getParentRoute: () => root,
    path: '/sitemap/$',
    // The address as asked is the canonical one: the loader answers no other (the router drops a trailing slash).
    beforeLoad: ({ location }) => ({ canonicalPath: location.pathname }),
    loader: ({ context, location }) =>
      import('./sitemap-route-loader.ts').then((module) => module.loadSitemapRoute(context, location.pathname)),
    head: ({ loaderData }) => loaderData?.head ?? {},
    component: lazyPage(() => import('./sitemap-route-page.tsx'), 'SitemapRoutePage'),
  })
}
