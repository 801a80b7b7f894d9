import { createRoute } from '@tanstack/react-router'
import { resetKeyQuery } from '../web/api/authenticate.ts'
import { lazyPage } from './lazy-page.ts'
import type { createBrandRootRoute } from './root-route.tsx'

type BrandRoot = ReturnType<typeof createBrandRootRoute>

/** Account pages are a person's own: never indexed. */
const privatePage = (title: string) => ({ meta: [{ title }, { name: 'robots', content: 'noindex' }] })

/** /login and /reset/{resetKey} (spec §2), the same on every brand. */
export function createLoginRoutes(root: BrandRoot) {
  const login = createRoute({
    getParentRoute: () => root,
    path: '/login',
    head: ({ match }) => privatePage(`Log in | ${match.context.brand.displayName}`),
    component: lazyPage(() => import('../web/pages/login-page.tsx'), 'LoginRoutePage'),
  })
  const reset = createRoute({
    getParentRoute: () => root,
    path: '/reset/$resetKey',
    loader: ({ context, params }) => context.queryClient.ensureQueryData(resetKeyQuery(context.api, params.resetKey)),
    head: ({ match }) => privatePage(`Reset your password | ${match.context.brand.displayName}`),
    component: lazyPage(() => import('../web/pages/reset-password-page.tsx'), 'ResetPasswordRoutePage'),
  })
  return [login, reset]
}
