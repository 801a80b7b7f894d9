import type { Db } from '../db/db.ts'
import { hashPassword } from './password.ts'
import { newSecretToken, tokenHash } from './secret-token.ts'
import { insertUser, type NewUser } from './users.ts'

// A sign-up in two steps. Registering answers alike for any address (an account's existence is nobody's business), so
// it creates nothing: the form waits here, its password hashed, and the address is mailed a link. Opening the link
// (the ?logintoken= every page reads) makes the account and logs in. Nobody can hold an address they do not read.

export const registrationHours = 24

/** Keeps the sign-up until its link is opened; answers the link's token. */
export async function pendRegistration(db: Db, user: NewUser, siteId: number, now: Date): Promise<string> {
  const token = newSecretToken()
  await db
    .prepare(
      `INSERT INTO pending_registrations (token_hash, email, contact_name, password_hash, newsletter, site_id,
                                          created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    )
    .bind(
      await tokenHash(token),
      user.email,
      user.contactName,
      await hashPassword(user.password),
      user.newsletter ? 1 : 0,
      siteId,
      now.toISOString(),
      new Date(now.getTime() + registrationHours * 3_600_000).toISOString(),
    )
    .run()
  return token
}

/**
 * Opens the link: the new user's id when the token is current and unused and the address still has no account (one
 * UPDATE … RETURNING marks it used, so it works once), null otherwise.
 */
export async function completeRegistration(db: Db, token: string, now: Date): Promise<number | null> {
  const pending = await db
    .prepare(
      `UPDATE pending_registrations SET used_at = ?2
        WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2
        RETURNING email, contact_name AS contactName, password_hash AS passwordHash, newsletter`,
    )
    .bind(await tokenHash(token), now.toISOString())
    .first<{ email: string; contactName: string; passwordHash: string; newsletter: number }>()
  if (!pending) return null
  return insertUser(db, { ...pending, newsletter: pending.newsletter === 1 }, now)
}

/** Sign-ups that can no longer be finished, a day after they ended: the cron clears them. */
export function deleteEndedRegistrations(db: Db, now: Date) {
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString()
  return db.prepare('DELETE FROM pending_registrations WHERE expires_at < ?1').bind(dayAgo).run()
}
