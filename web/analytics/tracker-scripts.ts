import { forwardAnalyticsEvents } from './data-layer.ts'
import { adScript, googleTagScript } from './tracker-sources.ts'
import { isTagManagerId } from './tracking-ids.ts'

// The trackers' own start-up, run once the visitor has accepted them (web/analytics/tracking-schedule.ts).

/** Spec §9: analytics currency is USD. */
const analyticsCurrency = 'USD'

/** A script of another origin, with the page's CSP nonce (the policy allows only nonce'd scripts). */
function injectScript(src: string, nonce: string | undefined, crossOrigin?: 'anonymous'): void {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  if (nonce) script.nonce = nonce
  if (crossOrigin) script.crossOrigin = crossOrigin
  document.head.appendChild(script)
}

/**
 * The Google tag. A Tag Manager container reads the data layer itself (its tags decide what to send); an Analytics
 * measurement id is configured in USD without its own first page view, since the data layer holds one per route,
 * and is sent every event of the data layer, this page's so far and each one after.
 */
export function loadGoogleTag(analyticsId: string, nonce: string | undefined): void {
  const dataLayer = (window.dataLayer ??= [])
  if (isTagManagerId(analyticsId)) {
    dataLayer.push({ currency: analyticsCurrency }, { 'gtm.start': Date.now(), event: 'gtm.js' })
  } else {
    // gtag.js reads its commands as the arguments objects this pushes (not arrays).
    const gtag = function (..._command: unknown[]) {
      dataLayer.push(arguments)
    }
    gtag('js', new Date())
    gtag('config', analyticsId, { currency: analyticsCurrency, send_page_view: false })
    forwardAnalyticsEvents(({ event, ...parameters }) => gtag('event', event, parameters))
  }
  injectScript(googleTagScript(analyticsId), nonce)
}

/** The ad script (AdSense), which places the account's ads by itself. */
export function loadAdScript(adsId: string, nonce: string | undefined): void {
  injectScript(adScript(adsId), nonce, 'anonymous')
}
