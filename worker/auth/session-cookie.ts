import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { isSecretToken } from './secret-token.ts'
import { sessionDays } from './sessions.ts'

// The session cookie: HttpOnly (no script reads it), Secure (browsers treat localhost and *.localhost as secure, so
// local development keeps it), SameSite=Lax (a link from a mail arrives logged in; a cross-site POST carries no
// cookie), host-only and site-wide.

const cookieName = 'session'

export function sessionToken(c: Context): string | null {
  const token = getCookie(c, cookieName)
  return token && isSecretToken(token) ? token : null
}

/** Whether a Cookie header holds a session cookie at all, live or not (whoever's it is, it is not everyone's). */
export function carriesSessionCookie(cookieHeader: string | null): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim().startsWith(`${cookieName}=`))
}

export function setSessionCookie(c: Context, token: string): void {
  setCookie(c, cookieName, token, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    maxAge: sessionDays * 86_400,
  })
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, cookieName, { path: '/', secure: true, httpOnly: true, sameSite: 'Lax' })
}
