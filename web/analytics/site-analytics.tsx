import { useRouter } from '@tanstack/react-router'
import { useEffect, useState, type ComponentType } from 'react'
import { useBrand } from '../site/brand-context.tsx'
import type { ConsentBannerProps } from './consent-banner.tsx'
import type { ConsentChoice } from './consent.ts'
import { pushAnalyticsEvent } from './data-layer.ts'
import type { AnalyticsPageName } from './page-names.ts'
import type { TrackingIds } from './tracking-ids.ts'

interface SiteAnalyticsProps {
  pageName: AnalyticsPageName | undefined
  /** The address of the page shown, once its route has loaded: each new one is a page view. */
  href: string | undefined
  ids: TrackingIds
  bottomBar: boolean
}

/**
 * Every page's part in analytics (rendered by the root): a page view in the data layer per route, and, on a brand
 * with trackers configured, the banner and the trackers' schedule, whose code loads after the page has started (it
 * stays out of every page's first script).
 */
export function SiteAnalytics(props: SiteAnalyticsProps) {
  const { pageName, href, ids } = props
  const brand = useBrand()
  // The page's CSP nonce, which the router was given (routes/start-client.tsx): the trackers' scripts need it.
  const nonce = useRouter().options.ssr?.nonce
  const [asking, setAsking] = useState<{
    Banner: ComponentType<ConsentBannerProps>
    answer: (choice: ConsentChoice) => void
  }>()
  useEffect(() => {
    if (!href) return
    pushAnalyticsEvent({
      event: 'page_view',
      ...(pageName ? { page_name: pageName } : {}),
      brand: brand.id,
      page_location: location.href,
    })
  }, [href])
  useEffect(() => {
    if (!ids.analyticsId && !ids.adsId) return
    import('./browser-tracking.ts').then(
      (tracking) =>
        tracking.startBrowserTracking({
          mobileAdScriptOnScroll: brand.timings.mobileAdScriptOnScroll,
          pageName,
          ids,
          nonce,
          showBanner: (Banner, answer) => setAsking({ Banner, answer }),
        }),
      (error: unknown) => console.error('Loading the cookie banner failed', error),
    )
  }, [])
  if (!asking) return null
  const choose = (choice: ConsentChoice) => {
    setAsking(undefined)
    asking.answer(choice)
  }
  return <asking.Banner ids={ids} onChoice={choose} aboveBottomBar={props.bottomBar} />
}
