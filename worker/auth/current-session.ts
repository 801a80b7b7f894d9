import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { sessionToken } from './session-cookie.ts'
import { findSession, type SessionUser } from './sessions.ts'

// The request's session, looked up once per request and only when a call asks (most API calls never do).

const lookups = new WeakMap<Request, Promise<SessionUser | null>>()

export function currentSession(c: Context<AppEnv>): Promise<SessionUser | null> {
  let lookup = lookups.get(c.req.raw)
  if (!lookup) {
    const token = sessionToken(c)
    lookup = token ? findSession(c.var.db, token, new Date()) : Promise.resolve(null)
    lookups.set(c.req.raw, lookup)
  }
  return lookup
}

const refusal = (c: Context, status: 401 | 403, field: string, message: string) =>
  c.json({ error: status === 401 ? 'Unauthorized' : 'Forbidden', field, message }, status)

const loginRequired = 'You need to log in first.'

/** The call needs a logged-in user: c.var.session is theirs. Anyone else gets 401. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = await currentSession(c)
  if (!session) return refusal(c, 401, 'session', loginRequired)
  c.set('session', session)
  await next()
}

/** The call needs an admin (spec §6): 401 logged out, 403 for anyone else. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = await currentSession(c)
  if (!session) return refusal(c, 401, 'session', loginRequired)
  if (!session.isAdmin) return refusal(c, 403, 'session', 'Only an administrator may do this.')
  c.set('session', session)
  await next()
}
