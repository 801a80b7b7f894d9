import { createRoute, notFound } from '@tanstack/react-router'
import { allSitesId } from '../brands/site-ids.ts'
import { StatusPage } from '../web/pages/status-page.tsx'
import { lazyPage } from './lazy-page.ts'
import type { createBrandRootRoute } from './root-route.tsx'

type BrandRoot = ReturnType<typeof createBrandRootRoute>

/** Routes every brand has at the same path: home, the error page, the local mailbox and the unsubscribe page. */
export function createCommonRoutes(root: BrandRoot) {
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    loader: ({ context }) => import('./home-route-loader.ts').then((module) => module.loadHomeRoute(context)),
    head: ({ loaderData }) => loaderData?.head ?? {},
    component: lazyPage(() => import('../web/pages/home-page.tsx'), 'HomePage', { browsing: true }),
  })

  const error = createRoute({
    getParentRoute: () => root,
    path: '/error/',
    // The failed page is shown as text when ?eurl holds one, and left out when it does not: never an error on the
    // error page. (Query values are plain strings here: routes/plain-search.ts.)
    validateSearch: (search: Record<string, unknown>): { eurl?: string } =>
      typeof search.eurl === 'string' && search.eurl !== '' ? { eurl: search.eurl } : {},
    head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
    component: function ErrorRoute() {
      const { eurl } = error.useSearch()
      // Reached after a render crash (status -1): the server-error text, naming the page that failed.
      return <StatusPage status={-1} {...(eurl ? { failedUrl: eurl } : {})} />
    },
  })

  // The local mailbox (worker/email/): what the site would have mailed, outside production only.
  const mailbox = createRoute({
    getParentRoute: () => root,
    path: '/mailbox/',
    // The first page has no ?pageIndex (adding one would make the router move /mailbox/ to /mailbox/?pageIndex=0).
    // Read leniently (anything but a page number is the first page); the mailbox call checks what it is sent.
    validateSearch: (search: Record<string, unknown>): { pageIndex?: number } => {
      const pageIndex = Number(search.pageIndex)
      return Number.isSafeInteger(pageIndex) && pageIndex > 0 ? { pageIndex } : {}
    },
    beforeLoad: ({ context }) => {
      if (context.environment === 'production') throw notFound()
    },
    loaderDeps: ({ search }) => ({ pageIndex: search.pageIndex ?? 0 }),
    // The mailbox call loads with the page (a tool for developers: nothing of it in every page's first script).
    loader: async ({ context, deps }) => {
      const { mailboxQuery } = await import('../web/api/mailbox.ts')
      await context.queryClient.ensureQueryData(mailboxQuery(context.api, allSitesId, deps.pageIndex))
    },
    head: () => ({ meta: [{ title: 'Local mailbox' }, { name: 'robots', content: 'noindex' }] }),
    component: lazyPage(() => import('../web/pages/mailbox-page.tsx'), 'MailboxRoutePage'),
  })

  // An alert's unsubscribe link (worker/alerts/unsubscribe-token.ts): what it stops, and the button, with no login.
  const unsubscribe = createRoute({
    getParentRoute: () => root,
    path: '/unsubscribe/$token',
    // The loader is in the page's own chunk: every page's first script carries this route, and a second chunk's
    // import would cost it bytes (test/unit/first-script-budget.test.ts).
    loader: ({ context, params }) =>
      import('../web/pages/unsubscribe-page.tsx').then((page) => page.loadUnsubscribe(context, params.token)),
    head: () => ({ meta: [{ title: 'Unsubscribe' }, { name: 'robots', content: 'noindex' }] }),
    component: lazyPage(() => import('../web/pages/unsubscribe-page.tsx'), 'UnsubscribeRoutePage'),
  })

  return [home, error, mailbox, unsubscribe]
}
