import { hashPassword, verifyPassword } from './password.ts'
import type { Db } from '../db/db.ts'

// The users table as the authentication calls need it.

interface LoginRow {
  id: number
  password_hash: string
  is_active: number
  is_blocked: number
}

// A hash no password matches, verified when the email is unknown so that an unknown address takes as long to
// refuse as a wrong password (the same PBKDF2 work either way).
const noSuchUserHash = 'pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='

/**
 * The user id when the email and password match an active, unblocked user; null otherwise. Every path runs one
 * PBKDF2 verification, so the answer's timing does not tell an unknown address from a wrong password or a blocked
 * account.
 */
export async function checkPassword(db: Db, email: string, password: string): Promise<number | null> {
  const row = await db
    .prepare('SELECT id, password_hash, is_active, is_blocked FROM users WHERE email = ?1')
    .bind(email)
    .first<LoginRow>()
  const matches = await verifyPassword(password, row?.password_hash ?? noSuchUserHash)
  return row && matches && row.is_active === 1 && row.is_blocked === 0 ? row.id : null
}

/** Marks the user's first login; true when this was it. */
export async function recordLogin(db: Db, userId: number, now: Date): Promise<boolean> {
  const first = await db
    .prepare('UPDATE users SET first_login_at = ?2 WHERE id = ?1 AND first_login_at IS NULL RETURNING id')
    .bind(userId, now.toISOString())
    .first()
  return first !== null
}

export interface NewUser {
  contactName: string
  email: string
  password: string
  newsletter: boolean
}

/**
 * Makes a buyer (type 1) of a sign-up whose address was confirmed (worker/auth/registration.ts); null when the email
 * has an account by now (the unique index decides, race-free).
 */
export async function insertUser(
  db: Db,
  user: Omit<NewUser, 'password'> & { passwordHash: string },
  now: Date,
): Promise<number | null> {
  const at = now.toISOString()
  const row = await db
    .prepare(
      `INSERT INTO users (email, contact_name, password_hash, newsletter, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?5) ON CONFLICT (email) DO NOTHING RETURNING id`,
    )
    .bind(user.email, user.contactName, user.passwordHash, user.newsletter ? 1 : 0, at)
    .first<{ id: number }>()
  return row?.id ?? null
}

export async function setPassword(db: Db, userId: number, password: string, now: Date) {
  await db
    .prepare('UPDATE users SET password_hash = ?2, updated_at = ?3 WHERE id = ?1')
    .bind(userId, await hashPassword(password), now.toISOString())
    .run()
}
