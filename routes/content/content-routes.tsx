import { createRoute } from '@tanstack/react-router'
import type { ContentPage } from '../../brands/content-pages.ts'
import { lazyPage } from '../lazy-page.ts'
import type { createBrandRootRoute } from '../root-route.tsx'
import type { BrandUrls } from '../links/brand-urls.ts'
import { contentRoutePaths } from './content-route-paths.ts'

type BrandRoot = ReturnType<typeof createBrandRootRoute>

/** The content pages with a route of their own here; /financing has its own (finance-routes.tsx). */
type TextPage = Exclude<ContentPage, 'financing'>

const textPageComponents = {
  addListing: lazyPage(() => import('../../web/pages/content/add-listing-page.tsx'), 'AddListingPage'),
  advertisingTerms: lazyPage(
    () => import('../../web/pages/content/advertising-terms-page.tsx'),
    'AdvertisingTermsPage',
  ),
  termsOfUse: lazyPage(() => import('../../web/pages/content/terms-of-use-page.tsx'), 'TermsOfUsePage'),
  photoTerms: lazyPage(() => import('../../web/pages/content/photo-terms-page.tsx'), 'PhotoTermsPage'),
  privacy: lazyPage(() => import('../../web/pages/content/privacy-page.tsx'), 'PrivacyPage'),
  californiaPrivacy: lazyPage(
    () => import('../../web/pages/content/california-privacy-page.tsx'),
    'CaliforniaPrivacyPage',
  ),
  contact: lazyPage(() => import('../../web/pages/content/contact-page.tsx'), 'ContactPage'),
  landFeedDocs: lazyPage(() => import('../../web/pages/content/land-feed-docs-page.tsx'), 'LandFeedDocsPage'),
  landFeedStates: lazyPage(() => import('../../web/pages/content/land-feed-states-page.tsx'), 'LandFeedStatesPage'),
  farmCreditLeads: lazyPage(() => import('../../web/pages/content/farm-credit-leads-page.tsx'), 'FarmCreditLeadsPage'),
  farmCreditListings: lazyPage(
    () => import('../../web/pages/content/farm-credit-listings-page.tsx'),
    'FarmCreditListingsPage',
  ),
} satisfies Record<TextPage, unknown>

/**
 * The content pages (spec §2: add listing, advertising, terms, photo terms, privacy, California privacy, contact, land
 * feed, Farm Credit) at every path the brand answers for each (its URL module's content paths), each naming the brand's own
 * shape as canonical. Their titles, descriptions and data load with the page (content-route-loader.ts): none of it is
 * in every page's first script, which holds the route tree.
 */
export function createContentRoutes(root: BrandRoot, urls: BrandUrls) {
  return (Object.keys(textPageComponents) as TextPage[]).flatMap((page) =>
    contentRoutePaths(urls.content, page).map(({ path, beforeLoad }) =>
      createRoute({
        getParentRoute: () => root,
        path,
        beforeLoad,
        loader: async ({ context }) => (await import('./content-route-loader.ts')).loadContentPage(page, context),
        head: ({ loaderData }) => loaderData?.head ?? {},
        component: textPageComponents[page],
      }),
    ),
  )
}
