import { verifyPassword } from '../auth/password.ts'
import type { Db } from '../db/db.ts'

// The current password, asked again before a change that takes the account further than a session should: a new
// password or a new login email. A session alone may be someone at an unlocked screen, or a stolen cookie.

/** Whether `password` is the user's current one (one PBKDF2 verification either way). */
export async function currentPasswordMatches(db: Db, userId: number, password: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT password_hash FROM users WHERE id = ?1')
    .bind(userId)
    .first<{ password_hash: string }>()
  return row !== null && (await verifyPassword(password, row.password_hash))
}
