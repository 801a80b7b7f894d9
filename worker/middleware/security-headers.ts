import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { Context } from 'hono'
import { consentChoiceOf, trackingRefused } from '../../web/analytics/consent.ts'
import { trackerSources, type TrackerSources } from '../../web/analytics/tracker-sources.ts'
import { framedMediaOrigins } from '../../web/rules/listing-media.ts'
import type { AppEnv } from '../app-env.ts'

type Origins = (c: Context<AppEnv>) => string[]

/**
 * A directive's sources for this request: the fixed ones, then the configured origins that apply, each once and none
 * empty (the header names nothing a deploy has not configured).
 */
const sources =
  (fixed: readonly string[], ...configured: Origins[]) =>
  (c: Context) =>
    [...new Set([...fixed, ...configured.flatMap((origins) => origins(c as Context<AppEnv>))])].join(' ')

/** The image origin's, when IMAGE_ORIGIN is set. */
const imageOrigin: Origins = (c) => {
  const origin = c.var.config.imageOrigin
  return origin ? [new URL(origin).origin] : []
}

/** The search map fetches its hosted style, tiles and glyphs from MAP_STYLE_URL's origin when one is set. */
const mapOrigin: Origins = (c) => {
  const style = c.var.config.mapStyleUrl
  return style ? [new URL(style).origin] : []
}

/**
 * The brand's configured trackers (web/analytics/tracker-sources.ts), unless the visitor rejected them (the consent
 * cookie) or their browser sends Global Privacy Control: then none, as when none is configured.
 */
const trackers =
  (directive: keyof TrackerSources): Origins =>
  (c) => {
    const refused = trackingRefused(consentChoiceOf(c.req.header('cookie')), c.req.header('sec-gpc') === '1')
    return refused ? [] : trackerSources(c.var.config.tracking[c.var.brand.id])[directive]
  }

/**
 * Security headers on every response, by Hono's secure-headers middleware. Inline scripts (the router's hydration
 * data) carry a per-response nonce, which the page renderer reads back with `cspNonce(c)`; 'strict-dynamic' lets the
 * nonce'd entry load its own chunks. Images may also come from the configured image origin, and the search map's
 * style and tiles from the configured map style's origin. Frames: only a listing's video players and 3D tour hosts.
 * The brand's configured trackers (Google tag, ads) add exactly the origins they need while they may load.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // Browsers that know 'strict-dynamic' ignore host sources here; the trackers' origins are for those that do not.
    scriptSrc: [NONCE, sources(["'strict-dynamic'"], trackers('scriptSrc'))],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: [sources(["'self'", 'data:', 'blob:'], imageOrigin, mapOrigin, trackers('imgSrc'))],
    connectSrc: [sources(["'self'"], mapOrigin, trackers('connectSrc'))],
    fontSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: [sources(framedMediaOrigins, trackers('frameSrc'))],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  permissionsPolicy: { geolocation: ['self'], camera: [], microphone: [] },
})

/** The nonce the CSP header of this response allows. */
export function cspNonce(c: Context<AppEnv>): string {
  return c.get('secureHeadersNonce') as string
}
