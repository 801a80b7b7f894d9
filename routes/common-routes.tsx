import { createRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { homePageQuery } from '../web/api/home-page.ts'
import { StatusPage } from '../web/pages/status-page.tsx'
import { lazyPage } from './lazy-page.ts'
import type { createBrandRootRoute } from './root-route.tsx'

type BrandRoot = ReturnType<typeof createBrandRootRoute>

/** Routes every brand has at the same path: home and the error page. */
export function createCommonRoutes(root: BrandRoot) {
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    loader: ({ context }) => context.queryClient.ensureQueryData(homePageQuery(context.api, context.brand.siteId)),
    component: lazyPage(() => import('../web/pages/home-page.tsx'), 'HomePage'),
  })

  const error = createRoute({
    getParentRoute: () => root,
    path: '/error/',
    // The router reads query values as JSON ('?eurl=123' is a number, a repeated key an array): the failed
    // page is shown as text when it is one, and left out when it is not, never an error on the error page.
    validateSearch: v.object({
      eurl: v.fallback(
        v.optional(v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(String))),
        undefined,
      ),
    }),
    head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
    component: function ErrorRoute() {
      const { eurl } = error.useSearch()
      // Reached after a render crash (status -1): the server-error text, naming the page that failed.
      return <StatusPage status={-1} {...(eurl ? { failedUrl: eurl } : {})} />
    },
  })

  return [home, error]
}
