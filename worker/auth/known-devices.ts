import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../app-env.ts'
import type { Db } from '../db/db.ts'
import { isSecretToken, newSecretToken, tokenHash } from './secret-token.ts'

// A browser that has logged in to an account before. Failed logins are counted per account (10 in 10 minutes) so
// that a script spread over many addresses cannot guess a password; but whoever runs it would then lock the owner
// out. A browser the owner logged in with counts its failures in a window of its own, which guesses from elsewhere
// never fill. The cookie holds a random token (HttpOnly, for this host); the database keeps only its hash.

const cookieName = 'known_device'
/** The longest a browser keeps a cookie (Chrome caps Max-Age at 400 days); each login renews it. */
const keepDays = 400

/**
 * The short form of the browser's token when it has logged in to the account of `email` before, or null: the name
 * of its own window of failed logins. One lookup, made only when the browser carries the cookie at all.
 */
export async function knownDeviceOf(c: Context<AppEnv>, email: string): Promise<string | null> {
  const token = getCookie(c, cookieName)
  if (!token || !isSecretToken(token)) return null
  const hash = await tokenHash(token)
  const row = await c.var.db
    .prepare(`SELECT 1 FROM known_devices d JOIN users u ON u.id = d.user_id WHERE d.token_hash = ?1 AND u.email = ?2`)
    .bind(hash, email)
    .first()
  return row ? hash.slice(0, 16) : null
}

/** Remembers this browser for the user who just logged in: its token (a new one if it has none) and the time. */
export async function rememberDevice(c: Context<AppEnv>, userId: number, now: Date): Promise<void> {
  const sent = getCookie(c, cookieName)
  const token = sent && isSecretToken(sent) ? sent : newSecretToken()
  const at = now.toISOString()
  await c.var.db
    .prepare(
      `INSERT INTO known_devices (token_hash, user_id, created_at, last_login_at) VALUES (?1, ?2, ?3, ?3)
       ON CONFLICT (token_hash, user_id) DO UPDATE SET last_login_at = excluded.last_login_at`,
    )
    .bind(await tokenHash(token), userId, at)
    .run()
  setCookie(c, cookieName, token, {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    maxAge: keepDays * 86_400,
  })
}

/** Browsers not used to log in for as long as their cookie lasts: the cron clears them. */
export function deleteForgottenDevices(db: Db, now: Date) {
  const cutoff = new Date(now.getTime() - keepDays * 86_400_000).toISOString()
  return db.prepare('DELETE FROM known_devices WHERE last_login_at < ?1').bind(cutoff).run()
}
