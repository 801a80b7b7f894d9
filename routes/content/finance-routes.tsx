import { createRoute } from '@tanstack/react-router'
import { lazyPage } from '../lazy-page.ts'
import type { createBrandRootRoute } from '../root-route.tsx'
import type { BrandUrls } from '../links/brand-urls.ts'
import { contentRoutePaths } from './content-route-paths.ts'

type BrandRoot = ReturnType<typeof createBrandRootRoute>

const loader = () => import('./finance-route-loader.ts')

/**
 * The query as it came (plain strings: routes/plain-search.ts). The loader reads ?fcid and ?state from it
 * (web/rules/financing-query.ts) with the rest of its work, none of which is in every page's first script.
 */
const financingSearch = (search: Record<string, unknown>) => search

/**
 * /financing (spec §2) on every brand: the finance center where the brand has one and the financeCenter flag is on
 * (spec §1), with a lender for ?fcid={id} and a state's lenders for ?state={abbreviation}; the Land Loans guide
 * elsewhere. A query that names no lender or state shows the page without it, never an error.
 */
export function createFinanceRoutes(root: BrandRoot, urls: BrandUrls) {
  return contentRoutePaths(urls.content, 'financing').map(({ path, canonicalPath }) =>
    createRoute({
      getParentRoute: () => root,
      path,
      validateSearch: financingSearch,
      loaderDeps: ({ search }) => search,
      beforeLoad: async ({ context, search }) => (await loader()).financingTarget(context, search, canonicalPath),
      loader: async ({ context, deps }) => (await loader()).loadFinancingRoute(context, deps),
      head: ({ loaderData }) => loaderData?.head ?? {},
      component: lazyPage(() => import('../../web/pages/content/financing-page.tsx'), 'FinancingPage'),
    }),
  )
}
