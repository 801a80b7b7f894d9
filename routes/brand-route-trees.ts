import type { BrandId } from '../brands/brand-config.ts'
import { createAccountRoutes, createLoginRoutes } from './account-routes.tsx'
import { createCommonRoutes } from './common-routes.tsx'
import { createContentRoutes } from './content/content-routes.tsx'
import { createFinanceRoutes } from './content/finance-routes.tsx'
import { createFlyerRoute } from './flyer-route.tsx'
import { createListingRoutes } from './listing-route.tsx'
import { createBrandRootRoute } from './root-route.tsx'
import { createSellerRoutes } from './seller-route.tsx'
import { createSearchRoute } from './search-route.tsx'
import { createSitemapRoute } from './sitemap-routes.tsx'

// One code-based route tree per brand: each brand's router gets a tree of its own (a route object belongs
// to one tree). The brands share the common routes; the search route is the catch-all after them (spec §2), and
// each brand's URL shapes are its search codec's business (routes/search-urls/). Listing detail shapes differ by
// brand (listing-route.tsx).
export function createBrandTree(brandId: BrandId) {
  const root = createBrandRootRoute()
  return root.addChildren([
    ...createCommonRoutes(root),
    ...createLoginRoutes(root),
    ...createAccountRoutes(root, brandId),
    ...createListingRoutes(root, brandId),
    createFlyerRoute(root),
    ...createSellerRoutes(root, brandId),
    ...createContentRoutes(root, brandId),
    ...createFinanceRoutes(root, brandId),
    createSitemapRoute(root),
    createSearchRoute(root),
  ])
}

export const routeTreeFactories: Record<BrandId, () => ReturnType<typeof createBrandTree>> = {
  land: () => createBrandTree('land'),
  landwatch: () => createBrandTree('landwatch'),
  laf: () => createBrandTree('laf'),
}
