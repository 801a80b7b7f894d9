import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  useRouter,
  useRouterState,
} from '@tanstack/react-router'
import { isServer } from '@tanstack/router-core/isServer'
import { useEffect } from 'react'
import { AccountModalHost } from '../web/account/account-modal-host.tsx'
import { LoginInfoProvider } from '../web/account/use-login-info.tsx'
import { useLoginStatusCheck } from '../web/account/use-login-status-check.ts'
import { useTokenLogin } from '../web/account/use-token-login.ts'
import { SiteAnalytics } from '../web/analytics/site-analytics.tsx'
import { loginInfoQuery } from '../web/api/login-state.ts'
import { HydrationNotice } from '../web/components/hydration-notice.tsx'
import { NavigationProgress } from '../web/components/navigation-progress.tsx'
import { SiteFooter, siteFooterId } from '../web/components/site-footer.tsx'
import { SiteHeader } from '../web/components/site-header.tsx'
import { popularPropertyTypeNamesQuery, popularSearchesQuery, popularStateNamesQuery } from '../web/api/site-queries.ts'
import { headerSearchRow } from '../web/rules/page-types.ts'
import { ApiContext } from '../web/site/api-context.tsx'
import { BrandContext } from '../web/site/brand-context.tsx'
import { SiteLinksContext } from '../web/site/site-links.tsx'
import type { PageChrome } from './page-chrome.ts'
import type { RouterContext } from './router-context.ts'

/**
 * A fresh root route for one brand's tree (a route object belongs to one tree). It renders the whole
 * document: the brand's head, header and footer around the matched page.
 */
export function createBrandRootRoute() {
  return createRootRouteWithContext<RouterContext>()({
    loader: async ({ context }) => {
      // The footer lists are part of every page: load them with the page so they arrive server-rendered.
      await Promise.all([
        // Who is logged in: the header and every heart render it on the server, so nothing flips after hydration.
        context.queryClient.ensureQueryData(loginInfoQuery(context.api, context.brand.siteId)),
        context.queryClient.ensureQueryData(popularStateNamesQuery(context.api)),
        context.brand.footer.showPropertyTypes
          ? context.queryClient.ensureQueryData(popularPropertyTypeNamesQuery(context.api))
          : null,
        context.brand.footer.showPopularSearches
          ? context.queryClient.ensureQueryData(popularSearchesQuery(context.api, context.brand.siteId))
          : null,
      ])
    },
    head: ({ match, matches }) => {
      const { brand, canonicalOrigin } = match.context
      // The page's own address, not the root's: the deepest match's, or the canonical path its route worked out.
      const leaf = matches.at(-1)
      const pathname = leaf?.context.canonicalPath ?? leaf?.pathname ?? match.pathname
      return {
        meta: [
          { charSet: 'utf-8' },
          { name: 'viewport', content: 'width=device-width, initial-scale=1' },
          { title: `${brand.displayName}: ${brand.tagline}` },
          { name: 'description', content: `${brand.tagline}. Search listings from brokers, agents and owners.` },
          { name: 'theme-color', content: brand.theme.primary },
        ],
        links: [
          { rel: 'icon', href: brand.icons.favicon, type: 'image/png' },
          { rel: 'apple-touch-icon', href: brand.icons.appleTouch },
          { rel: 'canonical', href: `${canonicalOrigin}${pathname}` },
          // No first paint before the footer is parsed: a page painted half-read is laid out again, whole, in one
          // long task after its first paint (170–260 ms of layout at a 7× slowdown on the search and listing pages),
          // while a page read to its footer first is laid out once. The HTML streams in well under a second.
          { rel: 'expect', href: `#${siteFooterId}`, blocking: 'render' },
        ],
      }
    },
    component: RootDocument,
  })
}

/** The room under the footer for a bar fixed to the foot of the window (PageChrome.bottomBar). */
const bottomRoom: Record<string, string> = { true: 'pb-bottom-bar', narrow: 'pb-bottom-bar md:pb-0', false: '' }

function RootDocument() {
  const router = useRouter()
  const options = router.options
  const { brand, links, api, environment, mapStyleUrl, loginRecheckSeconds, tracking, startScripts } =
    options.context as RouterContext
  const chrome = useRouterState({ select: (state) => state.matches.at(-1)?.loaderData as PageChrome | undefined })
  const href = useRouterState({ select: (state) => state.location.href })
  // A page view counts once the page's route has loaded: the resolved address, with that page's loader data.
  const pageViewHref = useRouterState({ select: (state) => state.resolvedLocation?.href })
  useEffect(() => {
    // Browser tests and the bench wait for this mark: the page is hydrated and answers input.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html
      lang="en"
      data-brand={brand.id}
      data-environment={environment}
      data-login-recheck={loginRecheckSeconds}
      {...(mapStyleUrl ? { 'data-map-style': mapStyleUrl } : {})}
      {...(tracking.analyticsId ? { 'data-analytics-id': tracking.analyticsId } : {})}
      {...(tracking.adsId ? { 'data-ads-id': tracking.adsId } : {})}
    >
      <head>
        <HeadContent />
      </head>
      <body className={`flex min-h-screen flex-col ${bottomRoom[String(chrome?.bottomBar ?? false)]}`}>
        <HydrationNotice />
        <NavigationProgress />
        <BrandContext.Provider value={brand}>
          <SiteLinksContext.Provider value={links}>
            <ApiContext.Provider value={api}>
              <LoginInfoProvider>
                <div className="relative flex-1">
                  <SiteHeader
                    transparent={!!chrome?.transparentHeader}
                    searchRow={headerSearchRow(brand, chrome ?? {})}
                    currentPath={href}
                  />
                  <Outlet />
                </div>
                <SiteFooter />
                <AccountSession recheckSeconds={loginRecheckSeconds} />
                <SiteAnalytics
                  pageName={chrome?.analyticsPageName}
                  href={pageViewHref}
                  ids={tracking}
                  bottomBar={!!chrome?.bottomBar}
                />
              </LoginInfoProvider>
            </ApiContext.Provider>
          </SiteLinksContext.Provider>
        </BrandContext.Provider>
        {/* The router's body scripts are the server's: its hydration data, which runs and removes itself before the
            browser's router exists. No route has body scripts of its own (JSON-LD goes in a route's head()), so the
            browser's <Scripts> would render nothing: its bundle leaves the code out. */}
        {(isServer ?? router.isServer) && <Scripts />}
        {startScripts?.map((script) => (
          <script key={script} nonce={options.ssr?.nonce} dangerouslySetInnerHTML={{ __html: script }} />
        ))}
      </body>
    </html>
  )
}

/** The session's side of every page: login status checks, login by a mail's token, the account modals. */
function AccountSession(props: { recheckSeconds: number }) {
  useLoginStatusCheck(props.recheckSeconds)
  useTokenLogin()
  return <AccountModalHost />
}
