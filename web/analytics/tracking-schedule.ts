import type { AdScriptTiming } from './ad-script-timing.ts'
import { trackingRefused, type ConsentChoice } from './consent.ts'
import type { TrackingIds } from './tracking-ids.ts'

/** Spec §9: tracking and ad scripts are injected 2250 ms after window load. */
export const trackingScriptDelayMs = 2250

/** What the schedule needs of the page (the browser's, web/analytics/browser-tracking.ts, or a test's). */
export interface TrackingPage {
  /** Calls `then` once the window has loaded, with how many milliseconds ago that was (0 when it loads now). */
  afterLoad(then: (msSinceLoad: number) => void): void
  /** Calls `then` at the first scroll of the page. */
  onFirstScroll(then: () => void): void
  loadGoogleTag(analyticsId: string): void
  loadAdScript(adsId: string): void
}

export interface TrackingStart {
  ids: TrackingIds
  /** adScriptTiming for this brand, page and screen. */
  adTiming: AdScriptTiming
  /** navigator.globalPrivacyControl. */
  globalPrivacyControl: boolean
  /** The choice in the consent cookie, null when none is stored. */
  storedChoice: ConsentChoice | null
  /** Shows the cookie banner; answers the visitor's choice (stored by the caller). */
  askChoice(): Promise<ConsentChoice>
  page: TrackingPage
}

/**
 * Loads the configured trackers once the visitor accepts them: the Google tag 2250 ms after window load, the ad
 * script then or at the first scroll (its timing), and either at once if the visitor accepts later. Nothing loads
 * without a tracker id, after a rejection, or under Global Privacy Control, which is not even asked.
 */
export function scheduleTracking(start: TrackingStart): void {
  const { analyticsId, adsId } = start.ids
  if ((!analyticsId && !adsId) || trackingRefused(start.storedChoice, start.globalPrivacyControl)) return
  const consent = start.storedChoice ? Promise.resolve(start.storedChoice) : start.askChoice()
  start.page.afterLoad((msSinceLoad) => {
    const delay = new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, trackingScriptDelayMs - msSinceLoad)))
    const loadWhenAccepted = (due: Promise<void>, load: () => void) =>
      void Promise.all([consent, due]).then(([choice]) => {
        if (choice === 'accepted') load()
      })
    if (analyticsId) loadWhenAccepted(delay, () => start.page.loadGoogleTag(analyticsId))
    if (adsId) {
      const due =
        start.adTiming === 'first-scroll-or-delay'
          ? Promise.race([delay, new Promise<void>((resolve) => start.page.onFirstScroll(resolve))])
          : delay
      loadWhenAccepted(due, () => start.page.loadAdScript(adsId))
    }
  })
}
