/**
 * A brand's trackers, from the deploy's vars ({BRAND}_ANALYTICS_ID and {BRAND}_ADS_ID, worker/config.ts): null where
 * none is configured, and with none configured nothing is ever loaded or sent.
 */
export interface TrackingIds {
  /** A Google Analytics 4 measurement id (G-…), loaded with gtag.js, or a Tag Manager container id (GTM-…), gtm.js. */
  analyticsId: string | null
  /** An AdSense publisher id (ca-pub-…). */
  adsId: string | null
}

/** A Tag Manager container rather than an Analytics measurement id. */
export const isTagManagerId = (analyticsId: string) => analyticsId.startsWith('GTM-')
