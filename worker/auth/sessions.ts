import { newSecretToken, tokenHash } from './secret-token.ts'
import type { Db } from '../db/db.ts'

// Sessions live in D1 (table sessions). The browser holds a random token in an HttpOnly cookie; the row is keyed by
// the token's hash. Each session has its own CSRF token, which the page reads from login info and sends back in a
// header on every change it asks for (worker/auth/csrf.ts).

export const sessionDays = 30
const sessionMs = sessionDays * 86_400_000

/** The logged-in person as every account call sees them. */
export interface SessionUser {
  sessionId: string
  userId: number
  /** The site the session was opened on. */
  siteId: number
  csrfToken: string
  email: string
  contactName: string
  isAdmin: boolean
  isSeller: boolean
  /** The seller's account (listings, leads), or null for a buyer. */
  accountId: number | null
  type: number
}

interface SessionRow {
  id: string
  user_id: number
  site_id: number
  csrf_token: string
  email: string
  contact_name: string
  is_admin: number
  is_seller: number
  account_id: number | null
  type: number
}

/**
 * Opens a session for the user and returns the cookie's token. `replacing` (the hash of a session the browser
 * already had) is deleted in the same batch: a login always gets a new id, so a planted cookie is worth nothing.
 */
export async function openSession(
  db: Db,
  userId: number,
  siteId: number,
  now: Date,
  replacing?: string | null,
): Promise<string> {
  const token = newSecretToken()
  const id = await tokenHash(token)
  const insert = db
    .prepare(
      `INSERT INTO sessions (id, user_id, site_id, csrf_token, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
    )
    .bind(id, userId, siteId, newSecretToken(), now.toISOString(), new Date(now.getTime() + sessionMs).toISOString())
  await db.batch(replacing ? [db.prepare('DELETE FROM sessions WHERE id = ?1').bind(replacing), insert] : [insert])
  return token
}

/** The session of a cookie token, if it is current and its user may still log in. */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  const row = await db
    .prepare(
      `SELECT s.id, s.user_id, s.site_id, s.csrf_token, u.email, u.contact_name, u.is_admin, u.is_seller, u.account_id,
              u.type
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = ?1 AND s.expires_at > ?2 AND u.is_active = 1 AND u.is_blocked = 0`,
    )
    .bind(await tokenHash(token), now.toISOString())
    .first<SessionRow>()
  if (!row) return null
  return {
    sessionId: row.id,
    userId: row.user_id,
    siteId: row.site_id,
    csrfToken: row.csrf_token,
    email: row.email,
    contactName: row.contact_name,
    isAdmin: row.is_admin === 1,
    isSeller: row.is_seller === 1,
    accountId: row.account_id,
    type: row.type,
  }
}

export function closeSession(db: Db, sessionId: string) {
  return db.prepare('DELETE FROM sessions WHERE id = ?1').bind(sessionId).run()
}

/** Every session of a user but `keep`: after a password change no other browser stays logged in. */
export function closeOtherSessions(db: Db, userId: number, keep: string | null) {
  return db.prepare('DELETE FROM sessions WHERE user_id = ?1 AND id IS NOT ?2').bind(userId, keep).run()
}

/** Sessions that ended: the cron clears them. */
export function deleteEndedSessions(db: Db, now: Date) {
  return db.prepare('DELETE FROM sessions WHERE expires_at <= ?1').bind(now.toISOString()).run()
}
