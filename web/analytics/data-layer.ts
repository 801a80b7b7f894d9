import type { BrandId } from '../../brands/brand-config.ts'
import type { AnalyticsPageName } from './page-names.ts'

// The page's analytics events in window.dataLayer, the array Google's tags read. Filling it sends nothing: only a
// tracker loaded with consent (web/analytics/tracking-schedule.ts) reads it. Part of every page's first script, so
// kept to what pushing takes.

export type AnalyticsEvent =
  | { event: 'page_view'; page_name?: AnalyticsPageName; brand: BrandId; page_location: string }
  /** Spec §8: the error page was shown (404, 500, or -1 after a render crash). */
  | { event: 'error_page'; status: number; page_location: string }

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

const pushed: AnalyticsEvent[] = []
let forward: ((event: AnalyticsEvent) => void) | undefined

export function pushAnalyticsEvent(event: AnalyticsEvent): void {
  ;(window.dataLayer ??= []).push(event)
  pushed.push(event)
  forward?.(event)
}

/** Hands a loaded tracker every event of this page so far, then each one as it comes. */
export function forwardAnalyticsEvents(to: (event: AnalyticsEvent) => void): void {
  forward = to
  pushed.forEach(to)
}
