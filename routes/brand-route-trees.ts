import type { BrandId } from '../brands/brand-config.ts'
import { createCommonRoutes } from './common-routes.tsx'
import { createBrandRootRoute } from './root-route.tsx'

// One code-based route tree per brand. Brand-specific route shapes (search, listing, broker and sitemap
// URLs of spec §2) join the common routes here as they are built.
function createLandTree() {
  const root = createBrandRootRoute()
  return root.addChildren(createCommonRoutes(root))
}

function createLandwatchTree() {
  const root = createBrandRootRoute()
  return root.addChildren(createCommonRoutes(root))
}

function createLafTree() {
  const root = createBrandRootRoute()
  return root.addChildren(createCommonRoutes(root))
}

export const routeTreeFactories: Record<BrandId, () => ReturnType<typeof createLandTree>> = {
  land: createLandTree,
  landwatch: createLandwatchTree,
  laf: createLafTree,
}
