import type { Context, MiddlewareHandler } from 'hono'
import { csrfHeader } from '../../web/api/account-call.ts'
import type { AppEnv } from '../app-env.ts'
import { currentSession } from './current-session.ts'

// CSRF protection of every call that changes something for a person (login, register, reset, likes, saved
// searches, settings, listings, flags). Three walls, any one of which stops a forged request:
// 1. the browser says where the request came from: Sec-Fetch-Site or Origin must be this host;
// 2. the body must be JSON, which a cross-site form cannot send without a CORS preflight we never grant;
// 3. a call made with a session must carry that session's CSRF token in x-csrf-token (the page reads it from
//    login info; another site cannot read it).

export const csrfRefused = 'This request did not come from this site. Reload the page and try again.'

const forbidden = (c: Context, field: string) => c.json({ error: 'Forbidden', field, message: csrfRefused }, 403)

function fromThisSite(c: Context): boolean {
  const site = c.req.header('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') return false
  const origin = c.req.header('origin')
  if (!origin) return true
  try {
    return new URL(origin).host === new URL(c.req.url).host
  } catch {
    return false
  }
}

/** Walls 1 and 3 (requireJson is wall 2). `sessionToken: 'optional'` for login and register, made without one. */
export function csrfGuard(sessionToken: 'required' | 'optional' = 'required'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!fromThisSite(c)) return forbidden(c, 'origin')
    if (sessionToken === 'required') {
      const session = await currentSession(c)
      // Without a session the call's own guard answers 401; with one, its token must match.
      if (session && c.req.header(csrfHeader) !== session.csrfToken) return forbidden(c, csrfHeader)
    }
    await next()
  }
}
