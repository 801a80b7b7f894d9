import { isTagManagerId, type TrackingIds } from './tracking-ids.ts'

// Where each tracker's script comes from and what it reaches once running, written once: the browser injects these
// scripts (web/analytics/tracker-scripts.ts) and the worker's CSP allows these origins, for the trackers a
// brand has configured only (worker/middleware/security-headers.ts).

const tagOrigin = 'https://www.googletagmanager.com'
const adsOrigin = 'https://pagead2.googlesyndication.com'

/** gtag.js for an Analytics measurement id, gtm.js for a Tag Manager container. */
export const googleTagScript = (analyticsId: string) =>
  `${tagOrigin}/${isTagManagerId(analyticsId) ? 'gtm.js' : 'gtag/js'}?id=${encodeURIComponent(analyticsId)}`

export const adScript = (adsId: string) => `${adsOrigin}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(adsId)}`

export interface TrackerSources {
  scriptSrc: string[]
  connectSrc: string[]
  imgSrc: string[]
  frameSrc: string[]
}

// Google's CSP guide for its tag: the tag from googletagmanager.com, hits sent to google-analytics.com (www and the
// region1… endpoints, hence the wildcard) and analytics.google.com, as requests or pixels. A Tag Manager container
// runs Analytics tags the same way, and fetches from www.google.com as well.
const googleTagSources: TrackerSources = {
  scriptSrc: [tagOrigin],
  connectSrc: [tagOrigin, 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  imgSrc: [tagOrigin, 'https://*.google-analytics.com'],
  frameSrc: [],
}
const tagManagerExtra: Partial<TrackerSources> = { connectSrc: ['https://www.google.com'] }

// AdSense: the ad script and its traffic-quality checks (adtrafficquality.google), the ads in frames from
// doubleclick.net and googlesyndication.com (creatives, SafeFrames), and its ad-choices frame from www.google.com.
const adSources: TrackerSources = {
  scriptSrc: [adsOrigin, 'https://*.adtrafficquality.google'],
  connectSrc: [adsOrigin, 'https://*.adtrafficquality.google'],
  imgSrc: [adsOrigin, 'https://*.g.doubleclick.net'],
  frameSrc: [
    'https://googleads.g.doubleclick.net',
    'https://*.googlesyndication.com',
    'https://*.adtrafficquality.google',
    'https://www.google.com',
  ],
}

/** The origins the configured trackers need, per CSP directive; every list empty when none is configured. */
export function trackerSources(ids: TrackingIds): TrackerSources {
  const parts: Partial<TrackerSources>[] = [
    ...(ids.analyticsId ? [googleTagSources, isTagManagerId(ids.analyticsId) ? tagManagerExtra : {}] : []),
    ...(ids.adsId ? [adSources] : []),
  ]
  const merged = (directive: keyof TrackerSources) => [...new Set(parts.flatMap((part) => part[directive] ?? []))]
  return {
    scriptSrc: merged('scriptSrc'),
    connectSrc: merged('connectSrc'),
    imgSrc: merged('imgSrc'),
    frameSrc: merged('frameSrc'),
  }
}
