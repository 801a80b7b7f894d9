import { createRoute, notFound } from '@tanstack/react-router'
import { accountPaths } from '../brands/account-menu.ts'
import { siteIdList } from '../brands/site-ids.ts'
import { requireLogin } from './account-guard.ts'
import { lazyPage } from './lazy-page.ts'
import type { createBrandRootRoute } from './root-route.tsx'
import type { RouterContext } from './router-context.ts'
import type { BrandUrls } from './links/brand-urls.ts'

type BrandRoot = ReturnType<typeof createBrandRootRoute>

const loader = () => import('./account-route-loader.ts')

/** Account pages are a person's own: never indexed. */
const privatePage = (title: string, context: RouterContext) => ({
  meta: [{ title: `${title} | ${context.brand.displayName}` }, { name: 'robots', content: 'noindex' }],
})

/** ?page=N (N from 1) as a page index; anything else is the first page. */
function pageIndexOf(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page)
  return Number.isSafeInteger(page) && page > 1 && page <= 10_000 ? { page } : {}
}

/**
 * ?page=N and the text parameters `names` (a search, a filter, a sort) as they are: the page keeps those it knows
 * (a shared link with a stale value shows the rest, not an error).
 */
const pageAndText =
  (...names: string[]) =>
  (search: Record<string, unknown>): { page?: number } & Record<string, string | number | undefined> => {
    const text = names.flatMap((name) => {
      const value = search[name]
      return (typeof value === 'string' || typeof value === 'number') && String(value) ? [[name, String(value)]] : []
    })
    return { ...pageIndexOf(search), ...Object.fromEntries(text) }
  }

/** /login and /reset/{resetKey} (spec §2), the same on every brand. */
export function createLoginRoutes(root: BrandRoot) {
  const login = createRoute({
    getParentRoute: () => root,
    path: '/login',
    head: ({ match }) => privatePage('Log in', match.context),
    component: lazyPage(() => import('../web/pages/login-page.tsx'), 'LoginRoutePage'),
  })
  const reset = createRoute({
    getParentRoute: () => root,
    path: '/reset/$resetKey',
    // The authentication calls load with the page (their form rules have no place in every page's first script).
    loader: async ({ context, params }) => {
      const { resetKeyQuery } = await import('../web/api/authenticate.ts')
      await context.queryClient.ensureQueryData(resetKeyQuery(context.api, params.resetKey))
    },
    head: ({ match }) => privatePage('Reset your password', match.context),
    component: lazyPage(() => import('../web/pages/reset-password-page.tsx'), 'ResetPasswordRoutePage'),
  })
  return [login, reset]
}

/**
 * The account pages (spec §2: /account/, /account/details/, /account/savedsearches/, /account/savedproperties/), the
 * seller's Manage Listings and the admin's /dashboard/. Each needs a login, or goes to /login carrying its location
 * and title (spec §5); the dashboard needs an admin. Their data loads with them (their calls' code too).
 */
export function createAccountRoutes(root: BrandRoot, urls: BrandUrls) {
  const overview = createRoute({
    getParentRoute: () => root,
    path: accountPaths.overview,
    beforeLoad: ({ context, location }) => requireLogin(context, location, 'My Account'),
    loader: async ({ context }) => (await loader()).loadAccountOverview(context),
    head: ({ match }) => privatePage('My Account', match.context),
    component: lazyPage(() => import('../web/pages/account-page.tsx'), 'AccountPage'),
  })
  const details = createRoute({
    getParentRoute: () => root,
    path: accountPaths.details,
    beforeLoad: ({ context, location }) => requireLogin(context, location, 'Settings'),
    loader: async ({ context }) => (await loader()).loadAccountDetails(context),
    head: ({ match }) => privatePage('Settings', match.context),
    component: lazyPage(() => import('../web/pages/account-details-page.tsx'), 'AccountDetailsPage'),
  })
  const savedSearches = createRoute({
    getParentRoute: () => root,
    path: accountPaths.savedSearches,
    beforeLoad: ({ context, location }) => requireLogin(context, location, 'Saved Searches'),
    loader: async ({ context }) => (await loader()).loadSavedSearches(context),
    head: ({ match }) => privatePage('Saved Searches', match.context),
    component: lazyPage(() => import('../web/pages/saved-searches-page.tsx'), 'SavedSearchesPage'),
  })
  const savedProperties = createRoute({
    getParentRoute: () => root,
    path: accountPaths.savedProperties,
    validateSearch: pageIndexOf,
    beforeLoad: ({ context, location }) => requireLogin(context, location, 'Saved Properties'),
    loaderDeps: ({ search }) => ({ pageIndex: (search.page ?? 1) - 1 }),
    loader: async ({ context, deps }) =>
      (await loader()).loadSavedProperties(context, context.brand.siteId, deps.pageIndex),
    head: ({ match }) => privatePage('Saved Properties', match.context),
    component: lazyPage(() => import('../web/pages/saved-properties-page.tsx'), 'SavedPropertiesRoutePage'),
  })
  // The main land site's shape (spec §2; its URLs' savedPropertiesOfAnySite):
  // /account/savedproperties/{siteId}/page-{n}, n empty on the first page; the saved properties of any of the three
  // sites, read from the main land site.
  const savedPropertiesOfSite = createRoute({
    getParentRoute: () => root,
    path: `${accountPaths.savedProperties}$siteId/$pageSegment`,
    beforeLoad: ({ context, location, params }) => {
      const siteId = Number(params.siteId)
      const page = /^page-(\d{0,5})$/.exec(params.pageSegment)
      if (!siteIdList.includes(siteId as never) || !page || page[1]!.startsWith('0')) throw notFound()
      return requireLogin(context, location, 'Saved Properties')
    },
    loader: ({ context, params }) => {
      const page = Number(params.pageSegment.slice('page-'.length) || 1)
      return loader().then((module) => module.loadSavedProperties(context, Number(params.siteId), page - 1))
    },
    head: ({ match }) => privatePage('Saved Properties', match.context),
    component: lazyPage(() => import('../web/pages/saved-properties-page.tsx'), 'SavedPropertiesRoutePage'),
  })
  const manageListings = createRoute({
    getParentRoute: () => root,
    path: accountPaths.manageListings,
    validateSearch: pageAndText('q', 'status', 'sort'),
    beforeLoad: ({ context, location }) => requireLogin(context, location, 'Manage Listings'),
    head: ({ match }) => privatePage('Manage Listings', match.context),
    component: lazyPage(() => import('../web/pages/manage-listings-page.tsx'), 'ManageListingsRoutePage'),
  })
  const leads = createRoute({
    getParentRoute: () => root,
    path: accountPaths.leads,
    validateSearch: pageAndText('status', 'listingId'),
    beforeLoad: ({ context, location }) => requireLogin(context, location, 'Leads'),
    head: ({ match }) => privatePage('Leads', match.context),
    component: lazyPage(() => import('../web/pages/lead-inbox-page.tsx'), 'LeadInboxRoutePage'),
  })
  // editListingPath's shape (brands/account-menu.ts); the page list's entry, built by it, checks the two agree.
  const editListing = createRoute({
    getParentRoute: () => root,
    path: `${accountPaths.manageListings}$listingId/edit/`,
    beforeLoad: ({ context, location }) => requireLogin(context, location, 'Edit your listing'),
    loader: ({ context, params }) =>
      import('../web/pages/edit-listing-page.tsx').then((page) => page.loadEditListing(context, params.listingId)),
    head: ({ match }) => privatePage('Edit your listing', match.context),
    component: lazyPage(() => import('../web/pages/edit-listing-page.tsx'), 'EditListingRoutePage'),
  })
  const dashboard = createRoute({
    getParentRoute: () => root,
    path: accountPaths.dashboard,
    beforeLoad: ({ context, location }) => requireLogin(context, location, 'Dashboard', 'admin'),
    loader: async ({ context }) => (await loader()).loadDashboard(context),
    head: ({ match }) => privatePage('Dashboard', match.context),
    component: lazyPage(() => import('../web/pages/dashboard-page.tsx'), 'DashboardPage'),
  })
  return [
    overview,
    details,
    savedSearches,
    savedProperties,
    ...(urls.shapes.savedPropertiesOfAnySite ? [savedPropertiesOfSite] : []),
    manageListings,
    leads,
    editListing,
    dashboard,
  ]
}
