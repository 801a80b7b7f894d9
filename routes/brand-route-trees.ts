import type { BrandId } from '../brands/brand-config.ts'
import { createCommonRoutes } from './common-routes.tsx'
import { createBrandRootRoute } from './root-route.tsx'

// One code-based route tree per brand: each brand's router gets a tree of its own (a route object belongs
// to one tree). Today the brands share the common routes; their own route shapes (search, listing,
// broker and sitemap URLs of spec §2) get a factory of their own here as they are built.
function createCommonTree() {
  const root = createBrandRootRoute()
  return root.addChildren(createCommonRoutes(root))
}

export const routeTreeFactories: Record<BrandId, () => ReturnType<typeof createCommonTree>> = {
  land: createCommonTree,
  landwatch: createCommonTree,
  laf: createCommonTree,
}
