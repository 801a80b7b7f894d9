import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env.ts'
import { boundedSession } from '../db/d1-deadline.ts'

// Every read of a request goes through one D1 session (the Sessions API). On a database with read replication a
// session reads from a replica near the visitor, but never one older than the session's bookmark. A write's bookmark
// is handed back in a cookie, so the visitor's next requests read at least what they wrote, wherever they land.
// Without replication (local D1, the tests) a session reads the one database, the same as before.

const bookmarkCookie = 'd1_bookmark'
// A bookmark is D1's opaque token of hex groups ('0000000e-00000008-00004f6b-…'); anything else is ignored.
const bookmarkShape = /^[0-9a-f]{1,16}(-[0-9a-f]{1,64}){0,7}$/i
/** Replicas catch up in seconds; after an hour the bookmark constrains nothing a replica has not reached. */
const bookmarkSeconds = 3600

/** The session a page's in-process API calls share with the page request (worker/api/in-process-api.ts). */
const sharedSessions = new WeakMap<Request, D1DatabaseSession>()

export function shareDbSession(request: Request, session: D1DatabaseSession): void {
  sharedSessions.set(request, session)
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD'

/** The session's start: the visitor's last bookmark, else the primary for a write, else any replica. */
function sessionStart(c: Context<AppEnv>): string {
  const bookmark = getCookie(c, bookmarkCookie)
  if (bookmark && bookmarkShape.test(bookmark)) return bookmark
  return isWrite(c.req.method) ? 'first-primary' : 'first-unconstrained'
}

/**
 * Sets c.var.db, the request's D1 session (each of its calls given a bounded wait: d1-deadline.ts), and after a write
 * that succeeded answers the session's new bookmark as a cookie. Reads set no cookie, so a page a visitor only reads
 * stays shareable by the edge cache.
 */
export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('db')) return next()
  const shared = sharedSessions.get(c.req.raw)
  const session = shared ?? boundedSession(c.env.DB.withSession(sessionStart(c)))
  c.set('db', session)
  await next()
  // A refused write (a failed login's rate-limit count) wrote nothing the visitor will look for.
  if (shared || !isWrite(c.req.method) || !c.res.ok) return
  const bookmark = session.getBookmark()
  if (bookmark && bookmark !== getCookie(c, bookmarkCookie))
    setCookie(c, bookmarkCookie, bookmark, {
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      maxAge: bookmarkSeconds,
    })
})
