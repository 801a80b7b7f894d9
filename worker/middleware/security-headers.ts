import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { Context } from 'hono'
import { framedMediaOrigins } from '../../web/rules/listing-media.ts'
import type { AppEnv } from '../app-env.ts'

/**
 * Security headers on every response, by Hono's secure-headers middleware. Inline scripts (the router's hydration
 * data) carry a per-response nonce, which the page renderer reads back with `cspNonce(c)`; 'strict-dynamic' lets the
 * nonce'd entry load its own chunks. Images may also come from the configured image origin, and the search map's
 * style and tiles from the configured map style's origin. Frames: only a listing's video players and 3D tour hosts.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [NONCE, "'strict-dynamic'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      (c) => imageOrigin(c as Context<AppEnv>),
      (c) => mapOrigin(c as Context<AppEnv>),
    ],
    // The search map fetches its hosted style, tiles and glyphs from MAP_STYLE_URL's origin when one is set.
    connectSrc: ["'self'", (c) => mapOrigin(c as Context<AppEnv>)],
    fontSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: [...framedMediaOrigins],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  permissionsPolicy: { geolocation: ['self'], camera: [], microphone: [] },
})

function imageOrigin(c: Context<AppEnv>): string {
  const origin = c.var.config.imageOrigin
  return origin ? new URL(origin).origin : ''
}

function mapOrigin(c: Context<AppEnv>): string {
  const style = c.var.config.mapStyleUrl
  return style ? new URL(style).origin : ''
}

/** The nonce the CSP header of this response allows. */
export function cspNonce(c: Context<AppEnv>): string {
  return c.get('secureHeadersNonce') as string
}
