import { createRouter } from '@tanstack/react-router'
import type { BrandId } from '../../brands/brand-config.ts'
import { createBrandTree } from '../../routes/brand-route-trees.ts'
import type { RouterContext } from '../../routes/router-context.ts'
import { brandUrlsById } from '../../routes/links/brand-urls-by-id.ts'

// The brands' real route trees, for the property tests of URL codecs to match the paths the codecs write against
// (only the files that need them load the trees, with every route module).

/** What the tests use of a matched route: its path and the hooks the router would run, typed loosely. */
interface MatchedRoute {
  options: { path?: string; beforeLoad?: unknown; validateSearch?: unknown; loaderDeps?: unknown; loader?: unknown }
}

const routers = new Map<BrandId, ReturnType<typeof routerOf>>()

/** The brand's route tree, to match paths against (nothing is loaded): the leaf route a path reaches, and its params. */
export function brandRoutes(brandId: BrandId) {
  const router = routers.get(brandId) ?? routerOf(brandId)
  routers.set(brandId, router)
  return (pathname: string) => {
    const match = router.matchRoutes(pathname, {}).at(-1)
    const route = match && (router.routesById[match.routeId as keyof typeof router.routesById] as MatchedRoute)
    return {
      routeId: match?.routeId as string | undefined,
      params: (match?.params ?? {}) as Record<string, string>,
      route,
    }
  }
}

function routerOf(brandId: BrandId) {
  return createRouter({
    routeTree: createBrandTree(brandUrlsById[brandId]),
    context: {} as RouterContext,
    trailingSlash: 'preserve',
  })
}
