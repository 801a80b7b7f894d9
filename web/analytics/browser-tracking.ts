import type { ComponentType } from 'react'
import type { BrandConfig } from '../../brands/brand-config.ts'
import { mobileQuery } from '../site/use-media-query.ts'
import { adScriptTiming, type ScreenKind } from './ad-script-timing.ts'
import { ConsentBanner, type ConsentBannerProps } from './consent-banner.tsx'
import { consentChoiceOf, consentCookieText, type ConsentChoice } from './consent.ts'
import { loadAdScript, loadGoogleTag } from './tracker-scripts.ts'
import type { AnalyticsPageName } from './page-names.ts'
import { scheduleTracking, type TrackingPage } from './tracking-schedule.ts'
import type { TrackingIds } from './tracking-ids.ts'

// The browser's side of tracking, loaded after the page has started and only on a brand with trackers configured
// (web/analytics/site-analytics.tsx): the banner, the consent cookie and the scripts' schedule.

export interface BrowserTrackingOptions {
  /** Where the brand keeps the ad script's start at the first scroll on a phone or small screen. */
  mobileAdScriptOnScroll: BrandConfig['timings']['mobileAdScriptOnScroll']
  /** The page the visitor opened: the ad script's timing depends on it (the farm site's home page). */
  pageName: AnalyticsPageName | undefined
  ids: TrackingIds
  /** The page's CSP nonce, for the scripts injected. */
  nonce: string | undefined
  /** Shows the banner; `answer` is called with the visitor's choice. */
  showBanner(banner: ComponentType<ConsentBannerProps>, answer: (choice: ConsentChoice) => void): void
}

export function startBrowserTracking(options: BrowserTrackingOptions): void {
  scheduleTracking({
    ids: options.ids,
    adTiming: adScriptTiming(options.mobileAdScriptOnScroll, options.pageName, screenKind()),
    globalPrivacyControl: (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
    storedChoice: consentChoiceOf(document.cookie),
    askChoice: () =>
      new Promise((resolve) =>
        options.showBanner(ConsentBanner, (choice) => {
          document.cookie = consentCookieText(choice, location.protocol === 'https:')
          resolve(choice)
        }),
      ),
    page: browserPage(options.nonce),
  })
}

function screenKind(): ScreenKind {
  const agent = (navigator as { userAgentData?: { mobile: boolean } }).userAgentData
  return {
    mobile: agent?.mobile ?? /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent),
    small: window.matchMedia(mobileQuery).matches,
  }
}

function browserPage(nonce: string | undefined): TrackingPage {
  return {
    afterLoad: (then) => {
      if (document.readyState === 'complete') then(msSinceLoad())
      else window.addEventListener('load', () => then(0), { once: true })
    },
    onFirstScroll: (then) => window.addEventListener('scroll', () => then(), { once: true, passive: true }),
    loadGoogleTag: (analyticsId) => loadGoogleTag(analyticsId, nonce),
    loadAdScript: (adsId) => loadAdScript(adsId, nonce),
  }
}

/** How long ago the window loaded, from the navigation's timing (0 when the browser does not say). */
function msSinceLoad(): number {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return navigation?.loadEventEnd ? Math.max(0, performance.now() - navigation.loadEventEnd) : 0
}
