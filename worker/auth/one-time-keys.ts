import { newSecretToken, tokenHash } from './secret-token.ts'
import type { Db } from '../db/db.ts'

// Keys sent by mail: a password reset key (/reset/{resetKey}) and a login token (?logintoken=). Each is single-use
// and expires; the database keeps only its hash. Using one is one UPDATE … RETURNING that also marks it used, so two
// requests with the same key cannot both get through.

export const resetKeyMinutes = 60
const loginTokenDays = 7
/** A login link asked for on the login page: for now, not for a week like a seller's link in a lead mail. */
export const loginLinkMinutes = 60

type KeyTable = 'password_resets' | 'login_tokens'

async function issue(db: Db, table: KeyTable, userId: number, now: Date, lifetimeMs: number, siteId?: number) {
  const key = newSecretToken()
  const columns = table === 'login_tokens' ? ', site_id' : ''
  const values = table === 'login_tokens' ? ', ?5' : ''
  await db
    .prepare(
      `INSERT INTO ${table} (token_hash, user_id, created_at, expires_at${columns}) VALUES (?1, ?2, ?3, ?4${values})`,
    )
    .bind(
      await tokenHash(key),
      userId,
      now.toISOString(),
      new Date(now.getTime() + lifetimeMs).toISOString(),
      ...(siteId === undefined ? [] : [siteId]),
    )
    .run()
  return key
}

/** Uses the key: the user id when it was current and unused, and marks it used. */
async function consume(db: Db, table: KeyTable, key: string, now: Date): Promise<number | null> {
  const row = await db
    .prepare(
      `UPDATE ${table} SET used_at = ?2
        WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2
          AND user_id IN (SELECT id FROM users WHERE is_active = 1 AND is_blocked = 0)
        RETURNING user_id`,
    )
    .bind(await tokenHash(key), now.toISOString())
    .first<{ user_id: number }>()
  return row?.user_id ?? null
}

export const issueResetKey = (db: Db, userId: number, now: Date) =>
  issue(db, 'password_resets', userId, now, resetKeyMinutes * 60_000)

export const consumeResetKey = (db: Db, key: string, now: Date) => consume(db, 'password_resets', key, now)

/** Whether the reset page should show the form: the key exists, is unused and has not expired. */
export async function resetKeyIsValid(db: Db, key: string, now: Date): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 FROM password_resets WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2')
    .bind(await tokenHash(key), now.toISOString())
    .first()
  return row !== null
}

export const issueLoginToken = (db: Db, userId: number, siteId: number, now: Date) =>
  issue(db, 'login_tokens', userId, now, loginTokenDays * 86_400_000, siteId)

export const issueLoginLink = (db: Db, userId: number, siteId: number, now: Date) =>
  issue(db, 'login_tokens', userId, now, loginLinkMinutes * 60_000, siteId)

export const consumeLoginToken = (db: Db, token: string, now: Date) => consume(db, 'login_tokens', token, now)

/** Keys that can no longer be used, a day after they ended: the cron clears them. */
export function deleteEndedKeys(db: Db, now: Date) {
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString()
  return db.batch(
    (['password_resets', 'login_tokens'] as const).map((table) =>
      db.prepare(`DELETE FROM ${table} WHERE expires_at < ?1`).bind(dayAgo),
    ),
  )
}
