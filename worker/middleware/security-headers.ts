import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env.ts'

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/**
 * Security headers on every response. Inline scripts (the router's hydration data) carry a per-response
 * nonce; 'strict-dynamic' lets the nonce'd entry load its own chunks. Images may come from the image origin.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = newNonce()
  c.set('cspNonce', nonce)
  await next()
  const imageOrigin = c.env.IMAGE_ORIGIN ? ` ${new URL(c.env.IMAGE_ORIGIN).origin}` : ''
  const headers = c.res.headers
  if ((headers.get('content-type') ?? '').startsWith('text/html')) {
    headers.set(
      'content-security-policy',
      [
        "default-src 'self'",
        `script-src 'nonce-${nonce}' 'strict-dynamic'`,
        "style-src 'self' 'unsafe-inline'",
        `img-src 'self' data: blob:${imageOrigin}`,
        "connect-src 'self'",
        "font-src 'self'",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join('; '),
    )
  }
  headers.set('x-content-type-options', 'nosniff')
  headers.set('referrer-policy', 'strict-origin-when-cross-origin')
  headers.set('x-frame-options', 'SAMEORIGIN')
  headers.set('permissions-policy', 'geolocation=(self), camera=(), microphone=()')
  if (new URL(c.req.url).protocol === 'https:') {
    headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains')
  }
})
