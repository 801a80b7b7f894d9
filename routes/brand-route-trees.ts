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
import type { BrandUrls } from './links/brand-urls.ts'

// One code-based route tree per brand: each brand's router gets a tree of its own (a route object belongs
// to one tree). The brands share the common routes; the search route is the catch-all after them (spec §2). Where
// the brands' routes differ, their URL modules say how (routes/links/*-urls.ts).
export function createBrandTree(urls: BrandUrls) {
  const root = createBrandRootRoute()
  return root.addChildren([
    ...createCommonRoutes(root),
    ...createLoginRoutes(root),
    ...createAccountRoutes(root, urls),
    ...createListingRoutes(root, urls),
    createFlyerRoute(root),
    ...createSellerRoutes(root, urls),
    ...createContentRoutes(root, urls),
    ...createFinanceRoutes(root, urls),
    createSitemapRoute(root),
    createSearchRoute(root),
  ])
}
