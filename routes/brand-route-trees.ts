import type { BrandId } from '../brands/brand-config.ts'
import { createCommonRoutes } from './common-routes.tsx'
import { createBrandRootRoute } from './root-route.tsx'
import { createSearchRoute } from './search-route.tsx'

// One code-based route tree per brand: each brand's router gets a tree of its own (a route object belongs
// to one tree). The brands share the common routes; the search route is the catch-all after them (spec §2), and
// each brand's URL shapes are its search codec's business (routes/search-urls/).
function createBrandTree() {
  const root = createBrandRootRoute()
  return root.addChildren([...createCommonRoutes(root), createSearchRoute(root)])
}

export const routeTreeFactories: Record<BrandId, () => ReturnType<typeof createBrandTree>> = {
  land: createBrandTree,
  landwatch: createBrandTree,
  laf: createBrandTree,
}
