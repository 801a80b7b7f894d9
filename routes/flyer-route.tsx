import { createRoute, notFound } from '@tanstack/react-router'
import { lazyPage } from './lazy-page.ts'
import type { createBrandRootRoute } from './root-route.tsx'

type BrandRoot = ReturnType<typeof createBrandRootRoute>

/** A flyer's address has the listing id alone: '/flyer/1000001'. */
const propertyIdText = /^[1-9]\d{0,9}$/

/**
 * The printable flyer of a listing (spec §2 /flyer/{propertyId}), the same path on every brand. It repeats the detail
 * page, so search engines are asked not to index it; an id the site has no listing of is the 404 page.
 */
export function createFlyerRoute(root: BrandRoot) {
  return createRoute({
    getParentRoute: () => root,
    path: '/flyer/$propertyId',
    beforeLoad: ({ params }) => {
      if (!propertyIdText.test(params.propertyId)) throw notFound()
      return { propertyId: Number(params.propertyId) }
    },
    loader: ({ context }) => import('./flyer-route-loader.ts').then((module) => module.loadFlyerRoute(context)),
    head: ({ match, loaderData }) => ({
      meta: [
        ...(loaderData?.title ? [{ title: `Flyer: ${loaderData.title} | ${match.context.brand.displayName}` }] : []),
        { name: 'robots', content: 'noindex' },
      ],
    }),
    component: lazyPage(() => import('../web/pages/flyer-page.tsx'), 'FlyerRoutePage'),
  })
}
